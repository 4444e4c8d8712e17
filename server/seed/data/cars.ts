import type { SeedCar } from '@/server/seed/types';

/**
 * Prices of the six extras, in this order:
 * cancellation, amendments, theft protection, collision damage waiver, full insurance, additional driver.
 * Each value: > 0 its price in EUR, 0 included, -1 not offered.
 */
type Extras = readonly [
  cancellation: number,
  amendments: number,
  theftProtection: number,
  collisionDamageWaiver: number,
  fullInsurance: number,
  additionalDriver: number,
];

/** Standard rate: free cancellation and changes, cover sold per day. */
const STANDARD: Extras = [0, 0, 9, 15, 28, 7];
/** Premium cars: every extra available at a price. */
const PREMIUM: Extras = [25, 15, 20, 30, 55, 12];
/** Prestige cars: theft and collision cover included, full cover optional. */
const PRESTIGE: Extras = [60, 30, 0, 0, 120, 40];
/** Supercars: non-refundable, single named driver. */
const SUPERCAR: Extras = [-1, 50, 0, 0, 150, -1];
/** City rate: additional driver included. */
const CITY: Extras = [12, 8, 7, 12, 22, 0];
/** Budget city rate: collision cover only. */
const CITY_BUDGET: Extras = [12, 8, -1, 12, -1, 0];
/** Vans and minibuses. */
const UTILITY: Extras = [12, 8, 10, 18, 30, 0];
/** Lake rate: free cancellation, no amendments. */
const LAKE: Extras = [0, -1, 10, 18, 35, 9];
/** Lake prestige: full cover included, so collision cover is not sold separately. */
const LAKE_PRESTIGE: Extras = [40, -1, 0, -1, 0, 25];
/** Coast rate. */
const COAST: Extras = [10, 0, 8, 14, 26, 5];
/** Coast rate for larger vehicles, additional driver included. */
const COAST_PLUS: Extras = [15, 0, 12, 20, 38, 0];
/** Everything included in the daily price. */
const ALL_INCLUSIVE: Extras = [0, 0, 0, 0, 0, 0];
/** Concierge rate: everything included except full cover. */
const CONCIERGE: Extras = [0, 0, 0, 0, 90, 0];

type CarSpec = Omit<
  SeedCar,
  | 'cancellation'
  | 'amendments'
  | 'theftProtection'
  | 'collisionDamageWaiver'
  | 'fullInsurance'
  | 'additionalDriver'
  | 'aircon'
  | 'minimumAge'
  | 'available'
  | 'description'
> & {
  extras: Extras;
  /** Defaults to true. */
  aircon?: boolean;
  /** Defaults to 21. */
  minimumAge?: number;
  /** Defaults to true. */
  available?: boolean;
  en: string;
  fr: string;
  ru: string;
};

function car({ extras, aircon = true, minimumAge = 21, available = true, en, fr, ru, ...rest }: CarSpec): SeedCar {
  const [cancellation, amendments, theftProtection, collisionDamageWaiver, fullInsurance, additionalDriver] = extras;
  return {
    ...rest,
    aircon,
    minimumAge,
    available,
    cancellation,
    amendments,
    theftProtection,
    collisionDamageWaiver,
    fullInsurance,
    additionalDriver,
    description: { en, fr, ru },
  };
}

