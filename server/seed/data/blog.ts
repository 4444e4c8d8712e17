import type { SeedAuthor, SeedBlogPost } from '@/server/seed/types';

/** The blog's authors and posts (Markdown), in the languages each is written in; seeded by ../content.ts. */
export const authors: SeedAuthor[] = [
  {
    key: 'camille',
    name: 'Camille Laurent',
    role: { en: 'Travel editor', fr: 'Rédactrice voyage', ru: 'Редактор раздела путешествий' },
    bio: {
      en: 'Camille grew up in Nice and has spent fifteen years writing about the towns, markets and back roads of the Côte d’Azur.',
      fr: 'Née à Nice, Camille écrit depuis quinze ans sur les villes, les marchés et les petites routes de la Côte d’Azur.',
      ru: 'Камилла выросла в Ницце и уже пятнадцать лет пишет о городах, рынках и тихих дорогах Лазурного Берега.',
    },
  },
  {
    key: 'marco',
    name: 'Marco Bellini',
    role: { en: 'Italy correspondent', fr: 'Correspondant en Italie', ru: 'Корреспондент в Италии' },
    bio: {
      en: 'Based in Milan, Marco covers Italian road trips, city driving rules and the switch to electric cars.',
      fr: 'Installé à Milan, Marco couvre les road trips italiens, les règles de circulation en ville et le passage à l’électrique.',
      ru: 'Марко живёт в Милане и пишет об автопутешествиях по Италии, правилах езды в городах и переходе на электромобили.',
    },
  },
  {
    key: 'thomas',
    name: 'Thomas Girard',
    role: { en: 'Rentals and driving editor', fr: 'Rédacteur location et conduite', ru: 'Редактор рубрики об аренде и вождении' },
    bio: {
      en: 'A former rental-desk manager at Nice airport, Thomas explains contracts, deposits and driving abroad in plain language.',
      fr: 'Ancien responsable d’agence de location à l’aéroport de Nice, Thomas explique contrats, cautions et conduite à l’étranger sans jargon.',
      ru: 'Тома много лет руководил пунктом проката в аэропорту Ниццы и простым языком объясняет договоры, депозиты и тонкости вождения за границей.',
    },
  },
  {
    key: 'anna',
    name: 'Anna Volkova',
    role: { en: 'Yachting editor', fr: 'Rédactrice nautisme', ru: 'Редактор раздела о яхтах' },
    bio: {
      en: 'An experienced skipper who has sailed from Corsica to the Cyclades, Anna writes about yacht charters and helps Russian-speaking guests plan their trips.',
      fr: 'Skipper expérimentée, de la Corse aux Cyclades, Anna écrit sur la location de yachts et aide les voyageurs russophones à préparer leur séjour.',
      ru: 'Анна — опытный шкипер, ходившая от Корсики до Киклад: она пишет об аренде яхт и помогает русскоязычным гостям планировать поездки.',
    },
  },
];

