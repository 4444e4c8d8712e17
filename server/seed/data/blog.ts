import type { SeedBlogPost } from '../types';

/** Joins paragraphs with a blank line, the format `SeedBlogPost.body` expects. */
const paragraphs = (...items: string[]): string => items.join('\n\n');

export const blogPosts: SeedBlogPost[] = [
  {
    slug: 'driving-the-riviera-corniches',
    publishedAt: '2025-04-14',
    title: {
      en: 'Driving the Riviera: the three Corniches from Nice to Monaco',
      fr: 'Sur les routes de la Riviera : les trois Corniches de Nice à Monaco',
      ru: 'По дорогам Ривьеры: три Корниша от Ниццы до Монако',
    },
    summary: {
      en: 'Three roads, about twenty kilometres and some of the finest views in Europe. Here is how to choose between them.',
      fr: "Trois routes, une vingtaine de kilomètres et quelques-uns des plus beaux panoramas d'Europe. Voici comment choisir.",
      ru: 'Три дороги, около двадцати километров и одни из лучших видов в Европе. Рассказываем, какую из них выбрать.',
    },
    body: {
      en: paragraphs(
        'Between Nice and Monaco, three roads run almost parallel to one another, stacked up the hillside. The Basse Corniche follows the shoreline through Villefranche-sur-Mer and Beaulieu, the Moyenne Corniche cuts through the cliffs past the perched village of Èze, and the Grande Corniche climbs to La Turbie, more than 450 metres above the sea.',
        'The Basse Corniche is the slowest but the liveliest: beaches, cafés and traffic lights. Take it in a convertible early in the morning, before the traffic builds up. The Moyenne Corniche is the quickest way to Monaco and offers the famous view over Cap Ferrat from Èze. The Grande Corniche, the road of postcards and films, is the one to choose at sunset.',
        'A few practical tips: fill up in Nice, as petrol stations are rare on the upper roads; avoid Monaco on Grand Prix weekend unless you have booked a parking space; and keep some change or a contactless card handy for the public car parks. If you rent an electric car, plan to charge in Nice or Monaco, where charging points are plentiful.',
        'Allow at least half a day to drive all three roads as a loop, with stops in Èze and at the Trophy of Augustus in La Turbie. Most of our Riviera partners deliver cars to hotels in Nice and Monaco, so you can set off straight from your door.',
      ),
      fr: paragraphs(
        "Entre Nice et Monaco, trois routes courent presque parallèlement, étagées sur le flanc de la colline. La Basse Corniche longe le littoral en traversant Villefranche-sur-Mer et Beaulieu, la Moyenne Corniche se faufile à travers les falaises en passant par le village perché d'Èze, et la Grande Corniche grimpe jusqu'à La Turbie, à plus de 450 mètres au-dessus de la mer.",
        "La Basse Corniche est la plus lente, mais aussi la plus animée : plages, cafés et feux rouges. Empruntez-la en cabriolet tôt le matin, avant que la circulation ne s'intensifie. La Moyenne Corniche est le chemin le plus rapide vers Monaco et offre, depuis Èze, la célèbre vue sur le cap Ferrat. La Grande Corniche, route des cartes postales et du cinéma, est celle qu'il faut choisir au coucher du soleil.",
        "Quelques conseils pratiques : faites le plein à Nice, car les stations-service sont rares sur les routes en hauteur ; évitez Monaco le week-end du Grand Prix, sauf si vous avez réservé une place de parking ; et gardez de la monnaie ou une carte sans contact à portée de main pour les parkings publics. Si vous louez une voiture électrique, prévoyez de la recharger à Nice ou à Monaco, où les bornes ne manquent pas.",
        "Comptez au moins une demi-journée pour parcourir les trois routes en boucle, avec des arrêts à Èze et au Trophée d'Auguste de La Turbie. La plupart de nos partenaires de la Riviera livrent les voitures dans les hôtels de Nice et de Monaco : vous pouvez donc partir directement de votre porte.",
      ),
      ru: paragraphs(
        'Между Ниццей и Монако почти параллельно друг другу проходят три дороги, расположенные ярусами на склоне. Нижний Корниш тянется вдоль берега через Вильфранш-сюр-Мер и Болье, Средний Корниш прорезает скалы и проходит мимо горной деревни Эз, а Большой Корниш поднимается к Ла-Тюрби — более чем на 450 метров над морем.',
        'Нижний Корниш — самый медленный, но и самый оживлённый: пляжи, кафе и светофоры. Проезжайте по нему на кабриолете ранним утром, пока не начались пробки. Средний Корниш — самый быстрый путь в Монако, а из Эза открывается знаменитый вид на мыс Ферра. Большой Корниш, дорога с открыток и из фильмов, — лучший выбор на закате.',
        'Несколько практических советов: заправьтесь в Ницце, потому что на верхних дорогах АЗС встречаются редко; не планируйте поездку в Монако на выходные Гран-при, если у вас не забронировано место на парковке; держите под рукой мелочь или бесконтактную карту для оплаты общественных парковок. Если вы арендуете электромобиль, заряжайте его в Ницце или Монако — зарядных станций там предостаточно.',
        'Чтобы проехать все три дороги по кругу с остановками в Эзе и у Трофея Августа в Ла-Тюрби, заложите хотя бы полдня. Большинство наших партнёров на Ривьере доставляют автомобили в отели Ниццы и Монако, так что путешествие можно начать прямо от дверей.',
      ),
    },
  },
  {
    slug: 'first-yacht-charter-tips',
    publishedAt: '2025-05-20',
    title: {
      en: 'Your first yacht charter: what to know before you step aboard',
      fr: "Votre première location de yacht : ce qu'il faut savoir avant d'embarquer",
      ru: 'Первая аренда яхты: что нужно знать, прежде чем подняться на борт',
    },
    summary: {
      en: 'Crewed or self-drive, what the price includes and how to pack: a short guide for first-time charterers.',
      fr: 'Avec ou sans équipage, ce que comprend le prix et comment préparer ses bagages : un petit guide pour une première location.',
      ru: 'С экипажем или без, что входит в стоимость и как собрать вещи: краткое руководство для тех, кто арендует яхту впервые.',
    },
    body: {
      en: paragraphs(
        'The first decision is whether you want a crew. Most yachts on our platform come with at least a skipper, so nobody in your group needs a boating licence: you simply choose where to swim and where to have lunch. Smaller self-drive day boats are cheaper, but the person at the helm must hold a licence that is valid in the country where you sail.',
        'Read carefully what the daily price covers. The crew, the yacht and its insurance are normally included, while fuel, marina fees, food and drinks are often charged separately. On larger yachts the captain may ask for an advance provisioning allowance (APA), a sum paid upfront to cover these costs; any unused amount is returned at the end of the charter.',
        'Pack light and bring soft bags rather than hard suitcases, which are difficult to stow on board. Bring shoes with non-marking soles or be ready to go barefoot, as well as sunscreen, a hat and a light jacket for the evening breeze. Let your captain know in advance about any allergies or dietary requirements.',
        'Finally, keep an eye on the weather. In the south of France the mistral can blow for several days in a row, and your captain may suggest changing the route to find sheltered anchorages. Trust their judgement: a calm bay is always better than a rough crossing.',
      ),
      fr: paragraphs(
        "La première décision consiste à choisir si vous voulez un équipage. La plupart des yachts de notre plateforme sont proposés au minimum avec un skipper : personne dans votre groupe n'a donc besoin de permis bateau, il vous suffit de choisir où vous baigner et où déjeuner. Les petits bateaux à la journée sans équipage coûtent moins cher, mais la personne à la barre doit être titulaire d'un permis valable dans le pays où vous naviguez.",
        "Lisez attentivement ce que comprend le prix journalier. L'équipage, le yacht et son assurance sont généralement inclus, tandis que le carburant, les frais de port, les repas et les boissons sont souvent facturés à part. Sur les grands yachts, le capitaine peut demander une avance sur frais (APA), une somme versée à l'avance pour couvrir ces dépenses ; le montant non utilisé vous est restitué à la fin de la location.",
        "Voyagez léger et privilégiez les sacs souples aux valises rigides, difficiles à ranger à bord. Prévoyez des chaussures à semelles non marquantes ou préparez-vous à marcher pieds nus, ainsi que de la crème solaire, un chapeau et une veste légère pour la brise du soir. Signalez à l'avance au capitaine toute allergie ou tout régime alimentaire particulier.",
        "Enfin, surveillez la météo. Dans le sud de la France, le mistral peut souffler plusieurs jours d'affilée, et votre capitaine vous proposera peut-être de modifier l'itinéraire pour trouver des mouillages abrités. Faites-lui confiance : une baie calme vaut toujours mieux qu'une traversée agitée.",
      ),
      ru: paragraphs(
        'Первое решение — нужен ли вам экипаж. Большинство яхт на нашей платформе сдаются как минимум со шкипером, поэтому никому в вашей компании не нужны права на управление судном: вы просто выбираете, где купаться и где обедать. Небольшие катера без экипажа обходятся дешевле, но тот, кто стоит за штурвалом, должен иметь права, действующие в стране плавания.',
        'Внимательно изучите, что входит в суточную стоимость. Экипаж, сама яхта и её страховка обычно включены, а топливо, стоянка в марине, еда и напитки часто оплачиваются отдельно. На больших яхтах капитан может попросить аванс на расходы (APA) — сумму, которая вносится заранее для покрытия этих трат; неизрасходованный остаток возвращается в конце аренды.',
        'Берите с собой минимум вещей и выбирайте мягкие сумки вместо жёстких чемоданов: их сложно разместить на борту. Возьмите обувь с подошвой, не оставляющей следов, или будьте готовы ходить босиком, а также солнцезащитный крем, головной убор и лёгкую куртку для вечернего бриза. Заранее сообщите капитану об аллергиях и особенностях питания.',
        'И наконец, следите за погодой. На юге Франции мистраль может дуть несколько дней подряд, и капитан, возможно, предложит изменить маршрут, чтобы найти защищённые якорные стоянки. Доверьтесь его опыту: спокойная бухта всегда лучше бурного перехода.',
      ),
    },
  },
  {
    slug: 'choosing-insurance-extras',
    publishedAt: '2025-06-09',
    title: {
      en: 'Collision damage, theft, full cover: which rental extras do you really need?',
      fr: 'Dommages, vol, assurance complète : de quelles options avez-vous vraiment besoin ?',
      ru: 'Повреждения, угон, полная страховка: какие дополнительные опции действительно нужны?',
    },
    summary: {
      en: 'A plain-language guide to the insurance extras offered with each car, and how they affect your deposit.',
      fr: "Un guide clair sur les options d'assurance proposées avec chaque voiture et sur leur incidence sur votre dépôt de garantie.",
      ru: 'Простыми словами о страховых опциях, которые предлагаются к каждому автомобилю, и о том, как они влияют на залог.',
    },
    body: {
      en: paragraphs(
        'Every car on our platform comes with the third-party liability insurance required by law. What varies is how much you would have to pay if the car itself were damaged or stolen. That amount, called the excess, is usually close to the deposit blocked on your card when you pick up the car.',
        'The collision damage waiver (CDW) limits what you pay if the bodywork is damaged in an accident. Theft protection does the same if the car is stolen or broken into. Full insurance goes further and usually reduces your excess to zero, often covering the windscreen and tyres as well. On each car page you can see, for every extra, whether it is charged, already included in the price or not offered by the supplier.',
        'So which ones should you take? For a short city rental of an inexpensive car, collision damage cover is often enough. For a premium car, a long road trip or narrow mountain roads, full insurance buys real peace of mind. Before you buy, check whether your credit card or travel insurance already covers rental cars, so that you do not pay twice.',
        'Whatever you choose, walk around the car with the agent at pick-up and photograph any existing scratches. Do the same when you return it. It takes five minutes and avoids most disputes.',
      ),
      fr: paragraphs(
        "Toutes les voitures de notre plateforme sont couvertes par l'assurance responsabilité civile obligatoire. Ce qui varie, c'est le montant que vous auriez à payer si la voiture elle-même était endommagée ou volée. Ce montant, appelé franchise, est généralement proche du dépôt de garantie bloqué sur votre carte lors de la prise en charge du véhicule.",
        "La garantie dommages par collision (CDW) limite ce que vous payez si la carrosserie est endommagée lors d'un accident. La protection contre le vol fait de même en cas de vol ou d'effraction. L'assurance complète va plus loin et ramène généralement la franchise à zéro, en couvrant souvent aussi le pare-brise et les pneus. Sur la page de chaque voiture, vous voyez pour chaque option si elle est payante, déjà incluse dans le prix ou non proposée par le loueur.",
        "Alors, lesquelles choisir ? Pour une courte location en ville d'une voiture peu coûteuse, la garantie dommages par collision suffit souvent. Pour une voiture haut de gamme, un long road trip ou des routes de montagne étroites, l'assurance complète offre une vraie tranquillité d'esprit. Avant d'acheter, vérifiez si votre carte bancaire ou votre assurance voyage couvre déjà les véhicules de location, afin de ne pas payer deux fois.",
        "Quel que soit votre choix, faites le tour de la voiture avec l'agent au moment de la prise en charge et photographiez les rayures existantes. Faites de même à la restitution. Cela prend cinq minutes et évite la plupart des litiges.",
      ),
      ru: paragraphs(
        'Все автомобили на нашей платформе застрахованы по обязательному страхованию гражданской ответственности. Различается другое: сколько вам придётся заплатить, если пострадает или будет угнан сам автомобиль. Эта сумма называется франшизой и обычно близка к залогу, который блокируется на вашей карте при получении машины.',
        'Страхование от повреждений (CDW) ограничивает сумму, которую вы платите, если кузов повреждён в аварии. Защита от угона действует так же в случае кражи или взлома. Полная страховка идёт дальше и, как правило, снижает франшизу до нуля, часто покрывая также лобовое стекло и шины. На странице каждого автомобиля для каждой опции указано, платная ли она, уже включена в цену или не предлагается прокатчиком.',
        'Так что же выбрать? Для короткой аренды недорогой машины в городе часто достаточно страхования от повреждений. Для автомобиля премиум-класса, долгого автопутешествия или узких горных дорог полная страховка даёт настоящее спокойствие. Перед покупкой проверьте, не покрывает ли уже арендованные автомобили ваша кредитная карта или туристическая страховка, чтобы не платить дважды.',
        'Что бы вы ни выбрали, при получении обойдите автомобиль вместе с сотрудником и сфотографируйте все имеющиеся царапины. Сделайте то же самое при возврате. Это занимает пять минут и помогает избежать большинства споров.',
      ),
    },
  },
  {
    slug: 'electric-cars-in-milan',
    publishedAt: '2025-07-02',
    title: {
      en: 'Driving electric in Milan: Area C, charging and day trips to the lakes',
      fr: 'Rouler en électrique à Milan : Area C, recharge et escapades vers les lacs',
      ru: 'На электромобиле по Милану: Area C, зарядка и поездки к озёрам',
    },
    summary: {
      en: 'Why an electric car makes sense in Milan, and how to plan charging for a day on Lake Como.',
      fr: 'Pourquoi une voiture électrique est un choix judicieux à Milan, et comment organiser la recharge pour une journée au lac de Côme.',
      ru: 'Почему в Милане стоит выбрать электромобиль и как спланировать зарядку для поездки на озеро Комо.',
    },
    body: {
      en: paragraphs(
        "Milan's historic centre lies inside Area C, a congestion charge zone that most petrol and diesel cars must pay to enter on weekdays. Electric cars can currently enter free of charge, which makes them the most practical choice if your hotel or meetings are inside the ring of the old city walls. The rules change regularly, so check the city's website before you travel.",
        'Charging points are easy to find. Public chargers from operators such as A2A, Enel X Way and Be Charge are spread across the city, and many hotels and underground car parks have their own. Most accept contactless payment or payment through an app, and a city car like the Fiat 500e recovers a good share of its range over a long lunch.',
        'Lake Como is only about 50 kilometres from Milan, so even a small electric car can make the return trip without stopping to charge. If you plan to explore the whole lake, from Como to Bellagio and Varenna, choose a model with a longer range or charge overnight at your hotel: the lakeside roads are narrow and slow, and chargers are scarcer in the villages.',
        "Finally, remember that electric cars are almost silent at low speed. Pedestrians and cyclists in Milan's busy streets may not hear you coming, so take extra care around trams and pedestrian crossings.",
      ),
      fr: paragraphs(
        "Le centre historique de Milan se trouve dans l'Area C, une zone à péage urbain où la plupart des voitures essence et diesel doivent payer pour entrer en semaine. Les voitures électriques peuvent actuellement y accéder gratuitement, ce qui en fait le choix le plus pratique si votre hôtel ou vos rendez-vous se trouvent à l'intérieur de l'ancienne enceinte de la ville. Les règles évoluent régulièrement : consultez le site de la ville avant votre départ.",
        "Trouver une borne est facile. Les bornes publiques d'opérateurs comme A2A, Enel X Way ou Be Charge sont réparties dans toute la ville, et de nombreux hôtels et parkings souterrains disposent de leurs propres points de recharge. La plupart acceptent le paiement sans contact ou via une application, et une citadine comme la Fiat 500e récupère une bonne partie de son autonomie le temps d'un long déjeuner.",
        "Le lac de Côme n'est qu'à une cinquantaine de kilomètres de Milan : même une petite voiture électrique peut faire l'aller-retour sans recharger. Si vous comptez explorer tout le lac, de Côme à Bellagio et Varenna, choisissez un modèle à plus grande autonomie ou rechargez pendant la nuit à votre hôtel : les routes du bord du lac sont étroites et lentes, et les bornes se font plus rares dans les villages.",
        "Enfin, n'oubliez pas que les voitures électriques sont presque silencieuses à basse vitesse. Dans les rues animées de Milan, piétons et cyclistes risquent de ne pas vous entendre arriver : redoublez de prudence près des tramways et des passages piétons.",
      ),
      ru: paragraphs(
        'Исторический центр Милана находится в зоне Area C: в будние дни большинство бензиновых и дизельных автомобилей платят за въезд в неё. Электромобили пока могут въезжать бесплатно, поэтому это самый практичный выбор, если ваш отель или деловые встречи находятся внутри кольца старых городских стен. Правила регулярно меняются, так что перед поездкой проверьте информацию на сайте города.',
        'Найти зарядку несложно. Общественные станции таких операторов, как A2A, Enel X Way и Be Charge, есть по всему городу, а во многих отелях и подземных паркингах установлены собственные. Большинство из них принимают бесконтактную оплату или оплату через приложение, а городской автомобиль вроде Fiat 500e успевает восполнить значительную часть запаса хода за долгий обед.',
        'Озеро Комо находится всего примерно в 50 километрах от Милана, поэтому даже небольшой электромобиль доедет туда и обратно без подзарядки. Если вы хотите объехать всё озеро — от Комо до Белладжо и Варенны, — выберите модель с большим запасом хода или заряжайте машину ночью в отеле: дороги вдоль озера узкие и медленные, а зарядных станций в деревнях меньше.',
        'И наконец, помните, что на малой скорости электромобили почти не слышны. Пешеходы и велосипедисты на оживлённых улицах Милана могут не услышать ваше приближение, поэтому будьте особенно внимательны возле трамваев и пешеходных переходов.',
      ),
    },
  },
];
