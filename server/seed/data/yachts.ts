import type { SeedYacht } from '@/server/seed/types';

/** Charter yachts and day boats. Prices are per day in EUR; crew 0 means self-drive. */
export const yachts: SeedYacht[] = [
  // ── Motor yachts ─────────────────────────────────────────────────────────────
  {
    supplier: 'blue-horizon', brand: 'Azimut', model: '55 Fly', year: 2021, kind: 'motor',
    lengthMeters: 16.8, cabins: 3, guests: 8, crew: 2, price: 3900, deposit: 10000,
    available: true, badges: ['now'], locations: ['monaco'], color: '#ffffff',
    description: {
      en: "Flybridge cruiser with a sun deck, ideal for a day along the Monaco coastline.",
      fr: "Yacht à flybridge doté d'un pont soleil, idéal pour une journée le long du littoral monégasque.",
      ru: "Яхта с флайбриджем и солнечной палубой — идеальна для прогулки вдоль побережья Монако.",
    },
  },
  {
    supplier: 'blue-horizon', brand: 'Sunseeker', model: 'Manhattan 68', year: 2020, kind: 'motor',
    lengthMeters: 21.2, cabins: 4, guests: 8, crew: 3, price: 6500, deposit: 15000,
    available: true, badges: ['delivery'], locations: ['cannes'], color: '#f4f4f2',
    description: {
      en: "Spacious flybridge yacht with four cabins and a beach-club swim platform.",
      fr: "Yacht à flybridge spacieux, avec quatre cabines et une plateforme de bain façon beach-club.",
      ru: "Просторная яхта с флайбриджем, четырьмя каютами и купальной платформой в стиле бич-клуба.",
    },
  },
  {
    supplier: 'riviera-drive', brand: 'Princess', model: 'F55', year: 2019, kind: 'motor',
    lengthMeters: 17.1, cabins: 3, guests: 8, crew: 2, price: 3600, deposit: 10000,
    available: true, badges: ['onsale'], locations: ['saint-tropez'], color: '#e9ecef',
    description: {
      en: "Well-balanced British flybridge, perfect for a lunch stop at Pampelonne.",
      fr: "Flybridge britannique bien équilibré, parfait pour une escale déjeuner à Pampelonne.",
      ru: "Сбалансированная британская яхта с флайбриджем — идеальна для остановки на обед у пляжа Пампелонн.",
    },
  },
  {
    supplier: 'lago-strada', brand: 'Riva', model: 'Aquarama', year: 1968, kind: 'motor',
    lengthMeters: 8.3, cabins: 0, guests: 5, crew: 1, price: 1500, deposit: 5000,
    available: true, badges: ['limited'], locations: ['lake-como'], color: '#6b3e26',
    description: {
      en: "Restored 1960s mahogany runabout, the most elegant way to see the villas of Lake Como.",
      fr: "Runabout en acajou des années 1960 restauré, la façon la plus élégante de découvrir les villas du lac de Côme.",
      ru: "Отреставрированный катер из красного дерева 1960-х — самый элегантный способ увидеть виллы озера Комо.",
    },
  },
  {
    supplier: 'lago-strada', brand: 'Riva', model: 'Iseo 27', year: 2022, kind: 'motor',
    lengthMeters: 8.3, cabins: 0, guests: 7, crew: 1, price: 1100, deposit: 4000,
    available: true, badges: ['now', 'sameday'], locations: ['lake-como'], color: '#8a5a3b',
    description: {
      en: "Modern open runabout with Riva's signature lines, skippered for a half or full day.",
      fr: "Runabout moderne aux lignes signées Riva, avec pilote, pour une demi-journée ou une journée entière.",
      ru: "Современный открытый катер с фирменными линиями Riva и шкипером — на полдня или на целый день.",
    },
  },
  {
    supplier: 'lago-strada', brand: 'Frauscher', model: '858 Fantom', year: 2021, kind: 'motor',
    lengthMeters: 8.7, cabins: 1, guests: 8, crew: 1, price: 950, deposit: 3000,
    available: true, badges: ['tomorrow'], locations: ['lake-como'], color: '#2b2d2f',
    description: {
      en: "Austrian-built day cruiser with a small cabin, quiet and smooth on the lake.",
      fr: "Day cruiser de fabrication autrichienne avec petite cabine, silencieux et confortable sur le lac.",
      ru: "Прогулочный катер австрийской постройки с небольшой каютой, тихий и плавный на озёрной глади.",
    },
  },
  {
    supplier: 'blue-horizon', brand: 'Riva', model: 'Rivamare 38', year: 2021, kind: 'motor',
    lengthMeters: 11.6, cabins: 1, guests: 8, crew: 1, price: 2800, deposit: 8000,
    available: true, badges: ['sameday'], locations: ['saint-tropez'], color: '#d9d4c7',
    description: {
      en: "Sporty 38-foot Riva with a sunbathing area and a cabin for two.",
      fr: "Riva sportif de 38 pieds, avec solarium et cabine pour deux.",
      ru: "Спортивная 38-футовая Riva с зоной для загара и каютой на двоих.",
    },
  },
  {
    supplier: 'azur-prestige', brand: 'Ferretti', model: '720', year: 2021, kind: 'motor',
    lengthMeters: 22.0, cabins: 4, guests: 8, crew: 3, price: 7500, deposit: 20000,
    available: true, badges: ['now'], locations: ['cannes'], color: '#f8f8f6',
    description: {
      en: "Italian flybridge yacht with a full-beam master cabin and a crew of three.",
      fr: "Yacht italien à flybridge, avec cabine propriétaire sur toute la largeur et trois membres d'équipage.",
      ru: "Итальянская яхта с флайбриджем, хозяйской каютой во всю ширину корпуса и экипажем из трёх человек.",
    },
  },
  {
    supplier: 'azur-prestige', brand: 'Pershing', model: '8X', year: 2020, kind: 'motor',
    lengthMeters: 24.7, cabins: 3, guests: 6, crew: 3, price: 11000, deposit: 25000,
    available: true, badges: ['delivery'], locations: ['monaco'], color: '#5c6266',
    description: {
      en: "High-performance open yacht capable of more than 40 knots, for fast hops along the coast.",
      fr: "Open de haute performance capable de dépasser 40 nœuds, pour filer rapidement d'un port à l'autre le long de la côte.",
      ru: "Скоростная открытая яхта, развивающая более 40 узлов, для быстрых переходов вдоль побережья.",
    },
  },
  {
    supplier: 'riviera-drive', brand: 'Princess', model: 'Y85', year: 2020, kind: 'motor',
    lengthMeters: 26.2, cabins: 4, guests: 8, crew: 4, price: 13000, deposit: 30000,
    available: true, badges: ['delivery'], locations: ['monaco'], color: '#f2f2ee',
    description: {
      en: "Elegant motor yacht with a crew of four, for day trips to Saint-Jean-Cap-Ferrat.",
      fr: "Élégant yacht à moteur avec quatre membres d'équipage, pour des sorties à la journée jusqu'à Saint-Jean-Cap-Ferrat.",
      ru: "Элегантная моторная яхта с экипажем из четырёх человек для однодневных выходов в Сен-Жан-Кап-Ферра.",
    },
  },
  {
    supplier: 'costa-sol-rent', brand: 'Sunseeker', model: '76 Yacht', year: 2021, kind: 'motor',
    lengthMeters: 23.4, cabins: 4, guests: 8, crew: 3, price: 9500, deposit: 20000,
    available: true, badges: ['now'], locations: ['marbella'], color: '#eeeeea',
    description: {
      en: "British motor yacht based in Puerto Banús, with a beach club at the stern and four cabins.",
      fr: "Yacht à moteur britannique basé à Puerto Banús, avec beach-club à l'arrière et quatre cabines.",
      ru: "Британская моторная яхта с базой в Пуэрто-Банусе, кормовым бич-клубом и четырьмя каютами.",
    },
  },
  {
    supplier: 'riviera-drive', brand: 'Jeanneau', model: 'Cap Camarat 10.5 WA', year: 2022, kind: 'motor',
    lengthMeters: 10.4, cabins: 1, guests: 10, crew: 0, price: 900, deposit: 3000,
    available: true, badges: ['now', 'sameday'], locations: ['saint-tropez'], color: '#dfe7ee',
    description: {
      en: "Walkaround day boat to skipper yourself (boating licence required), hopping between the beaches of the gulf.",
      fr: "Bateau walkaround à piloter soi-même (permis bateau requis), pour passer d'une plage à l'autre dans le golfe.",
      ru: "Катер walkaround для самостоятельного управления (нужны права на управление судном) — от пляжа к пляжу по заливу.",
    },
  },
  {
    supplier: 'riviera-drive', brand: 'Beneteau', model: 'Flyer 8 SUNdeck', year: 2023, kind: 'motor',
    lengthMeters: 7.9, cabins: 0, guests: 8, crew: 0, price: 450, deposit: 2000,
    available: true, badges: ['onsale'], locations: ['nice'], color: '#e6eef2',
    description: {
      en: "Compact self-drive day boat (boating licence required) for exploring the bays around Nice.",
      fr: "Petit bateau à la journée à piloter soi-même (permis bateau requis) pour explorer les baies autour de Nice.",
      ru: "Компактный катер для самостоятельного управления (нужны права на управление судном), чтобы исследовать бухты вокруг Ниццы.",
    },
  },

  // ── Sailing yachts ───────────────────────────────────────────────────────────
  {
    supplier: 'blue-horizon', brand: 'Beneteau', model: 'Oceanis 46.1', year: 2022, kind: 'sailing',
    lengthMeters: 14.6, cabins: 4, guests: 8, crew: 1, price: 750, deposit: 3000,
    available: true, badges: ['now'], locations: ['cannes'], color: '#fbfbfb',
    description: {
      en: "Modern sailing yacht with a skipper, for relaxed days around the Lérins Islands.",
      fr: "Voilier moderne avec skipper, pour des journées paisibles autour des îles de Lérins.",
      ru: "Современная парусная яхта со шкипером для неспешных дней у Леринских островов.",
    },
  },
  {
    supplier: 'costa-sol-rent', brand: 'Jeanneau', model: 'Sun Odyssey 440', year: 2021, kind: 'sailing',
    lengthMeters: 13.4, cabins: 3, guests: 6, crew: 1, price: 600, deposit: 2500,
    available: true, badges: ['onsale'], locations: ['ibiza'], color: '#f7f7f5',
    description: {
      en: "Easy-to-handle sailing yacht with walk-around side decks, ideal for reaching Formentera.",
      fr: "Voilier facile à manœuvrer, aux passavants dégagés, idéal pour rejoindre Formentera.",
      ru: "Простая в управлении парусная яхта с удобными боковыми проходами — идеальна для перехода на Форментеру.",
    },
  },
  {
    supplier: 'costa-sol-rent', brand: 'Dufour', model: '470', year: 2022, kind: 'sailing',
    lengthMeters: 14.3, cabins: 4, guests: 8, crew: 1, price: 650, deposit: 2500,
    available: true, badges: ['tomorrow'], locations: ['marbella'], color: '#f3f3f0',
    description: {
      en: "Comfortable four-cabin sailing yacht for family cruises along the Costa del Sol.",
      fr: "Voilier confortable de quatre cabines pour des croisières en famille le long de la Costa del Sol.",
      ru: "Комфортная парусная яхта с четырьмя каютами для семейных круизов вдоль Коста-дель-Соль.",
    },
  },
  {
    supplier: 'riviera-drive', brand: 'Hanse', model: '508', year: 2020, kind: 'sailing',
    lengthMeters: 15.4, cabins: 4, guests: 8, crew: 1, price: 900, deposit: 3500,
    available: true, badges: ['limited'], locations: ['monaco', 'nice'], color: '#1d2b3a',
    description: {
      en: "Fast German sailing yacht with a self-tacking jib and a generous cockpit.",
      fr: "Voilier allemand rapide, avec foc autovireur et grand cockpit.",
      ru: "Быстрая немецкая парусная яхта с самоповоротным стакселем и просторным кокпитом.",
    },
  },

  // ── Catamarans ───────────────────────────────────────────────────────────────
  {
    supplier: 'costa-sol-rent', brand: 'Lagoon', model: '42', year: 2022, kind: 'catamaran',
    lengthMeters: 12.8, cabins: 4, guests: 8, crew: 1, price: 1100, deposit: 4000,
    available: true, badges: ['now'], locations: ['ibiza'], color: '#f5f5f5',
    description: {
      en: "Stable catamaran with a large saloon, ideal for families new to sailing.",
      fr: "Catamaran stable avec un grand carré, idéal pour les familles qui découvrent la voile.",
      ru: "Устойчивый катамаран с большим салоном — идеален для семей, которые впервые выходят под парусом.",
    },
  },
  {
    supplier: 'blue-horizon', brand: 'Lagoon', model: '46', year: 2023, kind: 'catamaran',
    lengthMeters: 14.0, cabins: 4, guests: 8, crew: 2, price: 1500, deposit: 5000,
    available: true, badges: ['delivery'], locations: ['saint-tropez', 'cannes'], color: '#f0f0ec',
    description: {
      en: "Roomy catamaran with a flybridge helm station and a crew of two.",
      fr: "Catamaran spacieux avec poste de barre sur flybridge et deux membres d'équipage.",
      ru: "Просторный катамаран с рулевым постом на флайбридже и экипажем из двух человек.",
    },
  },
  {
    supplier: 'blue-horizon', brand: 'Fountaine Pajot', model: 'Aura 51', year: 2023, kind: 'catamaran',
    lengthMeters: 15.6, cabins: 5, guests: 10, crew: 2, price: 2200, deposit: 6000,
    available: true, badges: ['tomorrow'], locations: ['ibiza'], color: '#eef1f3',
    description: {
      en: "Five-cabin catamaran with a forward cockpit lounge and eco-friendly equipment.",
      fr: "Catamaran de cinq cabines, avec salon de cockpit avant et équipements éco-responsables.",
      ru: "Катамаран с пятью каютами, лаунж-зоной в носовом кокпите и экологичным оборудованием.",
    },
  },
  {
    supplier: 'blue-horizon', brand: 'Bali', model: '4.8', year: 2021, kind: 'catamaran',
    lengthMeters: 14.8, cabins: 5, guests: 10, crew: 2, price: 1700, deposit: 5000,
    available: false, badges: ['tomorrow'], locations: ['marbella'], color: '#f6f6f2',
    description: {
      en: "Catamaran with an open-plan saloon and cockpit, designed for life on deck.",
      fr: "Catamaran au carré et au cockpit décloisonnés, pensé pour vivre sur le pont.",
      ru: "Катамаран с единым пространством салона и кокпита, созданный для жизни на палубе.",
    },
  },
  {
    supplier: 'azur-prestige', brand: 'Sunreef', model: '60', year: 2021, kind: 'catamaran',
    lengthMeters: 18.3, cabins: 4, guests: 8, crew: 3, price: 5500, deposit: 15000,
    available: true, badges: ['limited'], locations: ['monaco'], color: '#e3e6e8',
    description: {
      en: "Luxury crewed catamaran with a flybridge lounge and a full-beam master suite.",
      fr: "Catamaran de luxe avec équipage, salon sur flybridge et suite propriétaire sur toute la largeur.",
      ru: "Роскошный катамаран с экипажем, лаунжем на флайбридже и хозяйской каютой во всю ширину корпуса.",
    },
  },

  // ── Gulets ───────────────────────────────────────────────────────────────────
  {
    supplier: 'blue-horizon', brand: 'Aegean Yacht', model: 'Classic Gulet 26', year: 2015, kind: 'gulet',
    lengthMeters: 26.0, cabins: 6, guests: 12, crew: 4, price: 3800, deposit: 8000,
    available: true, badges: ['onsale'], locations: ['nice'], color: '#7b4a2a',
    description: {
      en: "Traditional wooden gulet with six cabins and a shaded aft deck for long lunches.",
      fr: "Gulet traditionnel en bois, avec six cabines et un pont arrière ombragé pour les longs déjeuners.",
      ru: "Традиционный деревянный гулет с шестью каютами и затенённой кормовой палубой для долгих обедов.",
    },
  },
  {
    supplier: 'blue-horizon', brand: 'Aegean Yacht', model: 'Gulet 33', year: 2018, kind: 'gulet',
    lengthMeters: 33.0, cabins: 8, guests: 16, crew: 6, price: 7200, deposit: 15000,
    available: false, badges: ['limited'], locations: ['ibiza'], color: '#8c5a34',
    description: {
      en: "Large gulet for groups of up to sixteen, with a crew of six including a chef.",
      fr: "Grand gulet pouvant accueillir jusqu'à seize personnes, avec six membres d'équipage dont un chef.",
      ru: "Большой гулет для компаний до шестнадцати человек с экипажем из шести человек, включая повара.",
    },
  },

  // ── Superyachts ──────────────────────────────────────────────────────────────
  {
    supplier: 'azur-prestige', brand: 'Benetti', model: 'Delfino 95', year: 2019, kind: 'superyacht',
    lengthMeters: 29.3, cabins: 4, guests: 10, crew: 6, price: 19000, deposit: 50000,
    available: true, badges: ['limited'], locations: ['monaco'], color: '#f4f3ef',
    description: {
      en: "Economical displacement superyacht with a spacious sun deck and a crew of six.",
      fr: "Superyacht à déplacement, économe en carburant, avec un vaste pont soleil et six membres d'équipage.",
      ru: "Экономичная водоизмещающая суперъяхта с просторной солнечной палубой и экипажем из шести человек.",
    },
  },
  {
    supplier: 'blue-horizon', brand: 'Sanlorenzo', model: 'SL96A', year: 2021, kind: 'superyacht',
    lengthMeters: 29.2, cabins: 5, guests: 10, crew: 5, price: 21000, deposit: 50000,
    available: true, badges: ['tomorrow'], locations: ['cannes'], color: '#fafaf8',
    description: {
      en: "Superyacht with an asymmetric deck layout and a fold-down terrace at water level.",
      fr: "Superyacht au pont asymétrique, avec une terrasse rabattable au ras de l'eau.",
      ru: "Суперъяхта с асимметричной палубой и откидной террасой у самой воды.",
    },
  },
  {
    supplier: 'blue-horizon', brand: 'Azimut', model: 'Grande 32 Metri', year: 2022, kind: 'superyacht',
    lengthMeters: 32.0, cabins: 5, guests: 12, crew: 7, price: 25000, deposit: 60000,
    available: true, badges: ['limited'], locations: ['saint-tropez'], color: '#ecedef',
    description: {
      en: "Flagship superyacht with five suites, a vast flybridge and a crew of seven.",
      fr: "Superyacht amiral de cinq suites, avec un vaste flybridge et sept membres d'équipage.",
      ru: "Флагманская суперъяхта с пятью каютами-люкс, огромным флайбриджем и экипажем из семи человек.",
    },
  },
];