export const blogPosts: SeedBlogPost[] = [
  {
    slug: 'nice-markets-guide',
    publishedAt: '2025-03-18',
    author: 'camille',
    cover: 'city-e9c46a',
    tags: ['riviera', 'food'],
    translations: {
      fr: {
        title: 'Les marchés de Nice : du cours Saleya à la Libération',
        summary: 'Fleurs, primeurs, socca et brocante : quand et comment profiter des marchés niçois, du cours Saleya au marché de la Libération, comme un habitué.',
        body: `À Nice, la journée commence au marché. Bien avant que les terrasses ne se remplissent, les étals s’installent, les cageots de tomates s’empilent et l’odeur de la socca chaude flotte déjà dans les ruelles du Vieux-Nice. Voici mon petit guide pour profiter des marchés niçois comme un habitué.

## Le cours Saleya, cœur du Vieux-Nice

Coincé entre la vieille ville et la mer, le cours Saleya est le marché le plus célèbre de la ville. Du mardi au dimanche matin, il réunit en réalité deux marchés :

- **le marché aux fleurs**, avec ses œillets, ses roses, ses plantes aromatiques et, en fin d’hiver, ses brassées de mimosa ;
- **le marché aux fruits et légumes**, où se côtoient revendeurs et petits producteurs de l’arrière-pays, reconnaissables à leurs étals plus modestes et à leurs produits de saison.

Le **lundi**, changement de décor : fleurs et primeurs cèdent la place à la brocante. Vaisselle ancienne, cartes postales, miroirs et bibelots y attirent chineurs et curieux dès le petit matin.

À deux pas, la **place Saint-François** accueille en matinée un petit marché aux poissons. On y trouve la pêche du jour, rougets, sardines ou girelles, et parfois de quoi préparer une vraie soupe de poissons.

## La Libération, le marché des Niçois

Pour sortir des sentiers battus, prenez la ligne 1 du tramway jusqu’à l’arrêt Libération. Autour de l’ancienne gare du Sud, ce marché du quotidien, ouvert du mardi au dimanche matin, est celui où les familles du quartier font leurs courses. Les prix y sont souvent plus doux qu’au cours Saleya, l’ambiance plus populaire, et les cafés alentour parfaits pour une pause. La halle restaurée de la gare du Sud abrite aujourd’hui des comptoirs de restauration : idéal pour prolonger la matinée.

## Que goûter ?

Le marché est aussi la meilleure porte d’entrée vers la cuisine niçoise :

- la **socca**, galette de farine de pois chiches cuite au feu de bois, à manger brûlante et bien poivrée ;
- la **pissaladière**, tarte aux oignons fondants, anchois et olives ;
- la **tourte de blettes**, étonnamment sucrée, avec ses raisins secs et ses pignons ;
- les **petits farcis** et les beignets de fleurs de courgette, au printemps et en été.

## Mes conseils pratiques

1. **Venez tôt**, idéalement avant 9 h : les produits sont plus beaux et les marchands plus disponibles. Vers 13 h, les étals se replient.
2. **Prévoyez de la monnaie** : la carte est de plus en plus acceptée, mais pas partout.
3. **Apportez un cabas** : c’est pratique, et toujours bien vu.
4. **Laissez la voiture** à l’hôtel ou dans un parking souterrain, comme celui du cours Saleya : le Vieux-Nice se découvre à pied.

Vous avez loué une voiture pour la semaine ? Gardez une autre matinée pour les marchés voisins : le marché provençal d’Antibes, sous la halle du cours Masséna, ou le marché des Halles de Menton sont à moins d’une heure de route. Trouvez le véhicule qui vous convient sur notre [page de recherche](/search), ou confiez l’organisation de votre journée à notre [conciergerie](/concierge).`,
      },
    },
  },
  {
    slug: 'driving-the-riviera-corniches',
    publishedAt: '2025-04-14',
    author: 'thomas',
    cover: 'coast-1f6f8b',
    tags: ['riviera', 'cars', 'tips'],
    translations: {
      en: {
        title: 'Driving the Riviera Corniches: Three Roads from Nice to Menton',
        summary: 'Low, middle or high? How the three corniche roads between Nice and Menton differ, when to drive them and where to stop along the way.',
        body: `Between Nice and Menton the mountains drop almost straight into the sea, and three roads are cut into the slope, one above the other. Locals simply call them the corniches. Each is only about 30 kilometres long, yet each gives a completely different day out. Here is how to choose, and how to enjoy them without spending half the afternoon looking for a parking space.

## Three roads, three moods

- **Basse Corniche (D6098)** hugs the shore through Villefranche-sur-Mer, Beaulieu-sur-Mer, Èze-sur-Mer and Cap-d'Ail before entering Monaco. It is the slowest of the three, with traffic lights, pedestrian crossings and beach traffic, but it is the one to take for a swim or a lunch by the water.
- **Moyenne Corniche (D6007)** runs halfway up the cliffs and passes just below the medieval village of Èze. It is wider and faster, with tunnels and lay-bys looking down over Cap Ferrat.
- **Grande Corniche (D2564)** follows the ridge, roughly along the line of an old Roman road. It climbs past the Col d'Èze to La Turbie, where the Trophy of Augustus has watched over the coast for two thousand years. The views are the widest, the bends the tightest and the traffic the lightest.

A classic loop: drive out on the Grande Corniche in the morning, come down to Monaco or Menton for lunch, and return along the Basse Corniche as the light softens.

## Timing and traffic

From June to September the corniches are busy, especially on weekend afternoons and around Monaco at rush hour, when thousands of commuters travel in and out of the Principality. For a calm drive:

1. Leave Nice before 9 a.m., when the Grande Corniche is almost empty.
2. Avoid the Basse Corniche between 5 and 7 p.m. on weekdays.
3. Check the local calendar: the Monaco Grand Prix and other big events close roads in and around Monaco.

Speed limits change often, from 30 km/h in villages to 70 or 80 km/h on open stretches, and speed cameras are common. Cyclists love these roads too, so give them plenty of room on the climbs.

## Parking and stops

Èze village is car-free: use the paid car parks at the foot of the village and arrive early, because in summer they are full by late morning. In Villefranche, the car parks near the citadel are the easiest. In Monaco, forget street parking and head for the public underground car parks, which are clean, well signposted and charged by the hour.

Our favourite stops:

- the viewpoint at Fort de la Revère, above Èze;
- the Trophy of Augustus in La Turbie;
- the old village and castle of Roquebrune-Cap-Martin.

## Which car to rent

A compact car or a small convertible is ideal: the road is narrow in places and parking spaces are tight. If you plan to drive into central Nice, ask the supplier whether the car has a **Crit'Air sticker**, required in the city's low-emission zone. Compare models at Nice airport or in town on our [search page](/search), and find answers about documents and pick-up times in the [Help Center](/help-center).`,
      },
      fr: {
        title: 'Les corniches de la Riviera : trois routes entre Nice et Menton',
        summary: 'Basse, Moyenne ou Grande Corniche ? Ce qui distingue les trois routes entre Nice et Menton, quand les emprunter et où s’arrêter.',
        body: `Entre Nice et Menton, la montagne plonge presque à pic dans la mer, et trois routes ont été taillées dans la pente, l’une au-dessus de l’autre. Ici, on les appelle simplement les corniches. Chacune ne fait qu’une trentaine de kilomètres, mais offre une journée bien différente. Voici comment choisir, et comment en profiter sans passer l’après-midi à chercher une place.

## Trois routes, trois ambiances

- **La Basse Corniche (D6098)** longe le littoral par Villefranche-sur-Mer, Beaulieu-sur-Mer, Èze-sur-Mer et Cap-d’Ail avant d’entrer dans Monaco. C’est la plus lente : feux, passages piétons, circulation des plages. Mais c’est elle qu’il faut prendre pour une baignade ou un déjeuner les pieds dans l’eau.
- **La Moyenne Corniche (D6007)** court à mi-falaise et passe juste sous le village médiéval d’Èze. Plus large et plus rapide, elle alterne tunnels et belvédères sur le cap Ferrat.
- **La Grande Corniche (D2564)** suit la crête, à peu près sur le tracé d’une ancienne voie romaine. Elle grimpe par le col d’Èze jusqu’à La Turbie, où le Trophée d’Auguste domine la côte depuis deux mille ans. Panoramas immenses, virages serrés, circulation plus fluide.

Une boucle classique : partir le matin par la Grande Corniche, descendre déjeuner à Monaco ou à Menton, puis rentrer par la Basse Corniche quand la lumière s’adoucit.

## Horaires et circulation

De juin à septembre, les corniches sont chargées, surtout le week-end l’après-midi et autour de Monaco aux heures de pointe, quand des milliers de salariés entrent dans la Principauté ou en sortent. Pour rouler sereinement :

1. Quittez Nice avant 9 h : la Grande Corniche est alors presque déserte.
2. Évitez la Basse Corniche entre 17 h et 19 h en semaine.
3. Consultez l’agenda local : le Grand Prix de Monaco et les grands événements entraînent des fermetures de routes.

Les limitations changent souvent, de 30 km/h dans les villages à 70 ou 80 km/h sur les portions dégagées, et les radars sont nombreux. Les cyclistes adorent aussi ces routes : laissez-leur de la place dans les montées.

## Se garer et faire étape

Le village d’Èze est piéton : utilisez les parkings payants situés en contrebas et arrivez tôt, car ils affichent complet dès la fin de matinée en été. À Villefranche, les parkings proches de la citadelle sont les plus pratiques. À Monaco, oubliez la rue et visez les parkings publics souterrains, propres, bien signalés et facturés à l’heure.

Nos étapes préférées :

- le belvédère du fort de la Revère, au-dessus d’Èze ;
- le Trophée d’Auguste à La Turbie ;
- le vieux village et le château de Roquebrune-Cap-Martin.

## Quelle voiture louer ?

Une citadine ou un petit cabriolet est idéal : la route est étroite par endroits et les places de stationnement sont comptées. Si vous comptez entrer dans le centre de Nice, demandez au loueur si la voiture possède une **vignette Crit’Air**, exigée dans la zone à faibles émissions. Comparez les modèles à l’aéroport ou en ville sur notre [page de recherche](/search), et trouvez les réponses sur les documents et les horaires de prise en charge dans le [centre d’aide](/help-center).`,
      },
      ru: {
        title: 'Три карниза Ривьеры: дороги из Ниццы в Ментону',
        summary: 'Нижний, Средний или Большой карниз? Чем отличаются три дороги между Ниццей и Ментоной, когда по ним ехать и где остановиться.',
        body: `Между Ниццей и Ментоной горы почти отвесно обрываются в море, и на склоне, одна над другой, проложены три дороги. Местные называют их просто corniches, а в русских путеводителях они известны как карнизы. Длина каждой — всего около 30 километров, но впечатления совсем разные. Рассказываем, как выбрать маршрут и не провести полдня в поисках парковки.

## Три дороги — три характера

- **Нижний карниз (Basse Corniche, D6098)** идёт вдоль берега через Вильфранш-сюр-Мер, Больё-сюр-Мер, Эз-сюр-Мер и Кап-д’Ай и выводит прямо в Монако. Это самая медленная из трёх дорог: светофоры, пешеходные переходы, пляжные пробки. Зато именно по ней стоит ехать, если хочется искупаться или пообедать у воды.
- **Средний карниз (Moyenne Corniche, D6007)** проходит на середине склона, прямо под средневековой деревней Эз. Он шире и быстрее, с тоннелями и площадками, откуда виден весь мыс Ферра.
- **Большой карниз (Grande Corniche, D2564)** тянется по гребню, примерно по трассе древнеримской дороги. Он поднимается через перевал Эз к Ла-Тюрби, где уже две тысячи лет стоит Трофей Августа. Здесь самые широкие виды, самые крутые повороты и меньше всего машин.

Классический вариант: утром — по Большому карнизу, обед в Монако или Ментоне, а обратно — по Нижнему, когда спадает жара и свет становится мягче.

## Когда лучше ехать

С июня по сентябрь на карнизах оживлённо, особенно в выходные после обеда и вокруг Монако в часы пик, когда тысячи людей едут на работу в княжество и обратно. Чтобы поездка прошла спокойно:

1. Выезжайте из Ниццы до 9 утра — Большой карниз в это время почти пуст.
2. В будни избегайте Нижнего карниза с 17 до 19 часов.
3. Заранее проверьте календарь событий: во время Гран-при Монако и других крупных мероприятий часть дорог перекрывают.

Ограничения скорости меняются постоянно — от 30 км/ч в деревнях до 70–80 км/ч на открытых участках, — а камер много. Эти дороги любят и велосипедисты, поэтому на подъёмах объезжайте их с запасом.

## Парковка и остановки

В саму деревню Эз на машине не въехать: оставьте её на платной парковке у подножия и приезжайте пораньше — летом к полудню мест уже нет. В Вильфранше удобнее всего парковки у цитадели. В Монако на улице припарковаться почти невозможно, поэтому сразу ищите общественные подземные парковки: они чистые, хорошо обозначены, а оплата почасовая.

Где стоит остановиться:

- смотровая площадка у форта Ла-Ревер над Эзом;
- Трофей Августа в Ла-Тюрби;
- старая деревня и замок Рокбрюн-Кап-Мартен.

## Какую машину выбрать

Лучше всего подойдёт компактный автомобиль или небольшой кабриолет: местами дорога узкая, а парковочные места тесные. Если собираетесь ездить по центру Ниццы, уточните у арендодателя, есть ли на машине **наклейка Crit’Air**, — она нужна в городской зоне с ограничением выбросов. Сравнить модели и цены в аэропорту Ниццы или в городе можно на [странице поиска](/search), а ответы на вопросы о документах и времени выдачи машины — в [справочном центре](/help-center).`,
      },
    },
  },
  {
    slug: 'first-yacht-charter-tips',
    publishedAt: '2025-05-20',
    author: 'anna',
    cover: 'harbour-0e4d64',
    tags: ['yachts', 'tips'],
    translations: {
      en: {
        title: 'Your First Yacht Charter: What to Know Before You Step Aboard',
        summary: 'Skippered or bareboat, what the price really covers, what to pack and how the weather shapes your week: a practical guide for first-time charterers.',
        body: `Chartering a yacht for the first time can feel intimidating: new vocabulary, unfamiliar costs and the sea itself. The good news is that a well-prepared first charter is one of the most relaxing holidays there is. Here is what I tell friends before their first week on the water.

## Skippered or bareboat?

On our platform, each supplier decides whether a yacht is offered **with a skipper, without one (bareboat), or both**.

- **With a skipper**, a professional handles navigation, mooring and safety. You simply choose where to swim and where to have lunch. For a first charter this is the option I recommend, even if you have sailed before: the skipper knows the anchorages and the harbour masters.
- **Bareboat** means you are the captain. Suppliers will ask for a recognised boating licence or certificate, such as the International Certificate of Competence (ICC), and often a sailing CV listing your previous trips. Requirements vary by country and by the size and power of the boat, so read the listing before you book.

## What the price covers, and what it doesn't

The charter price usually includes the yacht, its standard equipment and basic insurance. Depending on the supplier, you may also pay for:

- fuel, which can be a significant cost on a motor yacht;
- marina berths and mooring buoys away from the home port;
- the skipper's fee and, on longer trips, their meals;
- final cleaning, bed linen or water toys such as paddleboards;
- on larger crewed yachts, an advance provisioning allowance (APA), paid up front to cover fuel, food and port fees, with any balance refunded at the end.

A security deposit is also taken before departure. Read the listing carefully and, if anything is unclear, ask before you pay.

## Packing and life on board

Space is limited and cupboards are small, so:

1. Pack in **soft bags** that fold away, not hard suitcases.
2. Bring shoes with light, non-marking soles, or plan to go barefoot on deck.
3. Add a light windproof jacket: evenings at anchor can be cool, even in July.
4. Pack reef-safe sunscreen, a hat and, just in case, seasickness tablets.

Fresh water is limited too. Short showers and gentle use of the taps will keep you going comfortably from one marina to the next.

## Let the weather decide

In the Mediterranean, the wind shapes the week. The mistral can blow hard along the French coast, and the meltemi sweeps across the Aegean in July and August. A good skipper adapts the route day by day, and you should do the same: a plan with a few alternatives is far more enjoyable than one you have to force.

Ready to cast off? Browse yachts on our [search page](/search), or ask our [concierge team](/concierge) to help you plan an itinerary and find the right boat.`,
      },
      fr: {
        title: 'Première location de yacht : ce qu’il faut savoir avant d’embarquer',
        summary: 'Avec ou sans skipper, ce que couvre vraiment le prix, quoi emporter et comment la météo façonne votre semaine : le guide d’une première croisière.',
        body: `Louer un yacht pour la première fois peut intimider : un vocabulaire nouveau, des frais qu’on ne connaît pas, et la mer elle-même. Bonne nouvelle : une première croisière bien préparée compte parmi les vacances les plus reposantes qui soient. Voici ce que je conseille à mes amis avant leur première semaine en mer.

## Avec ou sans skipper ?

Sur notre plateforme, chaque loueur indique si le yacht est proposé **avec skipper, sans skipper (location coque nue), ou les deux**.

- **Avec skipper**, un professionnel s’occupe de la navigation, des manœuvres de port et de la sécurité. Vous choisissez simplement où vous baigner et où déjeuner. Pour une première fois, c’est la formule que je recommande, même si vous avez déjà navigué : le skipper connaît les mouillages et les capitaineries.
- **Sans skipper**, c’est vous le capitaine. Le loueur vous demandera un permis ou un certificat reconnu, comme le certificat international de compétence (ICC), et souvent un CV nautique détaillant votre expérience. Les exigences varient selon le pays, la taille et la puissance du bateau : vérifiez l’annonce avant de réserver.

## Ce que couvre le prix… et ce qu’il ne couvre pas

Le prix comprend généralement le bateau, son équipement standard et une assurance de base. Selon le loueur, vous pourrez aussi payer :

- le carburant, un poste important sur un yacht à moteur ;
- les places de port et les bouées hors du port d’attache ;
- la rémunération du skipper et, pour les longues sorties, ses repas ;
- le ménage de fin de séjour, le linge de lit ou les jeux nautiques comme les paddles ;
- sur les grands yachts avec équipage, une provision de bord (APA), versée à l’avance pour couvrir carburant, nourriture et frais de port, le solde vous étant restitué à la fin.

Une caution est également prise avant le départ. Lisez attentivement l’annonce et, en cas de doute, posez vos questions avant de payer.

## Bagages et vie à bord

L’espace est compté et les rangements sont petits, alors :

1. Privilégiez les **sacs souples**, faciles à ranger, plutôt que les valises rigides.
2. Prévoyez des chaussures à semelle claire qui ne marquent pas, ou restez pieds nus sur le pont.
3. Ajoutez un coupe-vent léger : au mouillage, les soirées peuvent être fraîches, même en juillet.
4. Emportez une crème solaire respectueuse des fonds marins, un chapeau et, par précaution, des comprimés contre le mal de mer.

L’eau douce aussi est limitée. Des douches courtes et des robinets utilisés avec modération vous mèneront sans souci d’un port à l’autre.

## Laissez la météo décider

En Méditerranée, c’est le vent qui dessine la semaine. Le mistral peut souffler fort sur la côte française, et le meltem balaie la mer Égée en juillet et en août. Un bon skipper adapte l’itinéraire au jour le jour, et vous devriez en faire autant : un programme avec quelques variantes est bien plus agréable qu’un plan qu’on s’obstine à suivre.

Prêt à larguer les amarres ? Parcourez les yachts sur notre [page de recherche](/search), ou demandez à notre [conciergerie](/concierge) de vous aider à bâtir un itinéraire et à trouver le bon bateau.`,
      },
      ru: {
        title: 'Первая аренда яхты: что важно знать до выхода в море',
        summary: 'Со шкипером или без, что на самом деле входит в цену, что взять с собой и как погода определяет маршрут: практическое руководство для новичков.',
        body: `Впервые арендовать яхту бывает страшновато: новые термины, непонятные расходы и, конечно, само море. Но хорошо подготовленный первый чартер — один из самых спокойных видов отдыха. Вот что я советую друзьям перед их первой неделей на воде.

## Со шкипером или без?

На нашей платформе каждый владелец сам решает, предлагать ли яхту **со шкипером, без шкипера (bareboat) или в обоих вариантах**.

- **Со шкипером** навигацией, швартовкой и безопасностью занимается профессионал. Вам остаётся выбирать, где купаться и где обедать. Для первого раза я советую именно этот вариант, даже если у вас есть опыт: шкипер знает все стоянки и капитанов местных марин.
- **Bareboat** — значит, капитан вы. Владелец попросит признанное удостоверение судоводителя, например международный сертификат ICC, а часто и морское резюме с перечнем прошлых походов. Требования зависят от страны, размера и мощности судна, поэтому внимательно читайте описание перед бронированием.

## Что входит в цену, а что нет

Обычно в стоимость чартера входят сама яхта, стандартное оборудование и базовая страховка. В зависимости от владельца отдельно могут оплачиваться:

- топливо — на моторной яхте это заметная статья расходов;
- стоянки в маринах и на буях за пределами домашнего порта;
- работа шкипера, а в долгих походах и его питание;
- финальная уборка, постельное бельё, сапборды и другое снаряжение;
- на больших яхтах с экипажем — APA, аванс на топливо, продукты и портовые сборы; неизрасходованный остаток возвращают в конце.

Перед выходом в море также блокируют залог. Внимательно прочитайте описание и, если что-то непонятно, задайте вопрос до оплаты.

## Багаж и жизнь на борту

Места мало, шкафчики крошечные, поэтому:

1. Берите **мягкие сумки**, которые легко сложить, а не жёсткие чемоданы.
2. Возьмите обувь со светлой подошвой, которая не оставляет следов, или ходите по палубе босиком.
3. Захватите лёгкую ветровку: вечером на якоре бывает прохладно даже в июле.
4. Положите солнцезащитный крем, безопасный для морских обитателей, шляпу и на всякий случай таблетки от укачивания.

Пресной воды тоже немного. Короткий душ и бережное отношение к кранам помогут спокойно дотянуть до следующей марины.

## Пусть решает погода

В Средиземноморье неделю определяет ветер. Мистраль может сильно дуть у французского побережья, а мельтеми в июле и августе гуляет по Эгейскому морю. Хороший шкипер меняет маршрут день за днём, и вам стоит поступать так же: план с несколькими запасными вариантами гораздо приятнее, чем тот, который приходится выполнять через силу.

Готовы отдать швартовы? Выбирайте яхту на [странице поиска](/search) или попросите наш [консьерж-сервис](/concierge) помочь с маршрутом и подобрать подходящее судно.`,
      },
    },
  },
  {
    slug: 'choosing-insurance-extras',
    publishedAt: '2025-06-09',
    author: 'camille',
    cover: 'city-3a5a40',
    tags: ['insurance', 'cars', 'tips'],
    translations: {
      en: {
        title: 'Rental Car Insurance Extras: CDW, Theft Protection or Full Cover?',
        summary: 'What each insurance extra actually covers, what the excess means and how to decide which option suits your trip, explained without jargon.',
        body: `At the rental desk, insurance is where many travellers hesitate: three acronyms, a few figures and a queue behind you. Deciding before you travel is far less stressful. On our platform, insurance extras are chosen **per booking**, so you can match the level of cover to each trip.

## What is already included

Every rental car must carry the third-party liability insurance required by local law. It covers damage you cause to other people and their property. What it does not cover is damage to, or theft of, the rental car itself. That is where the extras come in, and where the **excess** matters: the maximum amount you pay if the car is damaged or stolen. Depending on the car and the supplier, it can range from a few hundred to several thousand euros.

## The three main extras

- **Collision damage waiver (CDW).** If the car is damaged, your liability is limited to the excess rather than the full cost of repairs.
- **Theft protection (TP).** The same principle applies if the car, or part of it, is stolen: you pay at most the theft excess.
- **Full insurance.** The broadest option, usually reducing the excess to zero or a small amount, and often covering items excluded elsewhere.

Always read the exclusions. Tyres, windscreens, the underside of the car, the roof, keys and misfuelling are often excluded from basic cover, and serious negligence (driving off-road, driving under the influence, an undeclared driver at the wheel) can void any protection.

## How to choose

Ask yourself a few questions:

1. **How much excess could I comfortably pay tomorrow?** If the answer is "not much", full insurance brings peace of mind.
2. **Where will I drive?** Narrow village streets in Italy or tight underground car parks in Monaco mean more risk of scrapes.
3. **How long is the rental?** Over a long rental the daily cost of extras adds up; for a weekend it is small compared with an excess.
4. **Am I already covered elsewhere?** Some premium credit cards and travel policies include rental cover, but usually on a "pay first, claim later" basis and with conditions. Read the terms before relying on them.

## At pick-up and return

Whatever you choose, the supplier will still **hold a deposit** on your card at pick-up. With stronger cover some suppliers ask for a lower deposit, but not all. Walk around the car with the agent, photograph every existing scratch and check the fuel level. Do the same when you return it, ideally with the agent present.

Have a question about a specific extra? The [Help Center](/help-center) explains how extras work on our platform, and our team is available through the [contact page](/contact).`,
      },
      fr: {
        title: 'Assurances en location : CDW, protection vol ou assurance complète ?',
        summary: 'Ce que couvre réellement chaque option, ce que signifie la franchise et comment choisir la protection adaptée à votre voyage, sans jargon.',
        body: `Au comptoir de location, c’est souvent l’assurance qui fait hésiter : trois sigles, quelques montants et une file d’attente derrière soi. Mieux vaut décider avant de partir. Sur notre plateforme, les options d’assurance se choisissent **à chaque réservation** : vous adaptez donc la protection à chaque voyage.

## Ce qui est déjà inclus

Toute voiture de location doit être couverte par l’assurance responsabilité civile exigée par la loi locale. Elle prend en charge les dommages que vous causez aux autres et à leurs biens. En revanche, elle ne couvre ni les dégâts subis par la voiture louée ni son vol. C’est là qu’interviennent les options, et que la **franchise** compte : c’est le montant maximal qui reste à votre charge si la voiture est endommagée ou volée. Selon le véhicule et le loueur, elle va de quelques centaines à plusieurs milliers d’euros.

## Les trois grandes options

- **La garantie dommages collision (CDW).** En cas de dégâts, votre responsabilité est limitée au montant de la franchise, et non au coût total des réparations.
- **La protection vol (TP).** Même principe si la voiture, ou une partie de celle-ci, est volée : vous payez au maximum la franchise vol.
- **L’assurance complète.** L’option la plus large, qui ramène généralement la franchise à zéro ou à un petit montant et couvre souvent des éléments exclus ailleurs.

Lisez toujours les exclusions. Pneus, pare-brise, bas de caisse, toit, clés et erreurs de carburant sont souvent exclus des garanties de base, et une faute grave (conduite hors route, sous l’emprise de l’alcool, conducteur non déclaré) peut annuler toute protection.

## Comment choisir

Posez-vous quelques questions :

1. **Quelle franchise pourrais-je payer demain sans difficulté ?** Si la réponse est « pas grand-chose », l’assurance complète vous apportera la tranquillité.
2. **Où vais-je conduire ?** Les ruelles des villages italiens ou les parkings souterrains exigus de Monaco augmentent le risque d’éraflures.
3. **Quelle est la durée de la location ?** Sur une longue durée, le coût quotidien des options s’additionne ; pour un week-end, il reste modeste comparé à une franchise.
4. **Suis-je déjà couvert ailleurs ?** Certaines cartes bancaires haut de gamme et assurances voyage incluent une garantie location, mais souvent selon le principe « vous payez, puis vous êtes remboursé », et sous conditions. Lisez-les avant de compter dessus.

## À la prise en charge et au retour

Quelle que soit l’option choisie, le loueur **bloque une caution** sur votre carte à la prise en charge. Avec une meilleure couverture, certains loueurs demandent une caution plus faible, mais pas tous. Faites le tour de la voiture avec l’agent, photographiez chaque rayure existante et vérifiez le niveau de carburant. Refaites-le au retour, idéalement en présence de l’agent.

Une question sur une garantie précise ? Le [centre d’aide](/help-center) explique le fonctionnement des options sur notre plateforme, et notre équipe vous répond via la [page de contact](/contact).`,
      },
      ru: {
        title: 'Страховые опции при аренде авто: CDW, защита от угона или полная страховка?',
        summary: 'Что на самом деле покрывает каждая опция, что такое франшиза и как выбрать защиту под свою поездку — простыми словами.',
        body: `У стойки проката многие теряются именно на страховке: три аббревиатуры, несколько сумм и очередь за спиной. Гораздо спокойнее решить всё заранее. На нашей платформе страховые опции выбираются **для каждого бронирования отдельно**, так что уровень защиты можно подобрать под конкретную поездку.

## Что уже включено

Каждая арендованная машина должна быть застрахована по обязательной страховке гражданской ответственности, которую требует местный закон. Она покрывает ущерб, причинённый другим людям и их имуществу. А вот повреждение или угон самой арендованной машины она не покрывает. Здесь и нужны дополнительные опции, и здесь важна **франшиза** — максимальная сумма, которую вы заплатите, если машину повредят или угонят. В зависимости от автомобиля и арендодателя это может быть от нескольких сотен до нескольких тысяч евро.

## Три основные опции

- **CDW (collision damage waiver).** При повреждении машины ваша ответственность ограничена размером франшизы, а не полной стоимостью ремонта.
- **Защита от угона (TP).** Тот же принцип при угоне машины или её частей: вы платите не больше франшизы по угону.
- **Полная страховка.** Самый широкий вариант: обычно снижает франшизу до нуля или небольшой суммы и часто покрывает то, что исключено в других опциях.

Обязательно читайте исключения. Шины, лобовое стекло, днище, крыша, ключи и ошибка с топливом часто не входят в базовое покрытие, а грубые нарушения — езда по бездорожью, вождение в нетрезвом виде, незаявленный водитель за рулём — могут лишить вас любой защиты.

## Как выбрать

Задайте себе несколько вопросов:

1. **Какую франшизу я смогу без труда заплатить завтра?** Если ответ «почти никакую», полная страховка даст спокойствие.
2. **Где я буду ездить?** Узкие улочки итальянских городков или тесные подземные парковки Монако — это больше шансов поцарапать машину.
3. **Насколько длинная аренда?** При долгой аренде ежедневная стоимость опций складывается в заметную сумму; на выходные она невелика по сравнению с франшизой.
4. **Нет ли у меня уже страховки?** Некоторые премиальные банковские карты и туристические полисы покрывают аренду авто, но чаще по принципу «сначала платите сами, потом получаете возмещение» и с оговорками. Изучите условия, прежде чем на них рассчитывать.

## При получении и возврате

Какую бы опцию вы ни выбрали, арендодатель всё равно **заблокирует залог** на вашей карте при выдаче машины. При более полной страховке некоторые арендодатели снижают сумму залога, но не все. Обойдите машину вместе с сотрудником, сфотографируйте каждую царапину и проверьте уровень топлива. При возврате сделайте то же самое, желательно в присутствии сотрудника.

Остались вопросы о конкретной опции? В [справочном центре](/help-center) рассказано, как работают дополнительные услуги на нашей платформе, а наша команда ответит через [форму обратной связи](/contact).`,
      },
    },
  },
  {
    slug: 'electric-cars-in-milan',
    publishedAt: '2025-07-02',
    author: 'marco',
    cover: 'city-2d6a4f',
    tags: ['italy', 'electric', 'cars'],
    translations: {
      en: {
        title: 'Renting an Electric Car in Milan: Charging, Area C and Day Trips',
        summary: 'Why an electric rental makes sense in Milan, how to charge it without stress and which lakes and towns are within easy reach on a single charge.',
        body: `Milan is one of the easiest Italian cities to explore in an electric car. The centre is compact, public chargers are common and the city's traffic rules reward cleaner vehicles. Here is what I have learnt from years of driving electric around Lombardy.

## Area C and Area B in a nutshell

Milan has two traffic zones every visitor should know about:

- **Area C** covers the historic centre inside the old city walls, the Cerchia dei Bastioni. On weekdays during the day, most cars pay a daily charge to enter, and cameras record every number plate. Electric vehicles have so far been allowed in without paying, one of the big advantages of renting one.
- **Area B** is a much larger low-emission zone covering most of the city, where older petrol and diesel cars are restricted. An electric car is not affected.

Rules and exemptions are reviewed from time to time, so check the City of Milan website before your trip, and ask the supplier if you have doubts about a specific car.

## Charging without stress

Public charging points are spread across the city: in car parks, along main roads and at shopping centres. On the motorways around Milan, service areas have fast chargers. A few practical tips:

1. Download one or two charging apps before you arrive. Most stations can be unlocked and paid for by app, and some accept contactless cards.
2. Ask the supplier which **cable** comes with the car (Type 2 is the standard for AC charging) and whether a charge card is included.
3. Check the **return policy**: many suppliers ask you to return the car with a minimum level of charge and may bill you if it is lower.
4. Choose a hotel with charging if you can. Plugging in overnight is the most relaxed way to start each day with a full battery.

Cold weather and motorway speeds reduce range. In winter, plan your stops a little earlier than the dashboard suggests.

## Day trips on a single charge

Most recent electric cars can make a comfortable round trip to these places without charging on the way:

- **Lake Como**, about an hour north. Drive to Como or Bellagio, then cross the lake by ferry.
- **Bergamo** and its walled upper town, the Città Alta, some 50 km to the east.
- **Franciacorta**, the sparkling-wine country between Bergamo and Brescia, with quiet roads through the vineyards.
- **Lake Maggiore**, a little further, where Stresa looks out over the Borromean Islands.

Italian motorways are tolled, so keep a card handy at the toll booths.

## Is electric right for you?

If you are staying in Milan and making a few day trips, an electric car is quiet, cheap to run and easy to park. If you plan long daily drives into the mountains, a hybrid may be simpler. Compare both on our [search page](/search), and if you would like a route with charging stops, our [concierge](/concierge) team is happy to help.`,
      },
      fr: {
        title: 'Louer une voiture électrique à Milan : recharge, Area C et excursions',
        summary: 'Pourquoi une électrique a du sens à Milan, comment la recharger sans stress et quels lacs et villes rejoindre avec une seule charge.',
        body: `Milan est l’une des villes italiennes les plus faciles à découvrir en voiture électrique. Le centre est compact, les bornes publiques sont nombreuses et les règles de circulation avantagent les véhicules propres. Voici ce que j’ai appris en roulant à l’électrique en Lombardie depuis des années.

## Area C et Area B en bref

Milan compte deux zones de circulation que tout visiteur doit connaître :

- **L’Area C** couvre le centre historique, à l’intérieur des anciens remparts, la Cerchia dei Bastioni. En semaine et en journée, la plupart des voitures paient un droit d’entrée quotidien, et des caméras enregistrent chaque plaque. Jusqu’ici, les véhicules électriques y entrent sans payer : c’est l’un des grands avantages d’une location électrique.
- **L’Area B** est une zone à faibles émissions bien plus vaste, qui couvre la majeure partie de la ville et restreint l’accès des vieux véhicules essence et diesel. Une électrique n’est pas concernée.

Les règles et les dérogations évoluent régulièrement : consultez le site de la commune de Milan avant votre voyage et, en cas de doute sur un véhicule précis, interrogez le loueur.

## Recharger sans stress

Les bornes publiques sont réparties dans toute la ville : parkings, grands axes, centres commerciaux. Sur les autoroutes autour de Milan, les aires de service proposent des bornes rapides. Quelques conseils :

1. Téléchargez une ou deux applications de recharge avant d’arriver : la plupart des bornes se déverrouillent et se paient par application, et certaines acceptent le paiement sans contact.
2. Demandez au loueur quel **câble** est fourni (le Type 2 est la norme en courant alternatif) et si une carte de recharge est incluse.
3. Vérifiez la **politique de restitution** : beaucoup de loueurs demandent de rendre la voiture avec un niveau de charge minimal et peuvent facturer la différence.
4. Choisissez si possible un hôtel équipé de bornes. Recharger la nuit reste la façon la plus sereine de commencer chaque journée batterie pleine.

Attention : le froid et la vitesse sur autoroute réduisent l’autonomie. En hiver, prévoyez vos arrêts un peu plus tôt que ne l’indique le tableau de bord.

## Des excursions avec une seule charge

La plupart des électriques récentes font l’aller-retour vers ces destinations sans recharger en route :

- **Le lac de Côme**, à environ une heure au nord. Rejoignez Côme ou Bellagio, puis traversez le lac en ferry.
- **Bergame** et sa ville haute fortifiée, la Città Alta, à une cinquantaine de kilomètres à l’est.
- **La Franciacorta**, pays du vin effervescent entre Bergame et Brescia, aux petites routes tranquilles entre les vignes.
- **Le lac Majeur**, un peu plus loin, où Stresa fait face aux îles Borromées.

Les autoroutes italiennes sont à péage : gardez une carte bancaire à portée de main.

## L’électrique, est-ce pour vous ?

Si vous séjournez à Milan avec quelques excursions, une électrique est silencieuse, économique et facile à garer. Si vous prévoyez de longues journées en montagne, une hybride sera peut-être plus simple. Comparez les deux sur notre [page de recherche](/search), et si vous souhaitez un itinéraire avec des arrêts recharge, notre [conciergerie](/concierge) se fera un plaisir de vous aider.`,
      },
      ru: {
        title: 'Электромобиль напрокат в Милане: зарядка, Area C и поездки за город',
        summary: 'Почему в Милане удобно ездить на электромобиле, как заряжать его без нервов и до каких озёр и городов можно доехать на одном заряде.',
        body: `Милан — один из самых удобных итальянских городов для знакомства на электромобиле. Центр компактный, общественных зарядных станций много, а правила движения поощряют экологичный транспорт. Делюсь тем, чему научился за годы поездок на электрокаре по Ломбардии.

## Area C и Area B: коротко о главном

В Милане есть две зоны, о которых стоит знать каждому гостю:

- **Area C** охватывает исторический центр внутри старых городских стен — Cerchia dei Bastioni. В будни днём за въезд туда большинство машин платит ежедневный сбор, а камеры фиксируют каждый номер. Электромобили до сих пор пускают бесплатно — и это одно из главных преимуществ аренды такой машины.
- **Area B** — гораздо более обширная зона с ограничением выбросов, охватывающая большую часть города: въезд туда закрыт для старых бензиновых и дизельных автомобилей. Электромобиля это не касается.

Правила и исключения периодически пересматривают, поэтому перед поездкой загляните на сайт муниципалитета Милана, а если сомневаетесь насчёт конкретной машины — спросите арендодателя.

## Зарядка без нервов

Общественные зарядки есть по всему городу: на парковках, крупных улицах, у торговых центров. На автомагистралях вокруг Милана быстрые станции стоят на площадках отдыха. Несколько практических советов:

1. Установите одно-два приложения для зарядки ещё до приезда: большинство станций разблокируются и оплачиваются через приложение, а некоторые принимают бесконтактные карты.
2. Узнайте у арендодателя, какой **кабель** есть в машине (для переменного тока стандарт — Type 2) и выдаётся ли зарядная карта.
3. Уточните **условия возврата**: многие просят вернуть машину с минимальным уровнем заряда и могут выставить счёт, если он окажется ниже.
4. По возможности выбирайте отель с зарядкой. Подключить машину на ночь — самый спокойный способ начинать каждый день с полной батареей.

Учтите, что холод и высокая скорость на трассе сокращают запас хода. Зимой планируйте остановки чуть раньше, чем подсказывает бортовой компьютер.

## Куда съездить на одном заряде

Большинство современных электромобилей без подзарядки в пути съездят туда и обратно:

- **на озеро Комо** — около часа на север. Доезжайте до Комо или Белладжо, а дальше — на пароме через озеро;
- **в Бергамо** с его обнесённым стенами Верхним городом, Città Alta, — примерно 50 км на восток;
- **во Франчакорту** — край игристых вин между Бергамо и Брешей, с тихими дорогами среди виноградников;
- **на озеро Маджоре** — чуть дальше, туда, где Стреза смотрит на Борромеевы острова.

Итальянские автомагистрали платные, так что держите карту под рукой на пунктах оплаты.

## Подходит ли вам электромобиль?

Если вы живёте в Милане и совершаете несколько однодневных поездок, электромобиль тихий, экономичный и удобный для парковки. Если же впереди долгие ежедневные переезды по горам, возможно, проще будет гибрид. Сравните оба варианта на [странице поиска](/search), а если нужен маршрут с остановками для зарядки, наш [консьерж-сервис](/concierge) с радостью поможет.`,
      },
    },
  },
  {
    slug: 'amalfi-coast-by-car',
    publishedAt: '2025-08-12',
    author: 'marco',
    cover: 'coast-0077b6',
    tags: ['italy', 'cars', 'tips'],
    translations: {
      en: {
        title: 'Driving the Amalfi Coast: A Practical Guide to the SS163',
        summary: 'Hairpins, buses and scarce parking: how to drive the Amalfi Coast road calmly, where to stay and when to swap the car for a ferry.',
        body: `The Amalfi Coast road, the SS163 Amalfitana, runs for about 50 kilometres from Vietri sul Mare to Positano, clinging to cliffs above the Tyrrhenian Sea. It is one of the most beautiful drives in Europe, and one of the most demanding. With the right car and a few good habits, it is also thoroughly enjoyable.

## Know the road before you go

The SS163 is narrow, with hundreds of bends and many blind corners. You will share it with local SITA buses, tour coaches, scooters and delivery vans. A few things locals take for granted:

- **Buses have priority in practice.** When one appears on a tight bend, stop, pull in and let it through. Sometimes you will need to reverse a few metres.
- **A short tap on the horn** before a blind bend is normal and polite here.
- **Scooters overtake** on both sides. Check your mirrors before every manoeuvre.
- **Rules can change in high season.** In recent summers the authorities have restricted traffic on the SS163 on peak days, for example by number plate. Check the current rules before you travel and ask the supplier whether they apply to your rental.

Watch out too for **ZTL zones** (zona a traffico limitato) in the centres of Amalfi, Ravello and other towns. Cameras at the entrance photograph every plate, and fines are sent to the supplier, which usually passes them on to you with an administration fee.

## Choose the right car and base

A **small car** is by far the best choice: easier on the bends, easier to park and cheaper to insure. Leave the SUV for the motorway.

Where to stay? Many drivers base themselves in **Sorrento** or **Salerno**, where hotels often have parking, and explore the coast on day trips. If you stay in Positano or Amalfi, book a hotel with a parking space or budget for a private garage: spaces are rare and expensive in summer.

## A relaxed day on the coast

1. **Morning:** leave Salerno early, stop in Vietri sul Mare for its ceramics and carry on to Amalfi before the buses fill the road.
2. **Midday:** take the side road up to Ravello, park once and visit the gardens of Villa Rufolo and Villa Cimbrone.
3. **Afternoon:** if you like walking, drive to Bomerano, in Agerola, the start of the Path of the Gods, a classic hike with views towards Positano.
4. **Evening:** head back before dark. The road is much harder at night, with oncoming headlights on every bend.

## When to leave the car behind

Between Salerno, Amalfi, Positano and Capri, **ferries** are often the most pleasant way to travel in summer, and they show you the coast from the sea. Combine the car for the hill towns with ferries for the seaside villages.

Compare small cars in Naples, Sorrento or Salerno on our [search page](/search), and if you need help with hotels or ferry tickets, our [concierge](/concierge) can take care of it.`,
      },
      fr: {
        title: 'La côte amalfitaine en voiture : guide pratique de la SS163',
        summary: 'Lacets, bus et parkings rares : comment conduire sereinement sur la côte amalfitaine, où séjourner et quand préférer le ferry à la voiture.',
        body: `La route de la côte amalfitaine, la SS163 Amalfitana, s’étire sur une cinquantaine de kilomètres entre Vietri sul Mare et Positano, accrochée aux falaises au-dessus de la mer Tyrrhénienne. C’est l’une des plus belles routes d’Europe, et l’une des plus exigeantes. Avec la bonne voiture et quelques bons réflexes, elle devient pourtant un vrai plaisir.

## Connaître la route avant de partir

La SS163 est étroite, avec des centaines de virages, dont beaucoup sans visibilité. Vous la partagerez avec les bus locaux SITA, les autocars de touristes, les scooters et les camionnettes de livraison. Quelques évidences pour les habitants :

- **Dans les faits, les bus sont prioritaires.** Quand l’un d’eux surgit dans un virage serré, arrêtez-vous, serrez à droite et laissez-le passer. Il faudra parfois reculer de quelques mètres.
- **Un petit coup de klaxon** avant un virage sans visibilité est ici normal, et même courtois.
- **Les scooters doublent** des deux côtés : vérifiez vos rétroviseurs avant chaque manœuvre.
- **Les règles peuvent changer en haute saison.** Ces derniers étés, les autorités ont limité la circulation sur la SS163 les jours d’affluence, par exemple selon la plaque d’immatriculation. Renseignez-vous sur les règles en vigueur avant de partir et demandez au loueur si elles s’appliquent à votre véhicule.

Attention aussi aux **ZTL** (zona a traffico limitato) dans les centres d’Amalfi, de Ravello et d’autres villes. Des caméras photographient chaque plaque à l’entrée, et les amendes sont adressées au loueur, qui vous les refacture généralement avec des frais de gestion.

## Choisir la bonne voiture et le bon point de chute

Une **petite voiture** est de loin le meilleur choix : plus maniable dans les virages, plus facile à garer et moins chère à assurer. Gardez le SUV pour l’autoroute.

Où dormir ? Beaucoup de conducteurs s’installent à **Sorrente** ou à **Salerne**, où les hôtels disposent souvent d’un parking, et explorent la côte à la journée. Si vous logez à Positano ou à Amalfi, réservez un hôtel avec place de stationnement ou prévoyez le budget d’un garage privé : en été, les places sont rares et chères.

## Une journée tranquille sur la côte

1. **Le matin :** quittez Salerne tôt, arrêtez-vous à Vietri sul Mare pour ses céramiques, puis filez vers Amalfi avant que les bus n’envahissent la route.
2. **À midi :** montez à Ravello par la route secondaire, garez-vous une fois pour toutes et visitez les jardins de la villa Rufolo et de la villa Cimbrone.
3. **L’après-midi :** si vous aimez marcher, rejoignez Bomerano, à Agerola, point de départ du sentier des Dieux, randonnée classique avec vue sur Positano.
4. **Le soir :** rentrez avant la nuit. La route devient bien plus difficile dans l’obscurité, avec des phares en face à chaque virage.

## Quand laisser la voiture

Entre Salerne, Amalfi, Positano et Capri, les **ferries** sont souvent le moyen le plus agréable de se déplacer en été, et ils offrent la côte vue de la mer. Combinez la voiture pour les villages perchés et le bateau pour les villages du bord de mer.

Comparez les petites voitures à Naples, Sorrente ou Salerne sur notre [page de recherche](/search), et si vous avez besoin d’aide pour l’hôtel ou les billets de ferry, notre [conciergerie](/concierge) s’en occupe.`,
      },
      ru: {
        title: 'Амальфитанское побережье на машине: практический гид по трассе SS163',
        summary: 'Серпантин, автобусы и нехватка парковок: как спокойно проехать Амальфитанское побережье, где остановиться и когда лучше пересесть на паром.',
        body: `Дорога вдоль Амальфитанского побережья, SS163 Amalfitana, тянется примерно на 50 километров от Вьетри-суль-Маре до Позитано, цепляясь за скалы над Тирренским морем. Это одна из самых красивых дорог Европы — и одна из самых сложных. Но с подходящей машиной и парой полезных привычек поездка доставит настоящее удовольствие.

## Узнайте дорогу заранее

SS163 узкая, с сотнями поворотов, многие из которых слепые. Делить её придётся с местными автобусами SITA, туристическими автобусами, скутерами и фургонами доставки. Вот что местные считают само собой разумеющимся:

- **На практике у автобусов приоритет.** Если автобус появился на крутом повороте, остановитесь, прижмитесь к краю и пропустите его. Иногда придётся сдать назад на несколько метров.
- **Короткий сигнал** перед слепым поворотом здесь нормален и даже вежлив.
- **Скутеры обгоняют** с обеих сторон, так что перед каждым манёвром смотрите в зеркала.
- **В высокий сезон правила могут меняться.** В последние годы летом власти ограничивали движение по SS163 в самые загруженные дни, например в зависимости от номера машины. Уточните действующие правила перед поездкой и спросите арендодателя, касаются ли они вашего автомобиля.

Будьте внимательны и с **зонами ZTL** (zona a traffico limitato) в центрах Амальфи, Равелло и других городков. Камеры на въезде фотографируют каждый номер, а штрафы приходят в прокатную компанию, которая обычно перевыставляет их вам с административным сбором.

## Машина и место для ночёвки

**Небольшой автомобиль** — безусловно лучший выбор: он проще в поворотах, его легче припарковать и дешевле застраховать. Внедорожник оставьте для автомагистралей.

Где остановиться? Многие водители живут в **Сорренто** или **Салерно**, где у отелей часто есть парковка, и ездят на побережье на день. Если вы выбрали Позитано или Амальфи, бронируйте отель с парковочным местом или заложите в бюджет частный гараж: летом мест мало, и они дорогие.

## Спокойный день на побережье

1. **Утро:** выезжайте из Салерно пораньше, загляните во Вьетри-суль-Маре за керамикой и доберитесь до Амальфи, пока дорогу не заполнили автобусы.
2. **Полдень:** поднимитесь по боковой дороге в Равелло, припаркуйтесь один раз и погуляйте по садам виллы Руфоло и виллы Чимброне.
3. **После обеда:** если любите ходить пешком, доезжайте до Бомерано в Аджероле — там начинается Тропа богов, классический маршрут с видами на Позитано.
4. **Вечер:** возвращайтесь засветло. Ночью ехать гораздо тяжелее: встречные фары слепят на каждом повороте.

## Когда лучше оставить машину

Между Салерно, Амальфи, Позитано и Капри летом удобнее всего путешествовать на **паромах** — к тому же с воды побережье выглядит совсем иначе. Сочетайте машину для поездок в горные городки и паромы для приморских.

Сравните небольшие машины в Неаполе, Сорренто или Салерно на [странице поиска](/search), а если нужна помощь с отелями или билетами на паром, обратитесь в наш [консьерж-сервис](/concierge).`,
      },
    },
  },
  {
    slug: 'documents-and-payment-cards-for-riviera-car-rental',
    publishedAt: '2025-09-23',
    author: 'anna',
    cover: 'city-264653',
    tags: ['documents', 'payment', 'riviera'],
    translations: {
      ru: {
        title: 'Аренда авто на Ривьере: какие документы и карты взять с собой',
        summary: 'Паспорт, права, международное удостоверение и кредитная карта на имя водителя: что нужно, чтобы без проблем получить машину в Ницце или Каннах.',
        body: `Очередь у стойки проката в аэропорту Ниццы, а у вас не хватает одного документа или не проходит карта — неприятный сценарий, которого легко избежать. Рассказываем, что понадобится русскоязычному путешественнику, чтобы спокойно получить машину на Лазурном Берегу.

## Документы водителя

При выдаче автомобиля арендодатель обычно проверяет:

- **заграничный паспорт** — вместе с действующей визой или видом на жительство, если они нужны вам для въезда;
- **национальное водительское удостоверение** категории B с неистёкшим сроком действия. Многие арендодатели требуют определённый водительский стаж, чаще всего от одного до трёх лет; точное условие указано в описании каждого предложения;
- **международное водительское удостоверение (МВУ)** — многие арендодатели просят его в дополнение к национальным правам, особенно если права выданы за пределами ЕС. Оформлять МВУ нужно заранее, в стране, где выданы ваши права. Помните: оно действительно только вместе с национальным удостоверением;
- **подтверждение бронирования** — в телефоне или распечатанное.

Проверьте и возраст. У большинства арендодателей минимальный возраст водителя — 21 год; для мощных и премиальных машин он может быть выше, а с молодых водителей иногда берут доплату.

## Банковская карта: главный подводный камень

Именно с картой чаще всего возникают сложности. Запомните несколько правил:

1. **Карта должна быть кредитной.** Дебетовые карты для залога многие арендодатели не принимают, а предоплаченные и виртуальные — почти никогда.
2. **Карта должна быть оформлена на имя основного водителя.** Карту супруга или друга не примут, даже если владелец стоит рядом.
3. **Имя на карте должно совпадать с именем в паспорте и правах.** Если транслитерация отличается хотя бы на одну букву, могут возникнуть вопросы, поэтому проверьте это заранее.
4. **Лимита должно хватить на залог.** Его блокируют на карте при получении машины, и в зависимости от класса авто и выбранной страховки он составляет от нескольких сотен до нескольких тысяч евро.

Отдельно о картах российских банков: с 2022 года выпущенные в России карты Visa и Mastercard за границей не работают, а карты «Мир» во Франции не принимаются. Для залога понадобится кредитная карта банка другой страны, оформленная на ваше имя. Позаботьтесь об этом заблаговременно: выпуск карты может занять время.

## Оплата аренды и залог — разные вещи

Саму аренду можно оплатить онлайн на нашей платформе — картой через Stripe или через PayPal. Некоторые арендодатели разрешают оплату при получении машины, но помните: бронирование, не оплаченное вовремя, аннулируется. Залог же — это не платёж, а блокировка суммы на карте. После возврата машины без повреждений арендодатель снимает блокировку, и деньги снова становятся доступны — обычно в течение нескольких дней, но точный срок зависит от вашего банка.

## Ещё несколько советов

- Если машину будет водить кто-то ещё, этот человек должен прийти на выдачу со своими паспортом и правами, а его имя нужно вписать в договор.
- Собираетесь в Италию? Предупредите арендодателя заранее: выезд за границу разрешён не всегда или стоит дополнительных денег.
- Сфотографируйте машину со всех сторон перед отъездом и при возврате.

Вопросы о документах можно задать в [справочном центре](/help-center) или через [форму обратной связи](/contact), а подобрать машину — на [странице поиска](/search).`,
      },
    },
  },
  {
    slug: 'marrakech-to-the-atlas-by-car',
    publishedAt: '2025-11-18',
    author: 'thomas',
    cover: 'mountain-bc6c25',
    tags: ['morocco', 'cars', 'tips'],
    translations: {
      en: {
        title: 'From Marrakech to the Atlas by Car: Passes, Valleys and Kasbahs',
        summary: 'Three drives from Marrakech into the High Atlas, from a half-day in the Ourika Valley to the Tizi n’Tichka pass, with practical tips for Moroccan roads.',
        body: `From the rooftops of Marrakech, on a clear winter morning, you can see snow on the High Atlas. The mountains are closer than they look: within an hour or two of the city, palm groves give way to Berber villages, terraced valleys and passes above 2,000 metres. A rental car lets you explore them at your own pace.

## Three drives from Marrakech

- **The Ourika Valley (about 1 hour).** The easiest escape. Follow the valley road to Setti Fatma, where a short walk leads to a series of waterfalls, and riverside cafés serve tagine almost at the water's edge. It is busy at weekends, so go on a weekday if you can.
- **Imlil and the Toubkal massif (about 1.5 hours).** Via Asni, a winding road climbs to Imlil, the base for hikes towards Jebel Toubkal, at 4,167 metres the highest peak in North Africa. Even without climbing it, the walk to the village of Aroumd is worth the trip.
- **The Tizi n'Tichka pass and Aït Benhaddou (a long day, or better, an overnight trip).** The N9 crosses the Atlas at about 2,260 metres before descending towards Ouarzazate. A short detour leads to the ksar of Aït Benhaddou, a fortified earthen village listed by UNESCO and a favourite of film crews.

## Tips for Moroccan roads

Main roads are generally in good condition, but mountain driving needs attention:

1. **Drive in daylight.** Unlit roads, pedestrians, donkeys and unmarked obstacles make night driving tiring and risky.
2. **Expect police checkpoints.** They are common, especially at the entrance to towns. Slow down, keep your licence, passport, rental contract and insurance papers to hand, and respect speed limits: radar checks are frequent.
3. **Fill up when you can.** There are fuel stations along the N9, but far fewer on minor roads. Never let the tank drop below a quarter.
4. **Check the weather in winter.** Snow can close the Tichka pass for a while. Ask at your hotel before setting off.
5. **Take your time on the bends.** Trucks and minibuses overtake boldly; let them go.

## In Marrakech itself

Don't try to drive into the medina: its alleys are not made for cars. Park at the edge, in a guarded car park or on the street under the eye of a **gardien**, the attendant in a high-visibility vest who watches the cars for a few dirhams. Your riad can usually tell you where to leave the car and may even send someone to meet you.

## Choosing your car

For the Ourika Valley and Imlil, a standard compact is enough. For the Tichka pass and minor mountain roads, a car with a little more power and ground clearance makes the climbs more comfortable. If you plan to use gravel tracks, read the rental terms first: many contracts exclude unpaved roads from insurance cover, even with **full insurance**.

Compare cars at Marrakech Menara airport on our [search page](/search), and ask our [concierge](/concierge) if you would like help planning a route over several days.`,
      },
      fr: {
        title: 'De Marrakech à l’Atlas en voiture : cols, vallées et kasbahs',
        summary: 'Trois escapades en voiture de Marrakech vers le Haut Atlas, de la vallée de l’Ourika au col du Tizi n’Tichka, avec nos conseils pour les routes marocaines.',
        body: `Depuis les toits de Marrakech, par un matin d’hiver dégagé, on aperçoit la neige sur le Haut Atlas. Les montagnes sont plus proches qu’il n’y paraît : à une ou deux heures de la ville, les palmeraies laissent place aux villages berbères, aux vallées en terrasses et aux cols de plus de 2 000 mètres. Une voiture de location permet de les découvrir à son rythme.

## Trois escapades depuis Marrakech

- **La vallée de l’Ourika (environ 1 h).** L’échappée la plus facile. Suivez la route de la vallée jusqu’à Setti Fatma, où une courte marche mène à une série de cascades, et où les cafés du bord de l’oued servent le tajine presque les pieds dans l’eau. Beaucoup de monde le week-end : privilégiez la semaine.
- **Imlil et le massif du Toubkal (environ 1 h 30).** Par Asni, une route sinueuse grimpe jusqu’à Imlil, camp de base des randonnées vers le djebel Toubkal, qui culmine à 4 167 mètres, plus haut sommet d’Afrique du Nord. Même sans viser le sommet, la balade jusqu’au village d’Aroumd vaut le déplacement.
- **Le col du Tizi n’Tichka et Aït-Ben-Haddou (une longue journée, ou mieux, une nuit sur place).** La N9 franchit l’Atlas à environ 2 260 mètres avant de redescendre vers Ouarzazate. Un petit détour mène au ksar d’Aït-Ben-Haddou, village fortifié en terre inscrit au patrimoine mondial de l’UNESCO et décor de nombreux tournages.

## Conseils pour les routes marocaines

Les grands axes sont généralement en bon état, mais la montagne demande de la vigilance :

1. **Roulez de jour.** Routes non éclairées, piétons, ânes et obstacles non signalés rendent la conduite de nuit fatigante et risquée.
2. **Attendez-vous aux contrôles de police.** Ils sont fréquents, surtout à l’entrée des villes. Ralentissez, gardez à portée de main permis, passeport, contrat de location et papiers d’assurance, et respectez les limitations : les radars sont nombreux.
3. **Faites le plein dès que possible.** Les stations ne manquent pas sur la N9, mais elles se font rares sur les petites routes. Ne descendez jamais sous le quart du réservoir.
4. **Surveillez la météo en hiver.** La neige peut fermer le col du Tichka pendant quelques heures ou quelques jours. Renseignez-vous à votre hôtel avant de partir.
5. **Prenez votre temps dans les virages.** Camions et minibus doublent avec audace : laissez-les passer.

## À Marrakech même

N’essayez pas d’entrer en voiture dans la médina : ses ruelles ne sont pas faites pour cela. Garez-vous en bordure, dans un parking gardé ou dans la rue sous l’œil d’un **gardien**, reconnaissable à son gilet fluorescent, qui surveille les voitures pour quelques dirhams. Votre riad saura vous indiquer où stationner, et enverra parfois quelqu’un à votre rencontre.

## Quelle voiture choisir ?

Pour l’Ourika et Imlil, une compacte classique suffit. Pour le Tichka et les petites routes de montagne, un peu plus de puissance et de garde au sol rendent les montées plus confortables. Si vous comptez emprunter des pistes, lisez d’abord les conditions de location : beaucoup de contrats excluent les routes non goudronnées de la couverture, même avec l’**assurance complète**.

Comparez les voitures disponibles à l’aéroport de Marrakech-Ménara sur notre [page de recherche](/search), et sollicitez notre [conciergerie](/concierge) pour bâtir un itinéraire sur plusieurs jours.`,
      },
      ru: {
        title: 'Из Марракеша в Атлас на машине: перевалы, долины и касбы',
        summary: 'Три поездки из Марракеша в Высокий Атлас — от долины Урика до перевала Тизи-н-Тишка — и практические советы для марокканских дорог.',
        body: `С крыш Марракеша ясным зимним утром видно снег на вершинах Высокого Атласа. Горы ближе, чем кажется: в часе-двух езды от города пальмовые рощи сменяются берберскими деревнями, долинами с террасами и перевалами выше 2000 метров. Арендованная машина позволяет открыть их для себя в собственном ритме.

## Три маршрута из Марракеша

- **Долина Урика (около часа).** Самый простой вариант. Поезжайте по дороге вдоль долины до Сетти-Фатмы: оттуда короткая тропа ведёт к каскаду водопадов, а кафе на берегу реки подают тажин почти у самой воды. В выходные здесь многолюдно, поэтому лучше выбрать будний день.
- **Имлиль и массив Тубкаль (около полутора часов).** Через Асни извилистая дорога поднимается в Имлиль — отправную точку походов к горе Тубкаль высотой 4167 метров, самой высокой вершине Северной Африки. Даже без восхождения стоит дойти пешком до деревни Арумд.
- **Перевал Тизи-н-Тишка и Айт-Бен-Хадду (долгий день, а лучше — с ночёвкой).** Трасса N9 пересекает Атлас на высоте около 2260 метров и спускается к Уарзазату. Небольшой крюк — и вы в ксаре Айт-Бен-Хадду, глинобитном укреплённом селении из списка ЮНЕСКО, которое обожают кинематографисты.

## Советы для марокканских дорог

Основные трассы, как правило, в хорошем состоянии, но в горах нужна внимательность:

1. **Ездите днём.** Неосвещённые дороги, пешеходы, ослы и необозначенные препятствия делают ночную езду утомительной и опасной.
2. **Будьте готовы к полицейским постам.** Они встречаются часто, особенно на въезде в города. Сбавьте скорость, держите под рукой права, паспорт, договор аренды и страховые документы и соблюдайте ограничения: радары здесь повсюду.
3. **Заправляйтесь при первой возможности.** На N9 заправок хватает, а вот на второстепенных дорогах их мало. Не опускайтесь ниже четверти бака.
4. **Зимой следите за погодой.** Снег может на время закрыть перевал Тишка. Перед выездом спросите в отеле.
5. **Не спешите в поворотах.** Грузовики и микроавтобусы обгоняют смело — пропустите их.

## В самом Марракеше

Даже не пытайтесь заехать в медину: её переулки не предназначены для машин. Оставьте автомобиль на окраине старого города — на охраняемой стоянке или на улице под присмотром **гардьена**, смотрителя в светоотражающем жилете, который за несколько дирхамов приглядывает за машинами. В риаде обычно подскажут, где лучше припарковаться, а иногда даже пришлют кого-нибудь вас встретить.

## Какую машину выбрать

Для Урики и Имлиля хватит обычного компактного автомобиля. Для перевала Тишка и горных дорог пригодится машина помощнее и с клиренсом побольше — подъёмы дадутся легче. Если собираетесь съезжать на грунтовки, сначала прочитайте условия аренды: многие договоры не покрывают езду по дорогам без асфальта, даже с **полной страховкой**.

Сравните машины в аэропорту Марракеш-Менара на [странице поиска](/search), а если нужен маршрут на несколько дней, обратитесь в наш [консьерж-сервис](/concierge).`,
      },
    },
  },
  {
    slug: 'family-road-trips-and-child-seats',
    publishedAt: '2026-01-27',
    author: 'camille',
    cover: 'coast-f4a261',
    tags: ['family', 'cars', 'tips'],
    translations: {
      en: {
        title: 'Road Trips with Children: Child Seats, Breaks and Stress-Free Rentals',
        summary: 'How to book the right child seat, what the rules generally require in France and Italy, and small habits that make long drives easier for the whole family.',
        body: `A road trip with children can be the highlight of a holiday, or a long afternoon of "are we there yet?". Most of the difference is made before you leave: the right seats, a realistic plan and a few snacks within reach.

## The right seat for each child

Children need a seat suited to their height and weight, not just their age. As a rough guide:

- **Babies** travel in a rear-facing infant carrier, at least until 15 months.
- **Toddlers** move to a larger child seat, many of which can still face backwards, the safest position.
- **Older children** use a high-back booster until they are tall enough for the adult belt to sit across the shoulder and hips, not the neck and stomach.

Look for seats approved under the UN **R129 (i-Size)** standard or the older R44. If a rear-facing seat has to go in the front, the passenger airbag must be switched off.

Rules differ between countries. In France, children generally need a suitable restraint until the age of ten; in Italy the threshold is based on height (150 cm), and cars carrying children under four must also have an alarm device that prevents a child from being left behind. Check the official rules for every country on your route, and ask the supplier if in doubt.

## Booking seats with your rental

Child seats are limited, especially in summer, so don't wait until pick-up:

1. **Add the seats when you book**, if the supplier offers them as extras, and note each child's age, height and weight.
2. **Confirm with the supplier** a few days before departure if you travel in peak season.
3. **Install and check the seats yourself** before leaving the car park: is the seat firm, is the Isofix clicked in, is the harness at the right height?
4. Or **bring your own**. Many airlines carry car seats free of charge; check their policy first.

Choose a car that fits. Three seats side by side rarely fit in a compact, and a pushchair plus luggage quickly fills a boot. An estate, an SUV or a people carrier is often worth the small difference in price.

## Making the drive easier

- Stop every two hours: motorway rest areas in France and Italy usually have a playground, or at least some grass.
- Keep water, snacks, wipes and a change of clothes in the cabin, not the boot.
- Fit window shades in summer; the Mediterranean sun is strong, even through tinted glass.
- Plan the longest stretch around nap time.
- Never leave a child alone in a parked car, even for a minute.

Looking for a roomier car for the holidays? Start on our [search page](/search), and if you would like help organising a family trip, our [concierge](/concierge) is here for you.`,
      },
      fr: {
        title: 'En voiture avec des enfants : sièges auto, pauses et location sereine',
        summary: 'Comment réserver le bon siège auto, ce qu’impose en général la réglementation en France et en Italie, et les petites habitudes qui rendent les longs trajets plus faciles.',
        body: `Un road trip en famille peut être le meilleur moment des vacances… ou un long après-midi de « c’est encore loin ? ». Presque tout se joue avant le départ : les bons sièges, un programme réaliste et quelques en-cas à portée de main.

## Le bon siège pour chaque enfant

Un enfant a besoin d’un siège adapté à sa taille et à son poids, pas seulement à son âge. Pour se repérer :

- **Les bébés** voyagent dans une coque installée dos à la route, au moins jusqu’à 15 mois.
- **Les tout-petits** passent à un siège plus grand, dont beaucoup peuvent encore rester dos à la route, la position la plus sûre.
- **Les plus grands** utilisent un rehausseur à dossier jusqu’à ce que la ceinture adulte passe bien sur l’épaule et les hanches, et non sur le cou et le ventre.

Choisissez des sièges homologués selon la norme ONU **R129 (i-Size)** ou l’ancienne R44. Si un siège dos à la route doit être installé à l’avant, l’airbag passager doit être désactivé.

Les règles varient d’un pays à l’autre. En France, les enfants doivent en principe voyager dans un dispositif adapté jusqu’à dix ans ; en Italie, le seuil dépend de la taille (150 cm), et les véhicules transportant des enfants de moins de quatre ans doivent aussi être équipés d’un dispositif d’alarme anti-oubli. Vérifiez les règles officielles de chaque pays traversé et, au moindre doute, interrogez le loueur.

## Réserver les sièges avec la location

Les sièges auto sont en nombre limité, surtout l’été : n’attendez pas la prise en charge.

1. **Ajoutez les sièges dès la réservation**, si le loueur les propose en option, en précisant l’âge, la taille et le poids de chaque enfant.
2. **Confirmez auprès du loueur** quelques jours avant le départ si vous voyagez en haute saison.
3. **Installez et vérifiez vous-même les sièges** avant de quitter le parking : le siège est-il bien fixé, l’Isofix enclenché, le harnais à la bonne hauteur ?
4. Ou bien **apportez le vôtre** : beaucoup de compagnies aériennes transportent gratuitement les sièges auto, mais vérifiez leurs conditions.

Choisissez aussi une voiture adaptée. Trois sièges côte à côte entrent rarement dans une compacte, et une poussette plus les bagages remplissent vite un coffre. Un break, un SUV ou un monospace vaut souvent la petite différence de prix.

## Rendre le trajet plus facile

- Arrêtez-vous toutes les deux heures : en France comme en Italie, les aires d’autoroute ont souvent une aire de jeux, ou au moins un coin d’herbe.
- Gardez eau, en-cas, lingettes et vêtements de rechange dans l’habitacle, pas dans le coffre.
- Posez des pare-soleil en été : le soleil méditerranéen tape fort, même à travers des vitres teintées.
- Prévoyez la plus longue étape pendant la sieste.
- Ne laissez jamais un enfant seul dans une voiture garée, même une minute.

Vous cherchez une voiture plus spacieuse pour les vacances ? Commencez par notre [page de recherche](/search), et si vous souhaitez de l’aide pour organiser un voyage en famille, notre [conciergerie](/concierge) est là pour vous.`,
      },
      ru: {
        title: 'В дорогу с детьми: автокресла, остановки и спокойная аренда',
        summary: 'Как забронировать подходящее автокресло, что обычно требуют правила во Франции и Италии и какие привычки облегчают долгую дорогу всей семье.',
        body: `Автопутешествие с детьми может стать лучшей частью отпуска — или долгим днём под вечное «а мы скоро приедем?». Почти всё решается ещё до выезда: правильные автокресла, реалистичный план и перекус под рукой.

## Подходящее кресло для каждого ребёнка

Кресло подбирают по росту и весу ребёнка, а не только по возрасту. Примерные ориентиры:

- **Младенцы** ездят в автолюльке, установленной против хода движения, как минимум до 15 месяцев.
- **Малыши** пересаживаются в кресло побольше; многие такие модели тоже можно ставить против хода, а это самое безопасное положение.
- **Дети постарше** пользуются бустером со спинкой, пока не вырастут настолько, чтобы взрослый ремень проходил через плечо и бёдра, а не по шее и животу.

Выбирайте кресла, сертифицированные по стандарту ООН **R129 (i-Size)** или по более старому R44. Если кресло против хода движения ставят на переднее сиденье, подушку безопасности пассажира нужно отключить.

Правила в разных странах отличаются. Во Франции дети, как правило, должны ездить в подходящем удерживающем устройстве до десяти лет; в Италии порог определяется ростом (150 см), а в машинах, где едут дети младше четырёх лет, дополнительно обязательно устройство, которое не даёт забыть ребёнка в салоне. Сверьтесь с официальными правилами каждой страны на маршруте, а при сомнениях спросите арендодателя.

## Бронирование кресел вместе с машиной

Автокресел у арендодателей немного, особенно летом, так что не откладывайте этот вопрос до момента выдачи:

1. **Добавьте кресла при бронировании**, если арендодатель предлагает их как дополнительную услугу, и укажите возраст, рост и вес каждого ребёнка.
2. **Подтвердите наличие у арендодателя** за несколько дней до поездки, если едете в высокий сезон.
3. **Установите и проверьте кресла сами**, прежде чем выезжать с парковки: надёжно ли закреплено кресло, защёлкнулся ли Isofix, правильно ли отрегулированы ремни?
4. Или **возьмите своё кресло**: многие авиакомпании перевозят автокресла бесплатно, но условия лучше уточнить заранее.

Выбирайте и подходящую машину. Три кресла в ряд редко помещаются в компактный автомобиль, а коляска вместе с чемоданами быстро заполняет багажник. Универсал, кроссовер или минивэн часто стоят небольшой разницы в цене.

## Как облегчить дорогу

- Останавливайтесь каждые два часа: на площадках отдыха у автомагистралей во Франции и Италии часто есть детская площадка или хотя бы газон.
- Держите воду, перекус, влажные салфетки и сменную одежду в салоне, а не в багажнике.
- Летом повесьте на окна солнцезащитные шторки: средиземноморское солнце печёт даже сквозь тонированные стёкла.
- Самый длинный отрезок пути планируйте на время дневного сна.
- Никогда не оставляйте ребёнка одного в припаркованной машине, даже на минуту.

Ищете машину попросторнее для отпуска? Начните со [страницы поиска](/search), а если нужна помощь в организации семейной поездки, к вашим услугам наш [консьерж-сервис](/concierge).`,
      },
    },
  },
  {
    slug: 'rental-deposits-and-card-holds-explained',
    publishedAt: '2026-02-17',
    author: 'thomas',
    cover: 'city-6d597a',
    tags: ['payment', 'cars', 'tips'],
    translations: {
      en: {
        title: 'Rental Deposits and Card Holds Explained',
        summary: 'Why suppliers hold a deposit on your card, how much to expect, how long the release takes and how to avoid surprises at the rental desk.',
        body: `Almost every rental starts the same way: the agent takes your card and blocks a sum of money that is often larger than the rental itself. The first time, it can come as a surprise. Here is what actually happens, and how to make it painless.

## Payment and deposit are two different things

When you book on our platform, you pay for the **rental** itself, either online by card through Stripe or PayPal, or, if the supplier allows it, with **pay at pick-up**. Keep an eye on the payment deadline: a booking that is not paid in time is voided.

The **deposit** is separate. The supplier takes it at pick-up as a guarantee against damage, missing fuel, fines or a late return. In most cases it is not a charge but a **hold**, also called a pre-authorisation: the money stays in your account, but it is reserved and you cannot spend it.

## How much, and on which card

The amount depends on the supplier, the category of vehicle and the insurance you choose. A small city car may need a few hundred euros; a premium car or a yacht can need several thousand. Some suppliers lower the deposit when you take full insurance, but that is not a rule.

A few conditions almost always apply:

- the card must be in the **main driver's name**;
- most suppliers require a **credit card**, and debit, prepaid and virtual cards are often refused for the deposit;
- the card's **available limit** must cover the deposit, plus anything else you will pay with it during the trip.

If your limit is tight, ask your bank to raise it temporarily before you leave.

## When the money comes back

Once you return the vehicle and the supplier has checked it, the hold is released. From then on, the timing depends on several steps:

1. **Release by the supplier:** usually on the day of return, or a few days later if the vehicle needs a closer inspection.
2. **Processing by your bank:** often a few working days, sometimes longer, especially for cards issued abroad.
3. **What you see on your statement:** a hold often simply disappears rather than showing as a refund, which can be confusing.

If the supplier finds damage, missing fuel or a fine, they may keep part of the deposit. Ask for the details in writing, with photos.

## Tips to avoid surprises

- Photograph the vehicle, the fuel gauge and the mileage at pick-up and at return.
- Keep the receipt from the last fuel station before you return the car.
- Decline **dynamic currency conversion** if the terminal offers to charge you in your home currency; paying in the local currency is usually cheaper.
- Check the deposit amount in the supplier's conditions before you book, so you can plan your card limit.

Still unsure how the deposit works for a specific booking? The [Help Center](/help-center) covers the details, and you can always write to us through the [contact page](/contact).`,
      },
      fr: {
        title: 'Caution de location et empreinte bancaire : comment ça marche',
        summary: 'Pourquoi le loueur bloque une caution sur votre carte, quel montant prévoir, quand elle est libérée et comment éviter les mauvaises surprises au comptoir.',
        body: `Presque toutes les locations commencent de la même façon : l’agent prend votre carte et bloque une somme souvent supérieure au prix de la location. La première fois, cela peut surprendre. Voici ce qui se passe réellement, et comment le vivre sans stress.

## Paiement et caution : deux choses différentes

Lorsque vous réservez sur notre plateforme, vous payez la **location** elle-même, soit en ligne par carte via Stripe ou via PayPal, soit, si le loueur l’accepte, avec le **paiement à la prise en charge**. Surveillez l’échéance de paiement : une réservation qui n’est pas réglée à temps est annulée.

La **caution** est à part. Le loueur la prend à la prise en charge, en garantie des dommages, du carburant manquant, des amendes ou d’un retour tardif. Dans la plupart des cas, il ne s’agit pas d’un débit mais d’une **empreinte bancaire**, ou préautorisation : l’argent reste sur votre compte, mais il est réservé et vous ne pouvez pas le dépenser.

## Quel montant, et sur quelle carte ?

Le montant dépend du loueur, de la catégorie du véhicule et de l’assurance choisie. Une petite citadine peut demander quelques centaines d’euros ; une voiture haut de gamme ou un yacht, plusieurs milliers. Certains loueurs réduisent la caution si vous prenez l’assurance complète, mais ce n’est pas une règle.

Quelques conditions s’appliquent presque toujours :

- la carte doit être au **nom du conducteur principal** ;
- la plupart des loueurs exigent une **carte de crédit**, et les cartes de débit, prépayées ou virtuelles sont souvent refusées pour la caution ;
- le **plafond disponible** doit couvrir la caution, plus tout ce que vous réglerez avec cette carte pendant le voyage.

Si votre plafond est juste, demandez à votre banque de l’augmenter temporairement avant le départ.

## Quand l’argent est-il libéré ?

Une fois le véhicule rendu et contrôlé, le loueur lève l’empreinte. Le délai dépend ensuite de plusieurs étapes :

1. **La libération par le loueur :** généralement le jour du retour, ou quelques jours plus tard si le véhicule doit être examiné de plus près.
2. **Le traitement par votre banque :** souvent quelques jours ouvrés, parfois davantage, surtout pour les cartes émises à l’étranger.
3. **Ce que vous voyez sur votre relevé :** une empreinte disparaît souvent sans apparaître comme un remboursement, ce qui peut dérouter.

Si le loueur constate un dommage, du carburant manquant ou une amende, il peut prélever une partie de la caution. Demandez le détail par écrit, photos à l’appui.

## Nos conseils pour éviter les surprises

- Photographiez le véhicule, la jauge de carburant et le compteur à la prise en charge et au retour.
- Conservez le ticket de la dernière station-service avant le retour.
- Refusez la **conversion dynamique de devises** si le terminal propose de vous débiter dans votre monnaie : payer dans la devise locale revient généralement moins cher.
- Vérifiez le montant de la caution dans les conditions du loueur avant de réserver, pour anticiper votre plafond.

Encore un doute sur la caution d’une réservation précise ? Le [centre d’aide](/help-center) donne tous les détails, et vous pouvez toujours nous écrire via la [page de contact](/contact).`,
      },
      ru: {
        title: 'Залог при аренде и блокировка суммы на карте: как это работает',
        summary: 'Зачем арендодатель блокирует залог на карте, какую сумму ожидать, когда её разблокируют и как избежать неприятных сюрпризов у стойки проката.',
        body: `Почти любая аренда начинается одинаково: сотрудник берёт вашу карту и блокирует сумму, которая нередко превышает стоимость самой аренды. В первый раз это может удивить. Рассказываем, что происходит на самом деле и как пройти через это без нервов.

## Оплата и залог — это разные вещи

Бронируя на нашей платформе, вы оплачиваете саму **аренду** — онлайн картой через Stripe или через PayPal либо, если арендодатель это допускает, **при получении**. Следите за сроком оплаты: бронирование, не оплаченное вовремя, аннулируется.

**Залог** — отдельная история. Арендодатель берёт его при выдаче машины как гарантию на случай повреждений, недостающего топлива, штрафов или опоздания с возвратом. Чаще всего это не списание, а **блокировка** (предавторизация): деньги остаются на вашем счёте, но зарезервированы, и потратить их нельзя.

## Сколько и на какой карте

Сумма зависит от арендодателя, класса автомобиля и выбранной страховки. Для маленькой городской машины это может быть несколько сотен евро, для премиального автомобиля или яхты — несколько тысяч. Некоторые арендодатели снижают залог при полной страховке, но это не правило.

Почти всегда действуют несколько условий:

- карта должна быть оформлена **на имя основного водителя**;
- большинство арендодателей требуют **кредитную карту**, а дебетовые, предоплаченные и виртуальные для залога часто не принимают;
- **доступного лимита** должно хватить на залог и на все остальные траты, которые вы планируете по этой карте в поездке.

Если лимит впритык, попросите банк временно его увеличить до отъезда.

## Когда деньги вернутся

Когда вы вернули машину и арендодатель её осмотрел, блокировку снимают. Дальше срок зависит от нескольких этапов:

1. **Разблокировка арендодателем:** обычно в день возврата или через несколько дней, если машину нужно осмотреть тщательнее.
2. **Обработка вашим банком:** как правило, несколько рабочих дней, иногда дольше, особенно для карт, выпущенных за рубежом.
3. **Что вы увидите в выписке:** заблокированная сумма часто просто исчезает, а не отображается как возврат, и это может сбить с толку.

Если арендодатель обнаружит повреждение, нехватку топлива или штраф, он может удержать часть залога. Попросите письменное объяснение с фотографиями.

## Как избежать сюрпризов

- Фотографируйте машину, указатель топлива и пробег при получении и при возврате.
- Сохраняйте чек с последней заправки перед возвратом.
- Отказывайтесь от **динамической конвертации валюты**, если терминал предлагает списать деньги в валюте вашей карты: оплата в местной валюте обычно выгоднее.
- Перед бронированием проверьте сумму залога в условиях арендодателя, чтобы заранее рассчитать лимит карты.

Остались вопросы о залоге по конкретному бронированию? Подробности — в [справочном центре](/help-center), а написать нам всегда можно через [форму обратной связи](/contact).`,
      },
    },
  },
  {
    slug: 'greek-islands-ferry-and-car',
    publishedAt: '2026-03-10',
    author: 'anna',
    cover: 'island-023e8a',
    tags: ['greece', 'cars', 'tips'],
    translations: {
      en: {
        title: 'Greek Islands by Ferry and Car: How to Combine Them Smoothly',
        summary: 'Take your rental car on the ferry or rent on each island? How to plan crossings, bookings and island roads for a relaxed Greek island trip.',
        body: `Hopping between Greek islands by ferry and exploring each one by car is a perfect combination: boats for the long distances, a car for the hidden beaches and mountain villages. The trick is to organise the two so they work together.

## Car on the ferry, or a new car on each island?

This is the first question, and the answer is usually simple: **rent separately on each island**. Many rental contracts do not allow the car to leave the island or region where it was rented, or the insurance does not cover it on board a ship. A vehicle ticket also adds to the cost, and can be more expensive than the passenger fare.

There are exceptions. If you are spending a week on a large island such as Crete, or driving from Athens to the Peloponnese, you won't need a ferry at all. Some suppliers also allow crossings with written permission. If you want to take a car across, get that permission before you book and keep it in the glovebox.

## Planning the ferries

From Athens, the main ports for the Aegean islands are **Piraeus**, **Rafina** and **Lavrio**. A few tips:

1. **Book early for July and August**, especially vehicle spaces and cabins on overnight routes.
2. **Stay flexible.** The meltemi, the strong summer wind from the north, can delay or cancel high-speed crossings. Conventional ferries are slower but sail in rougher weather.
3. **Arrive early.** Ports are busy, so be there well before departure, and earlier still with a vehicle.
4. **Keep tickets and ID to hand**, as they are checked at boarding.

## Picking up and returning on each island

When you rent on an island, the supplier can often meet you at the port or at the small local airport. Add your ferry arrival time to the booking notes so they can adjust if the boat is late. For returns, leave a comfortable margin before your next departure: drop the car, then walk on board without rushing.

A good rhythm is three or four nights per island: enough time to explore by car without spending the whole holiday packing.

## Island roads

- Roads are often narrow, winding and steep, with goats on the tarmac and no barrier at the edge.
- Many small rental cars are manual; if you need an automatic, book it well ahead.
- Quads and scooters are popular, but check what the insurance covers before renting one.
- Dirt tracks to beaches are common. Read your rental terms: many contracts exclude unpaved roads from cover.
- Parking near popular beaches is full by late morning in August.

Check your documents too: depending on where your licence was issued, you may need an **international driving permit** in Greece.

Compare cars on the Greek islands and the mainland on our [search page](/search), and if you would like help planning ferries and cars together, contact our [concierge](/concierge).`,
      },
      fr: {
        title: 'Îles grecques en ferry et en voiture : le bon mode d’emploi',
        summary: 'Embarquer la voiture de location sur le ferry ou louer sur chaque île ? Comment organiser traversées, réservations et routes insulaires pour un voyage serein.',
        body: `Passer d’une île grecque à l’autre en ferry et découvrir chacune en voiture, c’est la combinaison idéale : le bateau pour les longues distances, la voiture pour les criques cachées et les villages de montagne. Tout l’art consiste à bien articuler les deux.

## La voiture sur le ferry, ou une voiture par île ?

C’est la première question, et la réponse est généralement simple : **louez séparément sur chaque île**. Beaucoup de contrats interdisent à la voiture de quitter l’île ou la région de location, ou l’assurance ne la couvre pas à bord d’un navire. Le billet véhicule alourdit aussi la note, et peut coûter plus cher que le billet passager.

Il existe des exceptions. Si vous passez une semaine sur une grande île comme la Crète, ou si vous roulez d’Athènes vers le Péloponnèse, vous n’aurez pas besoin de ferry. Certains loueurs autorisent aussi les traversées avec un accord écrit. Si vous souhaitez embarquer la voiture, obtenez cet accord avant de réserver et gardez-le dans la boîte à gants.

## Organiser les traversées

Depuis Athènes, les principaux ports vers les îles de l’Égée sont **Le Pirée**, **Rafína** et **Lávrio**. Quelques conseils :

1. **Réservez tôt pour juillet et août**, surtout les places véhicules et les cabines sur les trajets de nuit.
2. **Restez flexible.** Le meltem, fort vent du nord estival, peut retarder ou annuler les traversées rapides. Les ferries classiques sont plus lents, mais naviguent par mer plus forte.
3. **Arrivez en avance.** Les ports sont animés : soyez-y bien avant le départ, et plus tôt encore avec un véhicule.
4. **Gardez billets et pièce d’identité à portée de main** : ils sont contrôlés à l’embarquement.

## Prendre et rendre la voiture sur chaque île

Quand vous louez sur une île, le loueur peut souvent vous accueillir au port ou au petit aéroport local. Indiquez l’heure d’arrivée de votre ferry dans les remarques de la réservation, pour qu’il s’adapte en cas de retard. Au retour, gardez une marge confortable avant le départ suivant : déposez la voiture, puis embarquez sans courir.

Un bon rythme : trois ou quatre nuits par île, assez pour explorer en voiture sans passer les vacances à faire ses valises.

## Les routes des îles

- Les routes sont souvent étroites, sinueuses et pentues, avec des chèvres sur le bitume et sans glissière au bord du vide.
- Beaucoup de petites voitures de location sont à boîte manuelle : si vous avez besoin d’une automatique, réservez-la longtemps à l’avance.
- Quads et scooters sont très prisés, mais vérifiez ce que couvre l’assurance avant d’en louer un.
- Les pistes menant aux plages sont fréquentes. Lisez vos conditions : beaucoup de contrats excluent les routes non goudronnées de la couverture.
- En août, les parkings des plages populaires sont pleins dès la fin de matinée.

Vérifiez aussi vos documents : selon le pays qui a délivré votre permis, un **permis de conduire international** peut être exigé en Grèce.

Comparez les voitures dans les îles grecques et sur le continent sur notre [page de recherche](/search), et si vous souhaitez de l’aide pour coordonner ferries et locations, contactez notre [conciergerie](/concierge).`,
      },
      ru: {
        title: 'Греческие острова на пароме и машине: как всё совместить',
        summary: 'Брать арендованную машину на паром или арендовать новую на каждом острове? Как спланировать переправы, бронирования и поездки по островным дорогам.',
        body: `Перемещаться между греческими островами на пароме, а каждый остров открывать на машине — идеальное сочетание: корабль для больших расстояний, автомобиль для скрытых пляжей и горных деревень. Вся хитрость в том, чтобы правильно связать одно с другим.

## Машина на паром или новая на каждом острове?

Это первый вопрос, и ответ на него обычно простой: **арендуйте машину отдельно на каждом острове**. Многие договоры запрещают вывозить автомобиль за пределы острова или региона аренды, либо страховка не действует на борту судна. К тому же билет на машину увеличивает расходы и может стоить дороже пассажирского.

Бывают исключения. Если вы проводите неделю на большом острове вроде Крита или едете из Афин на Пелопоннес, паром вам вообще не понадобится. Некоторые арендодатели разрешают переправу с письменного согласия. Если хотите взять машину с собой, получите такое согласие до бронирования и держите его в бардачке.

## Как планировать паромы

Из Афин на острова Эгейского моря паромы уходят в основном из трёх портов: **Пирей**, **Рафина** и **Лаврион**. Несколько советов:

1. **На июль и август бронируйте заранее**, особенно места для машин и каюты на ночных рейсах.
2. **Оставляйте запас по времени.** Мельтеми, сильный летний северный ветер, может задержать или отменить скоростные рейсы. Обычные паромы идут медленнее, зато выходят в море и при более сильной волне.
3. **Приезжайте заранее.** В портах многолюдно, поэтому будьте на месте задолго до отправления, а с машиной — ещё раньше.
4. **Держите билеты и документы под рукой**: их проверяют при посадке.

## Получение и возврат машины на островах

Если вы арендуете машину на острове, арендодатель часто может встретить вас в порту или в местном аэропорту. Укажите время прибытия парома в комментарии к бронированию — тогда при опоздании судна вас подождут. При возврате оставьте хороший запас до следующего рейса: сдайте машину и спокойно поднимайтесь на борт.

Удобный ритм — три-четыре ночи на каждом острове: достаточно, чтобы поездить по нему на машине и не тратить весь отпуск на сборы чемоданов.

## Островные дороги

- Дороги часто узкие, извилистые и крутые, на асфальте попадаются козы, а ограждения над обрывом нет.
- Многие небольшие прокатные машины — с механической коробкой; если нужен автомат, бронируйте его задолго.
- Квадроциклы и скутеры очень популярны, но прежде чем брать их, проверьте, что покрывает страховка.
- К пляжам часто ведут грунтовки. Прочитайте условия аренды: многие договоры не покрывают езду по дорогам без асфальта.
- В августе парковки у популярных пляжей заполняются уже к полудню.

Проверьте и документы: в зависимости от страны, где выданы ваши права, в Греции может понадобиться **международное водительское удостоверение**.

Сравните машины на греческих островах и на материке на [странице поиска](/search), а если нужна помощь в планировании паромов и аренды, обратитесь в наш [консьерж-сервис](/concierge).`,
      },
    },
  },
  {
    slug: 'monaco-grand-prix-weekend-logistics',
    publishedAt: '2026-04-21',
    author: 'thomas',
    cover: 'city-c1121f',
    tags: ['riviera', 'events'],
    translations: {
      en: {
        title: 'Monaco Grand Prix Weekend: Getting There, Parking and Where to Stay',
        summary: 'Road closures, trains, parking and accommodation: how to plan a stress-free Formula 1 weekend in Monaco, with or without a rental car.',
        body: `For one weekend a year, the streets of Monaco become one of the most famous circuits in motor racing. It is an unforgettable experience, and a logistical puzzle: a country of about two square kilometres, tens of thousands of visitors and roads closed in every direction. Here is how to enjoy the race without spending it in traffic.

## Understand the road closures

The circuit is built on public roads: the harbour front, the climb to Casino Square, the tunnel and the swimming pool section. Grandstands and barriers go up weeks in advance, so traffic in Monaco is disrupted long before race weekend, and during the event itself most of the centre is closed to cars.

The weekend usually follows the familiar Formula 1 rhythm: **practice on Friday, qualifying on Saturday and the race on Sunday**. Check the official schedule for your year, as support races fill the days too.

## The best way in: by train

Our advice is simple: **don't drive into Monaco during the Grand Prix**. Instead:

1. Stay or park along the coast, in Nice, Villefranche-sur-Mer, Beaulieu-sur-Mer, Cap-d'Ail or Menton.
2. Take the regional TER train on the Nice–Ventimiglia line to Monaco-Monte-Carlo station; from Nice the journey takes around twenty minutes.
3. Buy your return ticket in the morning and expect queues after the race. A relaxed drink in Monaco while the crowds thin out is often the best plan.

Station car parks are small and fill quickly, so arrive early or stay within walking distance of a station.

There are other options. A **helicopter** transfer from Nice Côte d'Azur airport to the Monaco heliport takes only a few minutes, and in season some boat services link Nice and Monaco. Both need to be booked well ahead.

## Where to stay and where to watch

Hotels in Monaco are fully booked and expensive on race weekend. Good alternatives:

- **Nice**, with the widest choice and a direct train;
- **Menton**, quieter and about ten minutes from Monaco by train;
- **Beausoleil** or **Cap-d'Ail**, just across the French border, within walking distance of parts of the circuit;
- **Ventimiglia**, in Italy, for those who book late.

Grandstands around the harbour and at the first corner give the best views and a guaranteed seat for the day. The **Rocher**, the hillside below the Prince's Palace, is a cheaper standing area overlooking the harbour; arrive very early for a good spot. Bring water, a hat and ear protection.

## When a rental car makes sense

A car is ideal for the rest of your stay: a morning on the Grande Corniche, lunch in a hill village, a day trip to Italy. Pick it up at Nice airport and leave it at your hotel on race days. Compare cars on our [search page](/search), and if you would like help with hotels, helicopter transfers or a day on a yacht, our [concierge](/concierge) team can arrange it.`,
      },
      fr: {
        title: 'Week-end du Grand Prix de Monaco : accès, stationnement et hébergement',
        summary: 'Routes fermées, trains, parkings et hôtels : comment organiser un week-end de Formule 1 à Monaco sans stress, avec ou sans voiture de location.',
        body: `Un week-end par an, les rues de Monaco deviennent l’un des circuits les plus célèbres du sport automobile. Une expérience inoubliable, et un vrai casse-tête logistique : un pays d’environ deux kilomètres carrés, des dizaines de milliers de visiteurs et des routes fermées dans tous les sens. Voici comment profiter de la course sans la passer dans les embouteillages.

## Comprendre les fermetures de routes

Le circuit emprunte la voie publique : le front de port, la montée vers la place du Casino, le tunnel, la section de la piscine. Tribunes et glissières sont installées des semaines à l’avance, si bien que la circulation est perturbée bien avant le week-end de course, et pendant l’événement la majeure partie du centre est fermée aux voitures.

Le week-end suit en général le rythme habituel de la Formule 1 : **essais libres le vendredi, qualifications le samedi, course le dimanche**. Vérifiez le programme officiel de l’année, car les courses de support remplissent aussi les journées.

## Le meilleur accès : le train

Notre conseil est simple : **n’entrez pas dans Monaco en voiture pendant le Grand Prix**. À la place :

1. Logez ou garez-vous le long de la côte, à Nice, Villefranche-sur-Mer, Beaulieu-sur-Mer, Cap-d’Ail ou Menton.
2. Prenez le TER de la ligne Nice–Vintimille jusqu’à la gare de Monaco-Monte-Carlo ; depuis Nice, le trajet dure une vingtaine de minutes.
3. Achetez votre billet retour dès le matin et attendez-vous à des files d’attente après la course. Prendre un verre à Monaco le temps que la foule se disperse est souvent la meilleure idée.

Les parkings des gares sont petits et vite complets : arrivez tôt ou logez à distance de marche d’une gare.

D’autres solutions existent. Un transfert en **hélicoptère** entre l’aéroport Nice Côte d’Azur et l’héliport de Monaco ne prend que quelques minutes, et en saison certaines navettes maritimes relient Nice à Monaco. Dans les deux cas, réservez longtemps à l’avance.

## Où dormir, où regarder la course ?

Pendant la course, les hôtels monégasques affichent complet et leurs prix s’envolent. De bonnes alternatives :

- **Nice**, pour le plus grand choix et le train direct ;
- **Menton**, plus calme, à une dizaine de minutes de Monaco en train ;
- **Beausoleil** ou **Cap-d’Ail**, juste de l’autre côté de la frontière, à distance de marche de certaines parties du circuit ;
- **Vintimille**, en Italie, pour ceux qui réservent tard.

Les tribunes autour du port et au premier virage offrent les meilleures vues et une place assise garantie pour la journée. Le **Rocher**, la colline sous le palais princier, est une zone debout moins chère qui domine le port : arrivez très tôt pour être bien placé. Prévoyez de l’eau, un chapeau et des protections auditives.

## Quand la voiture de location a du sens

La voiture est idéale pour le reste du séjour : une matinée sur la Grande Corniche, un déjeuner dans un village perché, une escapade en Italie. Prenez-la à l’aéroport de Nice et laissez-la à l’hôtel les jours de course. Comparez les véhicules sur notre [page de recherche](/search), et si vous souhaitez de l’aide pour l’hôtel, un transfert en hélicoptère ou une journée en yacht, notre [conciergerie](/concierge) s’en charge.`,
      },
      ru: {
        title: 'Гран-при Монако: как добраться, где припарковаться и где жить',
        summary: 'Перекрытые улицы, поезда, парковки и отели: как спокойно провести уик-энд «Формулы-1» в Монако — с арендованной машиной или без неё.',
        body: `Раз в год на один уик-энд улицы Монако превращаются в одну из самых знаменитых трасс автоспорта. Это незабываемое впечатление — и настоящая логистическая головоломка: страна площадью около двух квадратных километров, десятки тысяч гостей и перекрытые во всех направлениях дороги. Рассказываем, как насладиться гонкой, а не провести её в пробке.

## Что перекрывают и когда

Трасса проложена по городским улицам: набережная порта, подъём к площади Казино, тоннель, участок у бассейна. Трибуны и ограждения начинают монтировать за несколько недель, поэтому движение в Монако нарушено задолго до гонки, а во время самого этапа большая часть центра закрыта для машин.

Обычно уик-энд проходит по привычному для «Формулы-1» расписанию: **в пятницу — свободные заезды, в субботу — квалификация, в воскресенье — гонка**. Сверьтесь с официальной программой на нужный год: дни заполнены ещё и гонками поддержки.

## Лучший способ добраться — поезд

Наш совет прост: **не въезжайте в Монако на машине во время Гран-при**. Вместо этого:

1. Живите или паркуйтесь на побережье — в Ницце, Вильфранш-сюр-Мер, Больё-сюр-Мер, Кап-д’Ай или Ментоне.
2. Садитесь на региональный поезд TER линии Ницца — Вентимилья до станции Monaco-Monte-Carlo; из Ниццы дорога занимает около двадцати минут.
3. Обратный билет купите утром и будьте готовы к очередям после гонки. Часто лучший план — спокойно выпить чего-нибудь в Монако, пока толпа расходится.

Парковки у станций небольшие и быстро заполняются, поэтому приезжайте рано или селитесь в пешей доступности от вокзала.

Есть и другие варианты. Перелёт на **вертолёте** из аэропорта Ниццы до вертолётной площадки Монако занимает считаные минуты, а в сезон между Ниццей и Монако ходят морские шаттлы. И то и другое нужно бронировать заранее.

## Где жить и откуда смотреть гонку

На время гонки отели Монако заполнены, а цены в них взлетают. Хорошие альтернативы:

- **Ницца** — самый большой выбор и прямой поезд;
- **Ментона** — спокойнее, около десяти минут на поезде до Монако;
- **Босолей** или **Кап-д’Ай** — сразу за французской границей, в пешей доступности от некоторых участков трассы;
- **Вентимилья** в Италии — для тех, кто бронирует в последний момент.

Трибуны вокруг порта и у первого поворота дают лучший обзор и гарантированное место на весь день. **Rocher** — склон под княжеским дворцом — более дешёвая зона без сидячих мест с видом на порт; чтобы занять хорошее место, приходите очень рано. Возьмите воду, головной убор и беруши.

## Когда пригодится арендованная машина

Машина идеальна для остальной части поездки: утро на Большом карнизе, обед в горной деревушке, день в Италии. Заберите её в аэропорту Ниццы и оставьте у отеля в дни гонки. Сравните варианты на [странице поиска](/search), а если нужна помощь с отелем, вертолётным трансфером или днём на яхте, всё организует наш [консьерж-сервис](/concierge).`,
      },
    },
  },
  {
    slug: 'cannes-to-saint-tropez-by-yacht',
    publishedAt: '2026-05-12',
    author: 'anna',
    cover: 'island-48cae4',
    tags: ['yachts', 'riviera'],
    translations: {
      en: {
        title: 'A Week by Yacht from Cannes: the Lérins Islands, the Esterel and Saint-Tropez',
        summary: 'A relaxed seven-day itinerary from Cannes to Saint-Tropez and back, with favourite anchorages, tips on berths and what to do if the wind changes.',
        body: `Between Cannes and Saint-Tropez lie roughly 30 nautical miles of some of the most beautiful coastline in the Mediterranean: monastery islands, red volcanic cliffs and long sandy beaches. Done in a rush, it is a day trip. Over a week, it becomes a real holiday. Here is the itinerary I suggest to guests on their first Riviera charter.

## The itinerary, day by day

1. **Cannes to the Lérins Islands.** Board in the afternoon and make the short hop to the islands just off Cannes. Anchor in the channel between Sainte-Marguerite and Saint-Honorat for a swim and your first sunset on board.
2. **A day on the islands.** Go ashore on Sainte-Marguerite to visit the Fort Royal, where the Man in the Iron Mask was held, then cross to Saint-Honorat, home to a community of monks who still make wine there.
3. **The Esterel coast.** Head west along the red porphyry cliffs of the Esterel massif. The coves around Théoule-sur-Mer and Agay are perfect for snorkelling, and Agay bay makes a sheltered stop for the night.
4. **Saint-Tropez.** Cross the gulf to Saint-Tropez. Berths in the old port are in high demand and expensive in summer; if you want one, book well ahead. Otherwise, anchor in a bay nearby and take the tender into town for the evening.
5. **Pampelonne and Cap Taillat.** Spend the day along the Ramatuelle peninsula: lunch at Pampelonne beach, then the wilder, protected coast around Cap Camarat and Cap Taillat.
6. **Sainte-Maxime or Saint-Raphaël.** Start heading back, with a night in a marina to refill water, charge batteries and stretch your legs.
7. **Return to Cannes.** A last swim at the Lérins Islands before returning to port in the late afternoon.

## Skipper or not?

Suppliers offer yachts **with a skipper, bareboat, or both**. On this coast, in high season, a skipper is worth a lot: they know which anchorages hold well, how to handle crowded harbours and where to find a berth at short notice. If you sail bareboat, you will need a licence or certificate accepted by the supplier.

## Anchoring responsibly

The seabed along this coast is covered in meadows of **Posidonia**, a protected seagrass that shelters fish and keeps the water clear. Anchoring on it is restricted, especially for larger yachts. Drop the anchor on sand, use mooring buoys where they exist, and keep a little distance from swimming areas marked by yellow buoys.

## Practical tips

- Check the forecast every morning. A **mistral** can bring strong wind and short, steep waves; on those days, stay in a sheltered bay or stay in port.
- Plan one or two marina nights to refill water and dispose of rubbish properly.
- Expect extra costs beyond the charter price, such as fuel, berths and sometimes the skipper's meals. Read the listing carefully.
- Book early for July and August, and consider June or September for quieter anchorages.

Browse yachts in Cannes on our [search page](/search), or ask our [concierge](/concierge) to tailor the itinerary, book berths and arrange provisioning.`,
      },
      fr: {
        title: 'Une semaine en yacht au départ de Cannes : Lérins, Esterel et Saint-Tropez',
        summary: 'Un itinéraire de sept jours, de Cannes à Saint-Tropez et retour, avec nos mouillages préférés, des conseils pour les places de port et que faire si le vent tourne.',
        body: `Entre Cannes et Saint-Tropez s’étendent une trentaine de milles nautiques parmi les plus beaux de Méditerranée : des îles monastiques, des falaises volcaniques rouges et de longues plages de sable. En une journée, c’est une simple sortie. Sur une semaine, cela devient de vraies vacances. Voici l’itinéraire que je propose à ceux qui découvrent la Riviera en bateau.

## L’itinéraire, jour après jour

1. **De Cannes aux îles de Lérins.** Embarquez l’après-midi et faites le court trajet jusqu’aux îles, juste en face de Cannes. Mouillez dans le chenal entre Sainte-Marguerite et Saint-Honorat pour une baignade et votre premier coucher de soleil à bord.
2. **Une journée sur les îles.** Débarquez sur Sainte-Marguerite pour visiter le fort Royal, où fut enfermé le Masque de fer, puis passez à Saint-Honorat, où une communauté de moines produit encore du vin.
3. **La côte de l’Esterel.** Longez vers l’ouest les falaises de porphyre rouge du massif de l’Esterel. Les criques autour de Théoule-sur-Mer et d’Agay sont parfaites pour le snorkeling, et la rade d’Agay offre un abri pour la nuit.
4. **Saint-Tropez.** Traversez le golfe jusqu’à Saint-Tropez. En été, les places du vieux port sont très demandées et chères : si vous en voulez une, réservez longtemps à l’avance. Sinon, mouillez dans une baie voisine et rejoignez la ville en annexe pour la soirée.
5. **Pampelonne et le cap Taillat.** Passez la journée le long de la presqu’île de Ramatuelle : déjeuner à Pampelonne, puis la côte plus sauvage et protégée des caps Camarat et Taillat.
6. **Sainte-Maxime ou Saint-Raphaël.** Amorcez le retour avec une nuit au port pour refaire le plein d’eau, recharger les batteries et vous dégourdir les jambes.
7. **Retour à Cannes.** Une dernière baignade aux îles de Lérins avant de rentrer au port en fin d’après-midi.

## Avec ou sans skipper ?

Les loueurs proposent leurs yachts **avec skipper, sans skipper, ou les deux**. Sur cette côte, en haute saison, un skipper vaut de l’or : il sait quels mouillages tiennent bien, comment manœuvrer dans les ports bondés et où trouver une place au dernier moment. Si vous partez sans skipper, il vous faudra un permis ou un certificat accepté par le loueur.

## Mouiller de façon responsable

Les fonds de cette côte sont tapissés d’herbiers de **posidonie**, une plante marine protégée qui abrite les poissons et garde l’eau limpide. Le mouillage y est réglementé, en particulier pour les grands yachts. Jetez l’ancre dans le sable, utilisez les bouées d’amarrage lorsqu’elles existent, et tenez-vous à distance des zones de baignade balisées par les bouées jaunes.

## Conseils pratiques

- Consultez la météo chaque matin. Un coup de **mistral** peut lever un vent fort et une mer courte et creuse : ces jours-là, restez dans une baie abritée ou au port.
- Prévoyez une ou deux nuits au port pour refaire le plein d’eau et trier vos déchets.
- Attendez-vous à des frais en plus du prix de location, comme le carburant, les places de port et parfois les repas du skipper. Lisez bien l’annonce.
- Réservez tôt pour juillet et août, et pensez à juin ou septembre pour des mouillages plus tranquilles.

Parcourez les yachts disponibles à Cannes sur notre [page de recherche](/search), ou demandez à notre [conciergerie](/concierge) d’adapter l’itinéraire, de réserver les places de port et d’organiser l’avitaillement.`,
      },
      ru: {
        title: 'Неделя на яхте из Канн: Леринские острова, Эстерель и Сен-Тропе',
        summary: 'Неспешный семидневный маршрут из Канн в Сен-Тропе и обратно: лучшие якорные стоянки, советы о местах в маринах и что делать, если меняется ветер.',
        body: `Между Каннами и Сен-Тропе — около 30 морских миль одного из красивейших побережий Средиземноморья: монастырские острова, красные вулканические скалы и длинные песчаные пляжи. Если спешить, это однодневная прогулка. Если растянуть на неделю — настоящий отпуск. Вот маршрут, который я предлагаю тем, кто впервые отправляется на яхте вдоль Ривьеры.

## Маршрут по дням

1. **Из Канн к Леринским островам.** Поднимитесь на борт после обеда и совершите короткий переход к островам прямо напротив Канн. Встаньте на якорь в проливе между Сент-Маргерит и Сент-Онора — искупаться и встретить первый закат на борту.
2. **День на островах.** Высадитесь на Сент-Маргерит и осмотрите Королевский форт, где держали Железную маску, а затем переправьтесь на Сент-Онора: там живёт монашеская община, которая до сих пор делает вино.
3. **Побережье Эстереля.** Идите на запад вдоль красных порфировых скал массива Эстерель. Бухты у Теуль-сюр-Мер и Аге идеальны для снорклинга, а бухта Аге — удобное укрытие на ночь.
4. **Сен-Тропе.** Пересеките залив до Сен-Тропе. Летом места в старом порту нарасхват и дорогие: если хотите встать там, бронируйте задолго. Иначе бросьте якорь в соседней бухте и отправляйтесь в город на тузике.
5. **Пампелон и мыс Тайя.** Проведите день у полуострова Раматюэль: обед на пляже Пампелон, а потом более дикое и охраняемое побережье у мысов Камара и Тайя.
6. **Сент-Максим или Сен-Рафаэль.** Начинайте путь назад и проведите ночь в марине, чтобы пополнить запас воды, зарядить аккумуляторы и размять ноги.
7. **Возвращение в Канны.** Последнее купание у Леринских островов — и в порт ближе к вечеру.

## Со шкипером или без?

Владельцы предлагают яхты **со шкипером, без шкипера или в обоих вариантах**. На этом побережье в высокий сезон шкипер на вес золота: он знает, на каких стоянках якорь держит надёжно, как маневрировать в переполненных портах и где найти место в последний момент. Если идёте без шкипера, понадобится удостоверение или сертификат, который принимает владелец.

## Бережная стоянка на якоре

Дно у этого побережья покрыто лугами **посидонии** — охраняемой морской травы, которая служит убежищем для рыб и сохраняет воду прозрачной. Становиться на якорь на посидонии запрещено или ограничено, особенно для больших яхт. Бросайте якорь на песок, пользуйтесь швартовыми буями там, где они есть, и держитесь подальше от зон купания, отмеченных жёлтыми буями.

## Практические советы

- Каждое утро смотрите прогноз. **Мистраль** может принести сильный ветер и короткую крутую волну — в такие дни оставайтесь в защищённой бухте или в порту.
- Запланируйте одну-две ночи в марине, чтобы пополнить запас воды и правильно избавиться от мусора.
- Будьте готовы к расходам сверх стоимости чартера: топливо, стоянки, иногда питание шкипера. Внимательно читайте описание.
- На июль и август бронируйте заранее, а ради спокойных стоянок подумайте об июне или сентябре.

Выбирайте яхты в Каннах на [странице поиска](/search) или попросите наш [консьерж-сервис](/concierge) адаптировать маршрут, забронировать места в маринах и организовать доставку продуктов на борт.`,
      },
    },
  },
];
