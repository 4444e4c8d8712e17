import type { SeedFaq } from '../types';

export const faq: SeedFaq[] = [
  {
    topic: 'booking',
    question: {
      en: 'How do I book a car or a yacht?',
      fr: 'Comment réserver une voiture ou un yacht ?',
      ru: 'Как забронировать автомобиль или яхту?',
    },
    answer: {
      en: "Choose a location and your dates, compare the available vehicles, select the extras you want and confirm. You will receive a confirmation email with the supplier's contact details.",
      fr: 'Choisissez un lieu et vos dates, comparez les véhicules disponibles, sélectionnez les options souhaitées puis confirmez. Vous recevrez un e-mail de confirmation avec les coordonnées du loueur.',
      ru: 'Выберите место и даты, сравните доступные варианты, отметьте нужные опции и подтвердите бронирование. Вы получите письмо с подтверждением и контактными данными прокатчика.',
    },
  },
  {
    topic: 'booking',
    question: {
      en: 'Can I change or cancel my booking?',
      fr: 'Puis-je modifier ou annuler ma réservation ?',
      ru: 'Можно ли изменить или отменить бронирование?',
    },
    answer: {
      en: 'It depends on the options available for the vehicle. If cancellation or amendments are included in the price, or if you added them when booking, you can cancel or change your booking at no extra cost. If the option is not offered, the booking cannot be cancelled or changed.',
      fr: "Cela dépend des options proposées pour le véhicule. Si l'annulation ou la modification est incluse dans le prix, ou si vous l'avez ajoutée lors de la réservation, vous pouvez annuler ou modifier votre réservation sans frais supplémentaires. Si l'option n'est pas proposée, la réservation ne peut être ni annulée ni modifiée.",
      ru: 'Это зависит от опций, доступных для транспортного средства. Если отмена или изменение включены в цену или вы добавили их при бронировании, вы можете отменить или изменить бронь без дополнительной платы. Если опция не предлагается, бронирование нельзя ни отменить, ни изменить.',
    },
  },
  {
    topic: 'payment',
    question: {
      en: 'Which payment methods are accepted?',
      fr: 'Quels moyens de paiement sont acceptés ?',
      ru: 'Какие способы оплаты принимаются?',
    },
    answer: {
      en: "Each supplier chooses its own methods: bank card, cash at pick-up or cryptocurrency. The accepted methods are shown on the supplier's profile and at checkout. Some suppliers also let you pay later, at the counter.",
      fr: 'Chaque loueur choisit ses propres moyens de paiement : carte bancaire, espèces lors de la prise en charge ou cryptomonnaie. Les moyens acceptés sont indiqués sur le profil du loueur et au moment du paiement. Certains loueurs vous permettent aussi de payer plus tard, au comptoir.',
      ru: 'Каждый прокатчик сам выбирает способы оплаты: банковская карта, наличные при получении или криптовалюта. Доступные способы указаны в профиле прокатчика и при оформлении заказа. Некоторые прокатчики также позволяют оплатить аренду позже, на стойке выдачи.',
    },
  },
  {
    topic: 'payment',
    question: {
      en: 'Why is a deposit blocked on my card?',
      fr: 'Pourquoi un dépôt de garantie est-il bloqué sur ma carte ?',
      ru: 'Почему на моей карте блокируется залог?',
    },
    answer: {
      en: 'The deposit covers possible damage, fines or missing fuel. It is only a hold, not a charge, and it is released once the vehicle has been returned in good condition, usually within a few business days depending on your bank.',
      fr: "Le dépôt de garantie couvre d'éventuels dommages, amendes ou carburant manquant. Il s'agit d'une simple empreinte bancaire, et non d'un débit : il est libéré une fois le véhicule restitué en bon état, généralement sous quelques jours ouvrés selon votre banque.",
      ru: 'Залог покрывает возможный ущерб, штрафы или недостающее топливо. Деньги не списываются, а лишь временно блокируются и разблокируются после возврата транспортного средства в хорошем состоянии — обычно в течение нескольких рабочих дней, в зависимости от банка.',
    },
  },
  {
    topic: 'account',
    question: {
      en: 'How do I reset my password?',
      fr: 'Comment réinitialiser mon mot de passe ?',
      ru: 'Как сбросить пароль?',
    },
    answer: {
      en: "Click 'Forgot password?' on the sign-in page and enter your email address. We will send you a link to choose a new password; the link is valid for a limited time.",
      fr: 'Cliquez sur « Mot de passe oublié ? » sur la page de connexion et saisissez votre adresse e-mail. Nous vous enverrons un lien pour choisir un nouveau mot de passe ; ce lien est valable pendant une durée limitée.',
      ru: 'Нажмите «Забыли пароль?» на странице входа и укажите адрес электронной почты. Мы отправим вам ссылку для выбора нового пароля; ссылка действует ограниченное время.',
    },
  },
  {
    topic: 'account',
    question: {
      en: 'How do I change the language of the site?',
      fr: 'Comment changer la langue du site ?',
      ru: 'Как изменить язык сайта?',
    },
    answer: {
      en: 'Use the language selector at the top of the page to switch between English, French and Russian at any time.',
      fr: "Utilisez le sélecteur de langue en haut de la page pour passer à tout moment de l'anglais au français ou au russe.",
      ru: 'Воспользуйтесь переключателем языка в верхней части страницы, чтобы в любой момент выбрать английский, французский или русский.',
    },
  },
  {
    topic: 'insurance',
    question: {
      en: 'What does the collision damage waiver cover?',
      fr: 'Que couvre la garantie dommages par collision ?',
      ru: 'Что покрывает страхование от повреждений (CDW)?',
    },
    answer: {
      en: "It limits the amount you have to pay if the car's bodywork is damaged in an accident. It does not usually cover tyres, glass, the underside of the car or the interior: for those, choose full insurance.",
      fr: "Elle limite le montant à votre charge si la carrosserie de la voiture est endommagée lors d'un accident. Elle ne couvre généralement pas les pneus, les vitres, le dessous de caisse ni l'habitacle : pour cela, optez pour l'assurance complète.",
      ru: 'Она ограничивает сумму, которую вам придётся заплатить, если кузов автомобиля повреждён в аварии. Как правило, она не покрывает шины, стёкла, днище и салон — для этого выберите полную страховку.',
    },
  },
  {
    topic: 'insurance',
    question: {
      en: "What do 'included' and 'not offered' mean next to an extra?",
      fr: 'Que signifient « inclus » et « non proposé » à côté d\'une option ?',
      ru: 'Что означают пометки «включено» и «не предлагается» рядом с опцией?',
    },
    answer: {
      en: "'Included' means the extra is already part of the price at no additional cost. 'Not offered' means the supplier does not sell this extra for that vehicle. Any other extra shows its price, charged per day or once per booking depending on the extra.",
      fr: "« Inclus » signifie que l'option fait déjà partie du prix, sans supplément. « Non proposé » signifie que le loueur ne vend pas cette option pour ce véhicule. Les autres options affichent leur prix, facturé à la journée ou une seule fois par réservation selon l'option.",
      ru: '«Включено» означает, что опция уже входит в стоимость без доплаты. «Не предлагается» означает, что прокатчик не продаёт эту опцию для данного транспортного средства. Для остальных опций указана цена — за сутки или один раз за бронирование, в зависимости от опции.',
    },
  },
  {
    topic: 'yachts',
    question: {
      en: 'Do I need a boating licence to charter a yacht?',
      fr: 'Faut-il un permis bateau pour louer un yacht ?',
      ru: 'Нужны ли права на управление судном, чтобы арендовать яхту?',
    },
    answer: {
      en: 'Not for crewed yachts: the skipper or captain takes care of navigation. For self-drive boats, the person at the helm must hold a licence that is valid in the country where the boat is based.',
      fr: "Pas pour les yachts avec équipage : le skipper ou le capitaine s'occupe de la navigation. Pour les bateaux sans équipage, la personne à la barre doit être titulaire d'un permis valable dans le pays où le bateau est basé.",
      ru: 'Для яхт с экипажем — нет: навигацией занимается шкипер или капитан. Для катеров без экипажа тот, кто управляет судном, должен иметь права, действующие в стране, где базируется катер.',
    },
  },
  {
    topic: 'yachts',
    question: {
      en: 'Is fuel included in the charter price?',
      fr: 'Le carburant est-il compris dans le prix de la location ?',
      ru: 'Входит ли топливо в стоимость аренды яхты?',
    },
    answer: {
      en: 'Usually not. The daily rate covers the yacht, its crew and insurance, while fuel, marina fees and provisions are paid on top, often from an advance that is settled at the end of the charter. Sailing yachts and catamarans use far less fuel than motor yachts.',
      fr: "En général, non. Le tarif journalier comprend le yacht, son équipage et l'assurance ; le carburant, les frais de port et l'avitaillement s'y ajoutent, souvent réglés sur une avance soldée en fin de location. Les voiliers et les catamarans consomment beaucoup moins de carburant que les yachts à moteur.",
      ru: 'Как правило, нет. Суточная ставка включает яхту, экипаж и страховку, а топливо, стоянку в марине и провизию оплачивают отдельно — часто из аванса, расчёт по которому производится в конце аренды. Парусные яхты и катамараны расходуют гораздо меньше топлива, чем моторные.',
    },
  },
];