export const cars: SeedCar[] = [
  // ── Riviera Drive (Monaco, Nice, Cannes, Saint-Tropez) ──────────────────────
  car({
    supplier: 'riviera-drive', brand: 'Renault', model: 'Clio', year: 2023,
    bodyType: 'hatchback', category: 'sedan', engineType: 'gasoline', gearbox: 'manual', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 5, doors: 5, deposit: 250, price: 39, extras: STANDARD,
    badges: ['now'], locations: ['nice', 'cannes'], color: '#c8102e',
    en: "Nimble city hatchback that slips easily through the narrow streets of Nice.",
    fr: "Citadine agile qui se faufile facilement dans les rues étroites de Nice.",
    ru: "Юркий городской хэтчбек, который легко проезжает по узким улочкам Ниццы.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'Peugeot', model: '208', year: 2024,
    bodyType: 'hatchback', category: 'sedan', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 5, doors: 5, deposit: 300, price: 45, extras: STANDARD,
    badges: ['now', 'sameday'], locations: ['nice', 'monaco'], color: '#1f4e9c',
    en: "Modern supermini with an automatic gearbox and Peugeot's compact i-Cockpit.",
    fr: "Citadine moderne à boîte automatique, dotée du i-Cockpit compact de Peugeot.",
    ru: "Современный компактный хэтчбек с автоматической коробкой и фирменным i-Cockpit от Peugeot.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'Toyota', model: 'Yaris Hybrid', year: 2023,
    bodyType: 'hatchback', category: 'sedan', engineType: 'hybrid', gearbox: 'cvt', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 5, doors: 5, deposit: 300, price: 44, extras: STANDARD,
    badges: ['sameday'], locations: ['nice'], color: '#b0b5ba',
    en: "Frugal self-charging hybrid that runs silently on electric power in town.",
    fr: "Hybride autorechargeable et sobre, qui roule en silence en mode électrique en ville.",
    ru: "Экономичный самозаряжающийся гибрид, который в городе бесшумно едет на электротяге.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'Volkswagen', model: 'Golf', year: 2022,
    bodyType: 'hatchback', category: 'sedan', engineType: 'unknown', gearbox: 'manual', fuelPolicy: 'freeTank',
    mileage: 250, seats: 5, doors: 5, deposit: 250, price: 41, extras: STANDARD,
    badges: ['onsale'], locations: ['cannes', 'nice'], color: '#444b52',
    en: "Guaranteed model; the petrol or diesel version depends on fleet availability.",
    fr: "Modèle garanti ; la version essence ou diesel dépend des disponibilités de la flotte.",
    ru: "Модель гарантирована; бензиновая или дизельная версия — в зависимости от наличия в автопарке.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'Fiat', model: '500C Hybrid', year: 2023,
    bodyType: 'convertible', category: 'cabrio', engineType: 'hybrid', gearbox: 'manual', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 4, doors: 3, deposit: 350, price: 55, extras: STANDARD,
    badges: ['limited'], locations: ['cannes', 'saint-tropez'], color: '#efe3c8',
    en: "Retro soft-top for sunny coastal drives with the canvas roof rolled back.",
    fr: "Cabriolet rétro pour rouler au soleil le long de la côte, capote en toile ouverte.",
    ru: "Ретро-кабриолет для солнечных поездок вдоль побережья с открытой тканевой крышей.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'Mini', model: 'Cooper Convertible', year: 2023,
    bodyType: 'convertible', category: 'cabrio', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 4, doors: 2, deposit: 600, price: 85, extras: PREMIUM,
    badges: ['now'], locations: ['monaco', 'nice'], color: '#2e6b3a',
    en: "Playful open-top Mini with a quick electric roof, perfect for the Corniche roads.",
    fr: "Mini décapotable pleine de caractère, au toit électrique rapide, parfaite pour les routes des Corniches.",
    ru: "Задорный Mini с открытым верхом и быстрой электрической крышей — идеален для дорог Корниш.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'Tesla', model: 'Model 3 Long Range', year: 2024,
    bodyType: 'sedan', category: 'electric', engineType: 'electric', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 5, doors: 4, deposit: 800, price: 110, extras: PREMIUM,
    badges: ['now', 'delivery'], locations: ['nice', 'monaco', 'cannes'], color: '#f5f5f5',
    en: "Long-range electric saloon with Supercharger access along the whole Riviera.",
    fr: "Berline électrique à grande autonomie, avec accès aux Superchargeurs sur toute la Riviera.",
    ru: "Электрический седан с большим запасом хода и доступом к Supercharger по всей Ривьере.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'Land Rover', model: 'Range Rover Evoque P300e', year: 2023,
    bodyType: 'suv', category: 'SUV', engineType: 'plugInHybrid', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 5, doors: 5, deposit: 1500, price: 180, extras: PREMIUM,
    badges: ['delivery'], locations: ['monaco', 'cannes', 'saint-tropez'], color: '#1b1b1b',
    en: "Compact luxury SUV whose plug-in hybrid drive glides silently through Monaco.",
    fr: "SUV compact de luxe dont la motorisation hybride rechargeable traverse Monaco en silence.",
    ru: "Компактный люксовый кроссовер, который благодаря подключаемому гибриду бесшумно скользит по улицам Монако.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'Mercedes-Benz', model: 'V-Class V 300 d', year: 2023,
    bodyType: 'van', category: 'van', engineType: 'diesel', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 8, doors: 5, deposit: 1200, price: 210, extras: PREMIUM,
    badges: ['delivery', 'tomorrow'], locations: ['nice', 'monaco'], color: '#0d0d0d',
    en: "Eight-seat executive people carrier, a favourite for Nice airport transfers.",
    fr: "Monospace haut de gamme à huit places, très apprécié pour les transferts depuis l'aéroport de Nice.",
    ru: "Представительский минивэн на восемь мест — популярный выбор для трансферов из аэропорта Ниццы.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'Jeep', model: 'Wrangler Unlimited', year: 2022,
    bodyType: 'suv', category: 'SUV', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'freeTank',
    mileage: 250, seats: 5, doors: 5, deposit: 900, price: 140, extras: PREMIUM,
    badges: ['limited'], locations: ['saint-tropez'], color: '#e4b400',
    en: "Removable-roof 4x4 made for beach clubs and the hill villages above Saint-Tropez.",
    fr: "4x4 au toit amovible, taillé pour les plages privées et les villages perchés au-dessus de Saint-Tropez.",
    ru: "Полноприводный внедорожник со съёмной крышей — для пляжных клубов и горных деревушек над Сен-Тропе.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'Citroën', model: 'C3 Aircross', year: 2022,
    bodyType: 'suv', category: 'SUV', engineType: 'gasoline', gearbox: 'manual', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 5, doors: 5, deposit: 400, price: 52, extras: STANDARD, available: false,
    badges: ['tomorrow'], locations: ['saint-tropez', 'cannes'], color: '#e07a2f',
    en: "Roomy small SUV with a high driving position and a generous boot for beach gear.",
    fr: "Petit SUV spacieux, avec une position de conduite haute et un grand coffre pour l'équipement de plage.",
    ru: "Просторный компактный кроссовер с высокой посадкой и вместительным багажником для пляжных вещей.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'Smart', model: 'EQ fortwo', year: 2022,
    bodyType: 'compact', category: 'electric', engineType: 'electric', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 2, doors: 2, deposit: 250, price: 45, extras: STANDARD,
    badges: ['now'], locations: ['monaco'], color: '#d7d2c6',
    en: "Two-seat electric city car that fits into the tightest parking spaces in Monaco.",
    fr: "Citadine électrique biplace qui se glisse dans les places de parking les plus étroites de Monaco.",
    ru: "Двухместный городской электромобиль, который поместится даже на самое тесное парковочное место в Монако.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'Porsche', model: '718 Boxster', year: 2023,
    bodyType: 'convertible', category: 'sports', engineType: 'gasoline', gearbox: 'manual', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 2, doors: 2, deposit: 3000, price: 390, extras: PREMIUM, minimumAge: 25,
    badges: ['onsale'], locations: ['monaco', 'nice'], color: '#c0c4c8',
    en: "Mid-engined roadster with a six-speed manual, built for the bends of the Col de Turini.",
    fr: "Roadster à moteur central et boîte manuelle à six rapports, conçu pour les virages du col de Turini.",
    ru: "Среднемоторный родстер с шестиступенчатой механикой, созданный для виражей перевала Турини.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'Renault', model: 'Captur E-Tech Hybrid', year: 2023,
    bodyType: 'suv', category: 'SUV', engineType: 'hybrid', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 5, doors: 5, deposit: 450, price: 58, extras: STANDARD,
    badges: ['now'], locations: ['cannes', 'nice'], color: '#d35400',
    en: "Versatile full-hybrid crossover with a sliding rear bench.",
    fr: "Crossover full hybride polyvalent, doté d'une banquette arrière coulissante.",
    ru: "Универсальный полногибридный кроссовер со сдвижным задним диваном.",
  }),
  car({
    supplier: 'riviera-drive', brand: 'BMW', model: '430i Convertible', year: 2023,
    bodyType: 'convertible', category: 'cabrio', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 4, doors: 2, deposit: 1200, price: 170, extras: PREMIUM,
    badges: ['tomorrow'], locations: ['cannes', 'saint-tropez'], color: '#1e3a5f',
    en: "Four-seat convertible with a quiet fabric roof, comfortable enough for long coastal drives.",
    fr: "Cabriolet quatre places à la capote silencieuse, assez confortable pour de longues balades sur la côte.",
    ru: "Четырёхместный кабриолет с тихой тканевой крышей, достаточно комфортный для долгих поездок вдоль побережья.",
  }),

  // ── Azur Prestige (Monaco, Cannes, Saint-Tropez, Paris) ─────────────────────
  car({
    supplier: 'azur-prestige', brand: 'Porsche', model: '911 Carrera Cabriolet', year: 2023,
    bodyType: 'convertible', category: 'cabrio', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 4, doors: 2, deposit: 5000, price: 590, extras: PRESTIGE, minimumAge: 25,
    badges: ['limited'], locations: ['monaco', 'cannes'], color: '#a3a8ad',
    en: "The iconic rear-engined 911, with a fabric roof that opens in about twelve seconds.",
    fr: "L'iconique 911 à moteur arrière, avec une capote qui s'ouvre en une douzaine de secondes.",
    ru: "Легендарный заднемоторный 911 с тканевой крышей, которая открывается примерно за двенадцать секунд.",
  }),
  car({
    supplier: 'azur-prestige', brand: 'Ferrari', model: 'Roma', year: 2022,
    bodyType: 'coupe', category: 'coupe', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 4, doors: 2, deposit: 10000, price: 890, extras: SUPERCAR, minimumAge: 25,
    badges: ['limited', 'delivery'], locations: ['monaco'], color: '#b3001b',
    en: "Elegant 620 hp grand tourer with 2+2 seating and Ferrari's twin-turbo V8.",
    fr: "Élégante GT de 620 ch à quatre places 2+2, animée par le V8 biturbo de Ferrari.",
    ru: "Элегантный гран-турер мощностью 620 л. с. с посадкой 2+2 и битурбированным V8 Ferrari.",
  }),
  car({
    supplier: 'azur-prestige', brand: 'Lamborghini', model: 'Huracán EVO Spyder', year: 2022,
    bodyType: 'convertible', category: 'sports', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 2, doors: 2, deposit: 15000, price: 900, extras: SUPERCAR, minimumAge: 25,
    badges: ['delivery'], locations: ['monaco', 'saint-tropez'], color: '#f2c300',
    en: "Open-top V10 supercar, delivered to your hotel with a full handover briefing.",
    fr: "Supercar V10 décapotable, livrée à votre hôtel avec une présentation complète du véhicule.",
    ru: "Открытый суперкар с двигателем V10: доставка в ваш отель и подробный инструктаж при передаче.",
  }),
  car({
    supplier: 'azur-prestige', brand: 'Bentley', model: 'Continental GTC', year: 2022,
    bodyType: 'convertible', category: 'luxury', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 4, doors: 2, deposit: 8000, price: 750, extras: PRESTIGE, minimumAge: 25,
    badges: ['tomorrow'], locations: ['cannes', 'monaco'], color: '#0b3d2e',
    en: "Hand-finished grand touring convertible with a neck warmer for cool evening drives.",
    fr: "Cabriolet grand tourisme fini à la main, avec chauffe-nuque pour les balades du soir.",
    ru: "Кабриолет гран-туризмо с ручной отделкой и обогревом шеи для прохладных вечерних поездок.",
  }),
  car({
    supplier: 'azur-prestige', brand: 'Mercedes-AMG', model: 'G 63', year: 2023,
    bodyType: 'suv', category: 'SUV', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 5, doors: 5, deposit: 6000, price: 650, extras: PRESTIGE, minimumAge: 25,
    badges: ['sameday'], locations: ['monaco', 'saint-tropez'], color: '#1c1c1c',
    en: "Boxy V8 off-roader that turns heads from Casino Square to Pampelonne beach.",
    fr: "Tout-terrain V8 aux lignes carrées, qui attire les regards de la place du Casino à la plage de Pampelonne.",
    ru: "Угловатый внедорожник с V8, который притягивает взгляды от площади Казино до пляжа Пампелонн.",
  }),
  car({
    supplier: 'azur-prestige', brand: 'Mercedes-Benz', model: 'S 580 e', year: 2023,
    bodyType: 'sedan', category: 'luxury', engineType: 'plugInHybrid', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 5, doors: 4, deposit: 4000, price: 480, extras: PRESTIGE, minimumAge: 25,
    badges: ['now', 'delivery'], locations: ['paris', 'monaco'], color: '#101820',
    en: "Flagship limousine with reclining rear seats and around 100 km of electric range.",
    fr: "Limousine de prestige aux sièges arrière inclinables, avec une centaine de kilomètres d'autonomie électrique.",
    ru: "Флагманский седан с откидывающимися задними креслами и запасом хода на электричестве около 100 км.",
  }),
  car({
    supplier: 'azur-prestige', brand: 'Porsche', model: 'Taycan 4S', year: 2024,
    bodyType: 'sedan', category: 'electric', engineType: 'electric', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 4, doors: 4, deposit: 3000, price: 420, extras: PRESTIGE, minimumAge: 25,
    badges: ['now'], locations: ['paris', 'cannes'], color: '#3a5f7d',
    en: "All-electric sports saloon with 800-volt fast charging and genuine Porsche handling.",
    fr: "Berline sportive 100 % électrique, avec recharge rapide en 800 volts et un vrai comportement de Porsche.",
    ru: "Полностью электрический спортивный седан с быстрой зарядкой 800 В и настоящей управляемостью Porsche.",
  }),
  car({
    supplier: 'azur-prestige', brand: 'Land Rover', model: 'Range Rover P440e', year: 2024,
    bodyType: 'suv', category: 'luxury', engineType: 'plugInHybrid', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 5, doors: 5, deposit: 4000, price: 450, extras: PRESTIGE, minimumAge: 25,
    badges: ['delivery'], locations: ['saint-tropez', 'monaco'], color: '#e8e6df',
    en: "Full-size luxury SUV with a serene cabin and a plug-in hybrid powertrain.",
    fr: "Grand SUV de luxe à l'habitacle feutré, doté d'une motorisation hybride rechargeable.",
    ru: "Полноразмерный люксовый внедорожник с тихим салоном и подключаемой гибридной установкой.",
  }),
  car({
    supplier: 'azur-prestige', brand: 'McLaren', model: 'Artura', year: 2023,
    bodyType: 'coupe', category: 'sports', engineType: 'plugInHybrid', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 2, doors: 2, deposit: 12000, price: 880, extras: SUPERCAR, minimumAge: 25, available: false,
    badges: ['limited'], locations: ['monaco'], color: '#ff7300',
    en: "Hybrid supercar with dihedral doors, 680 hp and a silent electric mode.",
    fr: "Supercar hybride à portes en élytre, forte de 680 ch, avec un mode électrique silencieux.",
    ru: "Гибридный суперкар с дверями «крылья жука», мощностью 680 л. с. и бесшумным электрорежимом.",
  }),
  car({
    supplier: 'azur-prestige', brand: 'Aston Martin', model: 'DB12', year: 2024,
    bodyType: 'coupe', category: 'coupe', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 4, doors: 2, deposit: 9000, price: 820, extras: PRESTIGE, minimumAge: 25,
    badges: ['tomorrow'], locations: ['cannes'], color: '#2f4f4f',
    en: "British super tourer with a 680 hp V8, made for long runs to Saint-Tropez.",
    fr: "Super GT britannique au V8 de 680 ch, idéale pour les longs trajets jusqu'à Saint-Tropez.",
    ru: "Британский супертурер с V8 мощностью 680 л. с., созданный для дальних поездок в Сен-Тропе.",
  }),
  car({
    supplier: 'azur-prestige', brand: 'Mercedes-AMG', model: 'SL 63', year: 2023,
    bodyType: 'convertible', category: 'cabrio', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 4, doors: 2, deposit: 5000, price: 620, extras: PRESTIGE, minimumAge: 25,
    badges: ['onsale'], locations: ['saint-tropez'], color: '#c0c0c0',
    en: "Two-plus-two roadster with a fabric roof and a thunderous AMG V8.",
    fr: "Roadster 2+2 à capote en toile, animé par un V8 AMG tonitruant.",
    ru: "Родстер 2+2 с тканевой крышей и громогласным V8 от AMG.",
  }),

  // ── Lutèce Mobilité (Paris, Nice) ───────────────────────────────────────────
  car({
    supplier: 'lutece-mobilite', brand: 'Dacia', model: 'Sandero', year: 2023,
    bodyType: 'hatchback', category: 'sedan', engineType: 'gasoline', gearbox: 'manual', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 5, doors: 5, deposit: 200, price: 35, extras: CITY_BUDGET,
    badges: ['now', 'onsale'], locations: ['paris', 'nice'], color: '#8a8d8f',
    en: "No-frills, economical hatchback, the smart choice for a short city stay.",
    fr: "Citadine simple et économique, le choix malin pour un court séjour en ville.",
    ru: "Простой и экономичный хэтчбек — разумный выбор для короткой поездки в город.",
  }),
  car({
    supplier: 'lutece-mobilite', brand: 'Renault', model: 'Zoe', year: 2022,
    bodyType: 'hatchback', category: 'electric', engineType: 'electric', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 5, doors: 5, deposit: 250, price: 38, extras: CITY_BUDGET,
    badges: ['now'], locations: ['paris'], color: '#4a90c2',
    en: "Quiet electric supermini with free charging at our Paris agency.",
    fr: "Citadine électrique silencieuse, avec recharge gratuite dans notre agence parisienne.",
    ru: "Тихий электрический хэтчбек с бесплатной зарядкой в нашем парижском офисе.",
  }),
  car({
    supplier: 'lutece-mobilite', brand: 'Renault', model: 'Mégane E-Tech Electric', year: 2023,
    bodyType: 'hatchback', category: 'electric', engineType: 'electric', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 5, doors: 5, deposit: 500, price: 75, extras: CITY,
    badges: ['sameday'], locations: ['paris'], color: '#5b6770',
    en: "Spacious electric hatchback with Google built in and a range of around 450 km.",
    fr: "Compacte électrique spacieuse, avec Google intégré et environ 450 km d'autonomie.",
    ru: "Просторный электрический хэтчбек со встроенными сервисами Google и запасом хода около 450 км.",
  }),
  car({
    supplier: 'lutece-mobilite', brand: 'DS', model: 'DS 9 E-Tense', year: 2023,
    bodyType: 'sedan', category: 'luxury', engineType: 'plugInHybrid', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 5, doors: 4, deposit: 900, price: 130, extras: CITY,
    badges: ['delivery'], locations: ['paris'], color: '#2b2b3a',
    en: "French flagship saloon with quilted leather seats and a plug-in hybrid drive.",
    fr: "Berline française haut de gamme aux sièges en cuir matelassé, avec motorisation hybride rechargeable.",
    ru: "Флагманский французский седан со стёгаными кожаными сиденьями и подключаемым гибридом.",
  }),
  car({
    supplier: 'lutece-mobilite', brand: 'Toyota', model: 'C-HR Hybrid', year: 2023,
    bodyType: 'suv', category: 'SUV', engineType: 'hybrid', gearbox: 'cvt', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 5, doors: 5, deposit: 450, price: 65, extras: CITY,
    badges: ['now'], locations: ['paris', 'nice'], color: '#b22222',
    en: "Stylish hybrid crossover that stays frugal in Paris traffic.",
    fr: "Crossover hybride au style affirmé, qui reste sobre dans la circulation parisienne.",
    ru: "Стильный гибридный кроссовер, который остаётся экономичным даже в парижских пробках.",
  }),
  car({
    supplier: 'lutece-mobilite', brand: 'Renault', model: 'Trafic Passenger', year: 2022,
    bodyType: 'van', category: 'van', engineType: 'diesel', gearbox: 'manual', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 9, doors: 4, deposit: 1000, price: 120, extras: UTILITY,
    badges: ['tomorrow'], locations: ['paris', 'nice'], color: '#ffffff',
    en: "Nine-seat minibus for group trips, with room for luggage behind the third row.",
    fr: "Minibus neuf places pour les déplacements en groupe, avec de la place pour les bagages derrière le troisième rang.",
    ru: "Девятиместный микроавтобус для групповых поездок с местом для багажа за третьим рядом.",
  }),
  car({
    supplier: 'lutece-mobilite', brand: 'Citroën', model: 'Jumpy', year: 2022,
    bodyType: 'van', category: 'van', engineType: 'diesel', gearbox: 'manual', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 3, doors: 4, deposit: 700, price: 79, extras: UTILITY,
    badges: ['sameday'], locations: ['paris'], color: '#f0f0f0',
    en: "Three-seat panel van, handy for moving house or carrying bulky equipment.",
    fr: "Fourgon trois places, pratique pour un déménagement ou le transport de matériel encombrant.",
    ru: "Трёхместный цельнометаллический фургон — удобен для переезда или перевозки громоздкого оборудования.",
  }),
  car({
    supplier: 'lutece-mobilite', brand: 'BMW', model: '320d', year: 2023,
    bodyType: 'sedan', category: 'sedan', engineType: 'diesel', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 5, doors: 4, deposit: 700, price: 89, extras: CITY,
    badges: ['now'], locations: ['paris', 'nice'], color: '#0f2a4a',
    en: "Efficient rear-wheel-drive saloon, ideal for the motorway run from Paris to the coast.",
    fr: "Berline efficace à propulsion, idéale pour rejoindre la côte depuis Paris par l'autoroute.",
    ru: "Экономичный заднеприводный седан — идеален для поездки по автомагистрали из Парижа к морю.",
  }),
  car({
    supplier: 'lutece-mobilite', brand: 'Tesla', model: 'Model Y', year: 2024,
    bodyType: 'suv', category: 'electric', engineType: 'electric', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 7, doors: 5, deposit: 1000, price: 125, extras: CITY,
    badges: ['now', 'delivery'], locations: ['paris', 'nice'], color: '#1a1a1a',
    en: "Seven-seat electric SUV with a huge boot and Autopilot for relaxed motorway driving.",
    fr: "SUV électrique sept places, au coffre immense, avec Autopilot pour des trajets sur autoroute en toute détente.",
    ru: "Семиместный электрический кроссовер с огромным багажником и Autopilot для спокойной езды по трассе.",
  }),
  car({
    supplier: 'lutece-mobilite', brand: 'Volvo', model: 'XC90 T8 Recharge', year: 2023,
    bodyType: 'suv', category: 'SUV', engineType: 'plugInHybrid', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 7, doors: 5, deposit: 1500, price: 170, extras: CITY,
    badges: ['tomorrow'], locations: ['paris'], color: '#d8d8d0',
    en: "Seven-seat Scandinavian SUV with top safety ratings, made for family road trips.",
    fr: "SUV scandinave sept places, parmi les mieux notés en matière de sécurité, idéal pour les voyages en famille.",
    ru: "Семиместный скандинавский внедорожник с высшими оценками безопасности для семейных путешествий.",
  }),
  car({
    supplier: 'lutece-mobilite', brand: 'Honda', model: 'Jazz e:HEV', year: 2022,
    bodyType: 'hatchback', category: 'sedan', engineType: 'hybrid', gearbox: 'cvt', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 5, doors: 5, deposit: 300, price: 48, extras: CITY,
    badges: ['onsale'], locations: ['nice'], color: '#7a2d3b',
    en: "Compact hybrid with surprisingly versatile Magic Seats in the back.",
    fr: "Petite hybride aux « Magic Seats » arrière étonnamment modulables.",
    ru: "Компактный гибрид с удивительно трансформируемыми задними сиденьями Magic Seats.",
  }),
  car({
    supplier: 'lutece-mobilite', brand: 'Peugeot', model: '5008', year: 2023,
    bodyType: 'suv', category: 'SUV', engineType: 'diesel', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 7, doors: 5, deposit: 800, price: 95, extras: CITY, available: false,
    badges: ['tomorrow'], locations: ['paris', 'nice'], color: '#3d4b5c',
    en: "Seven-seat French SUV with three individual seats in the middle row.",
    fr: "SUV français sept places, avec trois sièges individuels au deuxième rang.",
    ru: "Семиместный французский кроссовер с тремя отдельными сиденьями во втором ряду.",
  }),
  car({
    supplier: 'lutece-mobilite', brand: 'Volkswagen', model: 'ID. Buzz LWB', year: 2024,
    bodyType: 'van', category: 'electric', engineType: 'electric', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 7, doors: 5, deposit: 1200, price: 145, extras: UTILITY,
    badges: ['delivery'], locations: ['paris'], color: '#f2a900',
    en: "Electric reinterpretation of the classic VW bus, with seven seats in the long version.",
    fr: "Réinterprétation électrique du mythique Combi Volkswagen, avec sept places en version longue.",
    ru: "Электрическое переосмысление легендарного микроавтобуса VW, семь мест в удлинённой версии.",
  }),

  // ── Lago & Strada Noleggio (Milan, Lake Como) ───────────────────────────────
  car({
    supplier: 'lago-strada', brand: 'Fiat', model: 'Panda Hybrid', year: 2022,
    bodyType: 'compact', category: 'sedan', engineType: 'hybrid', gearbox: 'manual', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 4, doors: 5, deposit: 200, price: 35, extras: LAKE,
    badges: ['now', 'onsale'], locations: ['milan'], color: '#6b8e23',
    en: "Classic Italian runabout with a mild-hybrid engine, easy to park anywhere in Milan.",
    fr: "Petite italienne classique à motorisation hybride légère, facile à garer partout à Milan.",
    ru: "Классическая итальянская малолитражка с мягким гибридом, которую легко припарковать в любом районе Милана.",
  }),
  car({
    supplier: 'lago-strada', brand: 'Fiat', model: '500e', year: 2024,
    bodyType: 'compact', category: 'electric', engineType: 'electric', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 4, doors: 3, deposit: 300, price: 49, extras: LAKE,
    badges: ['now'], locations: ['milan'], color: '#9ad1d4',
    en: "Electric city icon that enters Milan's Area C charging zone for free.",
    fr: "Icône urbaine électrique qui entre gratuitement dans la zone à péage Area C de Milan.",
    ru: "Электрическая городская икона, которая бесплатно въезжает в платную зону Area C в Милане.",
  }),
  car({
    supplier: 'lago-strada', brand: 'Alfa Romeo', model: 'Giulia', year: 2023,
    bodyType: 'sedan', category: 'sedan', engineType: 'diesel', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 5, doors: 4, deposit: 800, price: 110, extras: LAKE,
    badges: ['tomorrow'], locations: ['milan', 'lake-como'], color: '#8b0000',
    en: "Sharp-handling Italian saloon, a joy on the winding road along Lake Como.",
    fr: "Berline italienne au comportement incisif, un régal sur la route sinueuse qui longe le lac de Côme.",
    ru: "Итальянский седан с острой управляемостью — сплошное удовольствие на извилистой дороге вдоль озера Комо.",
  }),
  car({
    supplier: 'lago-strada', brand: 'Alfa Romeo', model: 'Tonale Plug-in Hybrid Q4', year: 2023,
    bodyType: 'suv', category: 'SUV', engineType: 'plugInHybrid', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 5, doors: 5, deposit: 700, price: 95, extras: LAKE,
    badges: ['delivery'], locations: ['milan', 'lake-como'], color: '#1e4d2b',
    en: "Compact premium SUV with all-wheel drive for trips up to the mountain villages.",
    fr: "SUV compact premium à transmission intégrale, pour monter jusqu'aux villages de montagne.",
    ru: "Компактный премиальный кроссовер с полным приводом для поездок в горные деревни.",
  }),
  car({
    supplier: 'lago-strada', brand: 'Maserati', model: 'GranCabrio Trofeo', year: 2024,
    bodyType: 'convertible', category: 'cabrio', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 4, doors: 2, deposit: 6000, price: 690, extras: LAKE_PRESTIGE, minimumAge: 25,
    badges: ['limited'], locations: ['lake-como', 'milan'], color: '#1c2e4a',
    en: "Four-seat Italian convertible with a Nettuno V6, made for lakeside drives.",
    fr: "Cabriolet italien quatre places au V6 Nettuno, taillé pour les balades au bord du lac.",
    ru: "Четырёхместный итальянский кабриолет с V6 Nettuno, созданный для прогулок вдоль озера.",
  }),
  car({
    supplier: 'lago-strada', brand: 'Lamborghini', model: 'Urus S', year: 2023,
    bodyType: 'suv', category: 'sports', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 5, doors: 5, deposit: 10000, price: 880, extras: LAKE_PRESTIGE, minimumAge: 25,
    badges: ['delivery', 'limited'], locations: ['milan', 'lake-como'], color: '#2d2d2d',
    en: "Super SUV with 666 hp and room for five, delivered anywhere in Milan.",
    fr: "Super SUV de 666 ch pouvant accueillir cinq personnes, livré partout à Milan.",
    ru: "Суперкроссовер мощностью 666 л. с. на пять мест с доставкой в любую точку Милана.",
  }),
  car({
    supplier: 'lago-strada', brand: 'Jeep', model: 'Renegade 4xe', year: 2022,
    bodyType: 'suv', category: 'SUV', engineType: 'plugInHybrid', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 5, doors: 5, deposit: 500, price: 70, extras: LAKE,
    badges: ['now'], locations: ['lake-como'], color: '#556b2f',
    en: "Plug-in hybrid 4x4, sure-footed on the steep lanes above Bellagio.",
    fr: "4x4 hybride rechargeable, à l'aise sur les petites routes escarpées au-dessus de Bellagio.",
    ru: "Полноприводный подключаемый гибрид, уверенно идущий по крутым дорогам над Белладжо.",
  }),
  car({
    supplier: 'lago-strada', brand: 'Mercedes-Benz', model: 'Vito Tourer', year: 2022,
    bodyType: 'van', category: 'van', engineType: 'diesel', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 9, doors: 4, deposit: 1000, price: 150, extras: LAKE,
    badges: ['tomorrow'], locations: ['milan', 'lake-como'], color: '#2f3b45',
    en: "Nine-seat shuttle van, ideal for wedding guests or a group day trip to the lake.",
    fr: "Navette neuf places, idéale pour les invités d'un mariage ou une excursion en groupe au lac.",
    ru: "Девятиместный микроавтобус — идеален для гостей свадьбы или групповой поездки на озеро.",
  }),
  car({
    supplier: 'lago-strada', brand: 'Mazda', model: 'MX-5', year: 2023,
    bodyType: 'convertible', category: 'cabrio', engineType: 'gasoline', gearbox: 'manual', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 2, doors: 2, deposit: 600, price: 95, extras: LAKE,
    badges: ['onsale'], locations: ['lake-como'], color: '#9e1b32',
    en: "Light two-seat roadster with a slick manual gearbox for mountain passes.",
    fr: "Roadster biplace léger, à la boîte manuelle précise, pour les cols de montagne.",
    ru: "Лёгкий двухместный родстер с чёткой механической коробкой для горных перевалов.",
  }),
  car({
    supplier: 'lago-strada', brand: 'Alfa Romeo', model: 'Giulia Quadrifoglio', year: 2023,
    bodyType: 'sedan', category: 'sports', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 5, doors: 4, deposit: 3000, price: 340, extras: LAKE_PRESTIGE, minimumAge: 25, available: false,
    badges: ['limited'], locations: ['milan'], color: '#3b6e4f',
    en: "510 hp Quadrifoglio saloon with genuine race-track pedigree.",
    fr: "Berline Quadrifoglio de 510 ch, à l'ADN de véritable voiture de circuit.",
    ru: "Седан Quadrifoglio мощностью 510 л. с. с настоящей гоночной родословной.",
  }),
  car({
    supplier: 'lago-strada', brand: 'Audi', model: 'A3 Sportback', year: 2023,
    bodyType: 'hatchback', category: 'sedan', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 5, doors: 5, deposit: 500, price: 68, extras: LAKE,
    badges: ['sameday'], locations: ['milan'], color: '#7d7f7d',
    en: "Premium compact hatchback with a crisp digital cockpit, ideal for business trips to Milan.",
    fr: "Compacte premium au cockpit numérique soigné, idéale pour un déplacement professionnel à Milan.",
    ru: "Премиальный компактный хэтчбек с чётким цифровым кокпитом — идеален для деловой поездки в Милан.",
  }),

  // ── Costa Sol Rent (Marbella, Ibiza) ────────────────────────────────────────
  car({
    supplier: 'costa-sol-rent', brand: 'SEAT', model: 'Ibiza', year: 2023,
    bodyType: 'hatchback', category: 'sedan', engineType: 'gasoline', gearbox: 'manual', fuelPolicy: 'freeTank',
    mileage: -1, seats: 5, doors: 5, deposit: 200, price: 36, extras: COAST,
    badges: ['now', 'onsale'], locations: ['marbella', 'ibiza'], color: '#c41e3a',
    en: "Lively Spanish hatchback with unlimited mileage for exploring the coast.",
    fr: "Citadine espagnole pleine d'entrain, au kilométrage illimité pour explorer la côte.",
    ru: "Бойкий испанский хэтчбек с неограниченным пробегом для поездок по побережью.",
  }),
  car({
    supplier: 'costa-sol-rent', brand: 'CUPRA', model: 'Born', year: 2023,
    bodyType: 'hatchback', category: 'electric', engineType: 'electric', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 5, doors: 5, deposit: 600, price: 72, extras: COAST,
    badges: ['sameday'], locations: ['marbella'], color: '#3f6e7a',
    en: "Sporty electric hatchback with copper details and a range of around 420 km.",
    fr: "Compacte électrique sportive aux touches cuivrées, avec une autonomie d'environ 420 km.",
    ru: "Спортивный электрический хэтчбек с медными акцентами и запасом хода около 420 км.",
  }),
  car({
    supplier: 'costa-sol-rent', brand: 'SEAT', model: 'Arona', year: 2022,
    bodyType: 'suv', category: 'SUV', engineType: 'gasoline', gearbox: 'manual', fuelPolicy: 'freeTank',
    mileage: -1, seats: 5, doors: 5, deposit: 350, price: 45, extras: COAST,
    badges: ['now'], locations: ['ibiza'], color: '#f2f2f2',
    en: "Compact crossover with extra ground clearance for the unpaved roads to Ibiza's coves.",
    fr: "Petit crossover à la garde au sol surélevée, pour les chemins non goudronnés qui mènent aux criques d'Ibiza.",
    ru: "Компактный кроссовер с увеличенным клиренсом для грунтовых дорог к бухтам Ибицы.",
  }),
  car({
    supplier: 'costa-sol-rent', brand: 'Toyota', model: 'Corolla Hybrid', year: 2023,
    bodyType: 'sedan', category: 'sedan', engineType: 'hybrid', gearbox: 'cvt', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 5, doors: 4, deposit: 400, price: 55, extras: COAST,
    badges: ['tomorrow'], locations: ['marbella'], color: '#607d8b',
    en: "Comfortable hybrid saloon that keeps fuel costs low on the A-7 coastal motorway.",
    fr: "Berline hybride confortable qui limite la consommation sur l'autoroute côtière A-7.",
    ru: "Комфортный гибридный седан, который экономит топливо на прибрежной трассе A-7.",
  }),
  car({
    supplier: 'costa-sol-rent', brand: 'Ford', model: 'Ranger Double Cab', year: 2023,
    bodyType: 'pickup', category: 'SUV', engineType: 'diesel', gearbox: 'manual', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 5, doors: 4, deposit: 800, price: 95, extras: COAST_PLUS,
    badges: ['limited'], locations: ['ibiza'], color: '#1d3c5a',
    en: "Double-cab pickup for dirt tracks, surfboards and beach gear.",
    fr: "Pick-up double cabine pour les pistes, les planches de surf et le matériel de plage.",
    ru: "Пикап с двойной кабиной для грунтовок, досок для сёрфинга и пляжного снаряжения.",
  }),
  car({
    supplier: 'costa-sol-rent', brand: 'Toyota', model: 'Hilux', year: 2022,
    bodyType: 'pickup', category: 'SUV', engineType: 'diesel', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 5, doors: 4, deposit: 900, price: 99, extras: COAST_PLUS, available: false,
    badges: ['tomorrow'], locations: ['marbella'], color: '#d0d0d0',
    en: "Legendary, nearly indestructible pickup for trips into the Sierra de las Nieves.",
    fr: "Pick-up légendaire et quasi indestructible, pour partir à la découverte de la Sierra de las Nieves.",
    ru: "Легендарный, практически неубиваемый пикап для поездок в горы Сьерра-де-лас-Ньевес.",
  }),
  car({
    supplier: 'costa-sol-rent', brand: 'Volkswagen', model: 'T-Roc Cabriolet', year: 2022,
    bodyType: 'convertible', category: 'cabrio', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'freeTank',
    mileage: -1, seats: 4, doors: 2, deposit: 700, price: 89, extras: COAST,
    badges: ['onsale'], locations: ['ibiza', 'marbella'], color: '#2c7da0',
    en: "Four-seat convertible crossover, to drive top down from the beach to the old town.",
    fr: "Crossover cabriolet quatre places, à conduire décapoté de la plage jusqu'à la vieille ville.",
    ru: "Четырёхместный кроссовер-кабриолет — с открытым верхом от пляжа до старого города.",
  }),
  car({
    supplier: 'costa-sol-rent', brand: 'Mercedes-Benz', model: 'C 200 Cabriolet', year: 2022,
    bodyType: 'convertible', category: 'cabrio', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 4, doors: 2, deposit: 1500, price: 160, extras: COAST_PLUS,
    badges: ['delivery'], locations: ['marbella'], color: '#f5f5f0',
    en: "Refined four-seat cabriolet for evenings out in Puerto Banús.",
    fr: "Cabriolet quatre places raffiné pour vos soirées à Puerto Banús.",
    ru: "Изысканный четырёхместный кабриолет для вечерних выходов в Пуэрто-Банусе.",
  }),
  car({
    supplier: 'costa-sol-rent', brand: 'Ford', model: 'Transit Custom Kombi', year: 2022,
    bodyType: 'van', category: 'van', engineType: 'diesel', gearbox: 'manual', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 9, doors: 4, deposit: 1000, price: 115, extras: COAST_PLUS,
    badges: ['tomorrow'], locations: ['ibiza'], color: '#fafafa',
    en: "Nine-seat minibus for shuttling friends between the villa, the beach and the club.",
    fr: "Minibus neuf places pour faire la navette entre la villa, la plage et les soirées.",
    ru: "Девятиместный микроавтобус для поездок с друзьями между виллой, пляжем и клубом.",
  }),
  car({
    supplier: 'costa-sol-rent', brand: 'Kia', model: 'Sorento Hybrid', year: 2023,
    bodyType: 'suv', category: 'SUV', engineType: 'hybrid', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 7, doors: 5, deposit: 900, price: 110, extras: COAST_PLUS,
    badges: ['sameday'], locations: ['marbella'], color: '#2a2a2a',
    en: "Seven-seat hybrid SUV with plenty of room for a family and their suitcases.",
    fr: "SUV hybride sept places, avec largement assez de place pour une famille et ses valises.",
    ru: "Семиместный гибридный кроссовер, в котором хватит места и для всей семьи, и для чемоданов.",
  }),
  car({
    supplier: 'costa-sol-rent', brand: 'Opel', model: 'Corsa', year: 2023,
    bodyType: 'hatchback', category: 'sedan', engineType: 'unknown', gearbox: 'manual', fuelPolicy: 'freeTank',
    mileage: -1, seats: 5, doors: 5, deposit: 250, price: 37, extras: COAST,
    badges: ['now'], locations: ['ibiza'], color: '#6d7b8a',
    en: "Easy-going supermini; petrol or hybrid depending on availability on the day.",
    fr: "Citadine facile à vivre ; version essence ou hybride selon les disponibilités du jour.",
    ru: "Неприхотливый хэтчбек; бензиновая или гибридная версия — в зависимости от наличия в день аренды.",
  }),
  car({
    supplier: 'costa-sol-rent', brand: 'Porsche', model: 'Macan', year: 2023,
    bodyType: 'suv', category: 'luxury', engineType: 'gasoline', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 250, seats: 5, doors: 5, deposit: 3000, price: 260, extras: ALL_INCLUSIVE, minimumAge: 25,
    badges: ['delivery'], locations: ['marbella'], color: '#7a1f2b',
    en: "Sports SUV with all-inclusive cover, delivered to your villa in Marbella.",
    fr: "SUV sportif avec toutes les garanties incluses, livré à votre villa à Marbella.",
    ru: "Спортивный кроссовер с полным пакетом защиты, включённым в цену, и доставкой на вашу виллу в Марбелье.",
  }),
  car({
    supplier: 'costa-sol-rent', brand: 'Hyundai', model: 'Kona Electric', year: 2023,
    bodyType: 'suv', category: 'electric', engineType: 'electric', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 5, doors: 5, deposit: 500, price: 62, extras: COAST,
    badges: ['now'], locations: ['ibiza'], color: '#2e8b57',
    en: "Practical electric crossover, ideal for the short distances on Ibiza.",
    fr: "Crossover électrique pratique, idéal pour les courtes distances d'Ibiza.",
    ru: "Практичный электрический кроссовер, идеальный для коротких расстояний на Ибице.",
  }),

  // ── Blue Horizon Yachting (marina transfers) ────────────────────────────────
  car({
    supplier: 'blue-horizon', brand: 'Mercedes-Benz', model: 'EQV 300', year: 2023,
    bodyType: 'van', category: 'van', engineType: 'electric', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 6, doors: 5, deposit: 1500, price: 260, extras: CONCIERGE,
    badges: ['delivery'], locations: ['monaco', 'cannes'], color: '#1f1f1f',
    en: "Silent six-seat electric lounge van for transfers between the marina and your villa.",
    fr: "Van électrique silencieux de six places, aménagé en salon, pour les transferts entre la marina et votre villa.",
    ru: "Бесшумный шестиместный электрический минивэн с салоном-лаунжем для трансферов между мариной и виллой.",
  }),
  car({
    supplier: 'blue-horizon', brand: 'Land Rover', model: 'Defender 110', year: 2023,
    bodyType: 'suv', category: 'SUV', engineType: 'diesel', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 7, doors: 5, deposit: 2500, price: 280, extras: CONCIERGE,
    badges: ['now'], locations: ['ibiza', 'saint-tropez'], color: '#5d6d4e',
    en: "Seven-seat Defender with a roof rack, perfect for taking paddleboards down to the cove.",
    fr: "Defender sept places avec galerie de toit, parfait pour emporter les paddles jusqu'à la crique.",
    ru: "Семиместный Defender с багажником на крыше — идеален, чтобы довезти сапборды до бухты.",
  }),
  car({
    supplier: 'blue-horizon', brand: 'BMW', model: 'i7 xDrive60', year: 2024,
    bodyType: 'sedan', category: 'luxury', engineType: 'electric', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: -1, seats: 5, doors: 4, deposit: 5000, price: 650, extras: CONCIERGE, minimumAge: 25,
    badges: ['sameday', 'delivery'], locations: ['monaco', 'marbella'], color: '#0a0a0a',
    en: "Electric limousine with a rear theatre screen, ideal for VIP guests.",
    fr: "Limousine électrique avec écran de cinéma à l'arrière, idéale pour vos invités de marque.",
    ru: "Электрический лимузин с кинотеатральным экраном для задних пассажиров — идеален для VIP-гостей.",
  }),
  car({
    supplier: 'blue-horizon', brand: 'Porsche', model: 'Cayenne E-Hybrid', year: 2024,
    bodyType: 'suv', category: 'luxury', engineType: 'plugInHybrid', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 300, seats: 5, doors: 5, deposit: 3500, price: 340, extras: CONCIERGE, minimumAge: 25,
    badges: ['onsale'], locations: ['nice', 'lake-como'], color: '#4d5d6b',
    en: "Versatile plug-in hybrid SUV, as comfortable on the motorway as on lakeside roads.",
    fr: "SUV hybride rechargeable polyvalent, aussi à l'aise sur l'autoroute que sur les routes au bord du lac.",
    ru: "Универсальный внедорожник с подключаемым гибридом, одинаково комфортный на трассе и на дорогах у озера.",
  }),
  car({
    supplier: 'blue-horizon', brand: 'Ferrari', model: '296 GTS', year: 2023,
    bodyType: 'convertible', category: 'sports', engineType: 'plugInHybrid', gearbox: 'automatic', fuelPolicy: 'likeForlike',
    mileage: 200, seats: 2, doors: 2, deposit: 12000, price: 900, extras: SUPERCAR, minimumAge: 25, available: false,
    badges: ['limited'], locations: ['saint-tropez'], color: '#c1121f',
    en: "Open-top plug-in hybrid Ferrari with 830 hp, reserved for experienced drivers.",
    fr: "Ferrari décapotable hybride rechargeable de 830 ch, réservée aux conducteurs expérimentés.",
    ru: "Открытый Ferrari с подключаемым гибридом мощностью 830 л. с. — только для опытных водителей.",
  }),
];
