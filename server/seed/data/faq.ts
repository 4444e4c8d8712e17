import type { SeedFaq } from '@/server/seed/types';

/** The help centre's questions and answers (Markdown), by topic in the contract's order; seeded by ../content.ts. */
export const faq: SeedFaq[] = [
  // ─── booking ───────────────────────────────────────────────────────────
  {
    topic: 'booking',
    anchor: 'how-to-book',
    question: {
      en: 'How do I book a car or a yacht?',
      fr: 'Comment réserver une voiture ou un yacht ?',
      ru: 'Как забронировать машину или яхту?',
    },
    answer: {
      en: `Booking takes only a few minutes:

1. On the [search page](/search), enter your destination and dates and choose a car or a yacht.
2. Compare the offers and open a listing to see what the price includes, the supplier's conditions and the available extras.
3. Add the extras you need, such as insurance, a cancellation option or, for a yacht, a skipper if the supplier offers one.
4. Enter the driver's details, then pay online or choose pay at pick-up if the supplier allows it.

You can then follow your booking from your account.`,
      fr: `La réservation ne prend que quelques minutes :

1. Sur la [page de recherche](/search), indiquez la destination et les dates, puis choisissez une voiture ou un yacht.
2. Comparez les offres et ouvrez une annonce pour voir ce que comprend le prix, les conditions du loueur et les options disponibles.
3. Ajoutez les options utiles : assurance, option d’annulation ou, pour un yacht, skipper si le loueur en propose un.
4. Saisissez les informations du conducteur, puis payez en ligne ou choisissez le paiement à la prise en charge si le loueur l’accepte.

Vous pouvez ensuite suivre votre réservation depuis votre compte.`,
      ru: `Бронирование занимает всего несколько минут:

1. На [странице поиска](/search) укажите место и даты и выберите, что вам нужно, — автомобиль или яхту.
2. Сравните предложения и откройте объявление: там видно, что входит в цену, каковы условия арендодателя и какие есть дополнительные опции.
3. Добавьте нужные опции — страховку, возможность отмены или, для яхты, шкипера, если владелец его предлагает.
4. Укажите данные водителя и оплатите онлайн либо выберите оплату при получении, если арендодатель это допускает.

После этого бронирование можно отслеживать в личном кабинете.`,
    },
  },
  {
    topic: 'booking',
    anchor: 'whats-included-in-the-price',
    question: {
      en: 'What is included in the price?',
      fr: 'Que comprend le prix affiché ?',
      ru: 'Что входит в стоимость?',
    },
    answer: {
      en: `The price covers the rental of the vehicle for your dates, plus everything the listing marks as included, for example a mileage allowance, a cancellation option or, on some yachts, a skipper. Rental cars carry the third-party liability insurance required by local law.

Extras you choose when booking, such as collision damage waiver, theft protection, full insurance or child seats, are added to the total before you pay. The **deposit** is not part of the price: the supplier holds it on your card at pick-up. Fuel, tolls, parking and fines remain your responsibility, and for yachts, costs such as fuel or berths depend on the supplier.`,
      fr: `Le prix couvre la location du véhicule pour vos dates, ainsi que tout ce que l’annonce indique comme inclus : kilométrage, option d’annulation ou, pour certains yachts, skipper. Les voitures de location sont couvertes par l’assurance responsabilité civile exigée par la loi locale.

Les options choisies lors de la réservation (garantie dommages collision, protection vol, assurance complète, sièges enfant…) s’ajoutent au total avant le paiement. La **caution** ne fait pas partie du prix : le loueur la bloque sur votre carte à la prise en charge. Carburant, péages, stationnement et amendes restent à votre charge ; pour les yachts, des frais comme le carburant ou les places de port dépendent du loueur.`,
      ru: `В стоимость входит аренда транспорта на выбранные даты и всё, что в объявлении отмечено как включённое: например, лимит пробега, возможность отмены или, для некоторых яхт, шкипер. Арендованные машины застрахованы по обязательной страховке гражданской ответственности, которую требует местный закон.

Опции, выбранные при бронировании, — CDW, защита от угона, полная страховка, детские кресла — добавляются к итоговой сумме до оплаты. **Залог** в стоимость не входит: арендодатель блокирует его на вашей карте при выдаче. Топливо, платные дороги, парковка и штрафы оплачиваете вы, а для яхт такие расходы, как топливо и стоянки, зависят от владельца.`,
    },
  },
  {
    topic: 'booking',
    anchor: 'pick-up-and-return',
    question: {
      en: 'Where and when do I pick up and return the vehicle?',
      fr: 'Où et quand prendre et rendre le véhicule ?',
      ru: 'Где и когда получать и возвращать транспорт?',
    },
    answer: {
      en: `The pick-up and return place and times are shown in the listing and in your booking. Depending on the supplier, it can be an office, an airport desk, a marina or another meeting point.

Arrive on time with the driver's documents and a card for the deposit. If your flight or ferry is delayed, tell the supplier as soon as possible. When you return the vehicle, respect the agreed time and place and the fuel or charge level required by the supplier, and check the vehicle together with the supplier's staff.`,
      fr: `Le lieu et les horaires de prise en charge et de restitution figurent dans l’annonce et dans votre réservation. Selon le loueur, il peut s’agir d’une agence, d’un comptoir à l’aéroport, d’une marina ou d’un autre point de rendez-vous.

Présentez-vous à l’heure avec les documents du conducteur et une carte pour la caution. Si votre vol ou votre ferry a du retard, prévenez le loueur au plus vite. Au retour, respectez l’heure, le lieu et le niveau de carburant ou de charge prévus par le loueur, et faites l’état des lieux avec son équipe.`,
      ru: `Место и время получения и возврата указаны в объявлении и в вашем бронировании. В зависимости от арендодателя это может быть офис, стойка в аэропорту, марина или другое место встречи.

Приходите вовремя, с документами водителя и картой для залога. Если ваш рейс или паром задерживается, как можно скорее сообщите арендодателю. При возврате соблюдайте оговорённые время и место, а также уровень топлива или заряда, который требует арендодатель, и осмотрите транспорт вместе с его сотрудником.`,
    },
  },
  {
    topic: 'booking',
    anchor: 'booking-for-someone-else',
    question: {
      en: 'Can I book for someone else?',
      fr: 'Puis-je réserver pour quelqu’un d’autre ?',
      ru: 'Можно ли забронировать для другого человека?',
    },
    answer: {
      en: `Yes. You can make the booking from your account and enter another person as the driver. That person must meet the supplier's conditions, including the minimum age and the minimum number of years holding a licence, come to the pick-up with their own documents and, in most cases, present a card in their own name for the deposit.

If several people will drive, declare each of them: an undeclared driver is generally not covered by the insurance.`,
      fr: `Oui. Vous pouvez réserver depuis votre compte et indiquer une autre personne comme conducteur. Celle-ci doit remplir les conditions du loueur, notamment l’âge minimum et l’ancienneté de permis requise, se présenter à la prise en charge avec ses propres documents et, dans la plupart des cas, fournir une carte à son nom pour la caution.

Si plusieurs personnes conduisent, déclarez-les toutes : un conducteur non déclaré n’est généralement pas couvert par l’assurance.`,
      ru: `Да. Вы можете оформить бронирование из своего личного кабинета и указать водителем другого человека. Он должен соответствовать условиям арендодателя, в том числе по минимальному возрасту и водительскому стажу, прийти на получение со своими документами и, как правило, предъявить карту на своё имя для залога.

Если машину будут водить несколько человек, укажите каждого: незаявленный водитель обычно не покрывается страховкой.`,
    },
  },
  {
    topic: 'booking',
    anchor: 'concierge-requests',
    question: {
      en: 'Can you help me plan a trip or find something specific?',
      fr: 'Pouvez-vous m’aider à organiser un voyage ou à trouver un véhicule précis ?',
      ru: 'Можете помочь спланировать поездку или найти что-то особенное?',
    },
    answer: {
      en: `Yes. Our [concierge](/concierge) team handles requests that go beyond a simple rental: a car and a yacht on the same trip, an itinerary over several days, a particular model or a booking around a big event such as the Monaco Grand Prix.

Tell us what you have in mind, your dates and your budget, and we will come back to you with suggestions. For a straightforward rental, the [search page](/search) remains the quickest way to compare offers.`,
      fr: `Oui. Notre [conciergerie](/concierge) prend en charge les demandes qui vont au-delà d’une simple location : une voiture et un yacht pour le même séjour, un itinéraire sur plusieurs jours, un modèle particulier ou une réservation autour d’un grand événement comme le Grand Prix de Monaco.

Décrivez-nous votre projet, vos dates et votre budget : nous revenons vers vous avec des propositions. Pour une location classique, la [page de recherche](/search) reste le moyen le plus rapide de comparer les offres.`,
      ru: `Да. Наш [консьерж-сервис](/concierge) берётся за задачи, которые выходят за рамки обычной аренды: машина и яхта в одной поездке, маршрут на несколько дней, конкретная модель или бронирование к крупному событию вроде Гран-при Монако.

Расскажите, что вы задумали, назовите даты и бюджет — и мы вернёмся к вам с предложениями. Для обычной аренды быстрее всего сравнить варианты на [странице поиска](/search).`,
    },
  },
  // ─── payment ───────────────────────────────────────────────────────────
  {
    topic: 'payment',
    anchor: 'payment-methods',
    question: {
      en: 'Which payment methods can I use?',
      fr: 'Quels moyens de paiement puis-je utiliser ?',
      ru: 'Какие способы оплаты доступны?',
    },
    answer: {
      en: `You can pay for your booking online:

- **by bank card**, with the payment processed securely by Stripe;
- **with PayPal**.

Some suppliers also accept **pay at pick-up**. When this is possible, the option appears as you book.

Keep in mind that paying for the rental and the security deposit are two separate things: whichever way you pay, the supplier will hold a deposit on a card at pick-up, usually a credit card in the main driver's name.`,
      fr: `Vous pouvez régler votre réservation en ligne :

- **par carte bancaire**, le paiement étant traité de façon sécurisée par Stripe ;
- **avec PayPal**.

Certains loueurs acceptent aussi le **paiement à la prise en charge**. Lorsque c’est possible, l’option s’affiche au moment de la réservation.

Gardez à l’esprit que le paiement de la location et la caution sont deux choses distinctes : quel que soit votre mode de paiement, le loueur bloquera une caution sur une carte à la prise en charge, généralement une carte de crédit au nom du conducteur principal.`,
      ru: `Оплатить бронирование можно онлайн:

- **банковской картой** — платёж надёжно обрабатывает Stripe;
- **через PayPal**.

Некоторые арендодатели также допускают **оплату при получении**. Если такая возможность есть, вы увидите её при бронировании.

Помните, что оплата аренды и залог — это разные вещи: как бы вы ни платили, при выдаче арендодатель заблокирует залог на карте, обычно кредитной и оформленной на имя основного водителя.`,
    },
  },
  {
    topic: 'payment',
    anchor: 'pay-at-pick-up',
    question: {
      en: 'How does pay at pick-up work?',
      fr: 'Comment fonctionne le paiement à la prise en charge ?',
      ru: 'Как работает оплата при получении?',
    },
    answer: {
      en: `When a supplier allows it, you can choose to pay for the rental when you collect the vehicle rather than online. The option is shown during booking only for the vehicles where it applies.

Your booking is recorded straight away, but it must still be paid within the time shown in your booking: **a booking that is not paid in time is voided**, and the vehicle becomes available to other customers. At pick-up, the supplier also holds the deposit on your card, so make sure your card limit covers both amounts.`,
      fr: `Lorsque le loueur l’accepte, vous pouvez choisir de régler la location en prenant le véhicule plutôt qu’en ligne. L’option ne s’affiche lors de la réservation que pour les véhicules concernés.

Votre réservation est enregistrée immédiatement, mais elle doit être réglée dans le délai indiqué dans votre réservation : **une réservation non payée à temps est annulée**, et le véhicule redevient disponible pour d’autres clients. À la prise en charge, le loueur bloque aussi la caution sur votre carte : vérifiez que votre plafond couvre les deux montants.`,
      ru: `Если арендодатель это допускает, аренду можно оплатить не онлайн, а при получении транспорта. Такая опция показывается при бронировании только для тех предложений, где она доступна.

Бронирование регистрируется сразу, но оплатить его нужно в срок, указанный в бронировании: **неоплаченное вовремя бронирование аннулируется**, и транспорт снова становится доступен другим клиентам. При выдаче арендодатель также блокирует залог на вашей карте, поэтому убедитесь, что лимита хватит на обе суммы.`,
    },
  },
  {
    topic: 'payment',
    anchor: 'booking-voided',
    question: {
      en: 'Why was my booking voided?',
      fr: 'Pourquoi ma réservation a-t-elle été annulée automatiquement ?',
      ru: 'Почему моё бронирование аннулировано?',
    },
    answer: {
      en: `A booking is voided when it has not been paid in time, for example because an online payment failed or was not completed, or because the payment deadline of a pay-at-pick-up booking has passed. The vehicle is then released for other customers.

You can simply make a new booking, subject to availability. If you think your booking was voided by mistake, or if you see a charge for a voided booking, write to us through the [contact form](/contact) with your booking details.`,
      fr: `Une réservation est annulée lorsqu’elle n’a pas été payée à temps : par exemple si le paiement en ligne a échoué ou n’a pas été finalisé, ou si le délai de paiement d’une réservation à régler à la prise en charge est dépassé. Le véhicule est alors remis à disposition des autres clients.

Il vous suffit de refaire une réservation, sous réserve de disponibilité. Si vous pensez que votre réservation a été annulée par erreur, ou si vous constatez un débit pour une réservation annulée, écrivez-nous via le [formulaire de contact](/contact) en précisant les détails de la réservation.`,
      ru: `Бронирование аннулируется, если его не оплатили вовремя: например, онлайн-платёж не прошёл или не был завершён либо истёк срок оплаты бронирования с оплатой при получении. После этого транспорт снова становится доступен другим клиентам.

Вы можете просто оформить новое бронирование, если транспорт ещё свободен. Если вы считаете, что бронирование аннулировано по ошибке, или видите списание по аннулированному бронированию, напишите нам через [форму обратной связи](/contact) и укажите данные бронирования.`,
    },
  },
  {
    topic: 'payment',
    anchor: 'security-deposit',
    question: {
      en: 'What is the security deposit and when do I get it back?',
      fr: 'Qu’est-ce que la caution et quand est-elle restituée ?',
      ru: 'Что такое залог и когда его вернут?',
    },
    answer: {
      en: `The deposit is an amount the supplier holds on your card at pick-up, as a guarantee against damage, missing fuel, fines or a late return. It is usually a **hold**, not a charge: the money is reserved on your card but not debited.

The amount depends on the supplier, the vehicle and the insurance you choose. The card generally needs to be a credit card in the main driver's name, with enough available limit. After the return and inspection, the supplier releases the hold; how quickly the money becomes available again depends on your bank, often a few working days.`,
      fr: `La caution est un montant que le loueur bloque sur votre carte à la prise en charge, en garantie des dommages, du carburant manquant, des amendes ou d’un retour tardif. Il s’agit généralement d’une **empreinte bancaire**, et non d’un débit : la somme est réservée sur votre carte, sans être prélevée.

Le montant dépend du loueur, du véhicule et de l’assurance choisie. La carte doit en principe être une carte de crédit au nom du conducteur principal, avec un plafond suffisant. Après le retour et l’inspection, le loueur lève l’empreinte ; le délai avant que l’argent soit de nouveau disponible dépend de votre banque, souvent quelques jours ouvrés.`,
      ru: `Залог — это сумма, которую арендодатель блокирует на вашей карте при выдаче транспорта в качестве гарантии на случай повреждений, нехватки топлива, штрафов или опоздания с возвратом. Обычно это **блокировка**, а не списание: деньги резервируются на карте, но не снимаются.

Сумма зависит от арендодателя, транспорта и выбранной страховки. Как правило, нужна кредитная карта на имя основного водителя с достаточным лимитом. После возврата и осмотра арендодатель снимает блокировку; когда деньги снова станут доступны, зависит от вашего банка — чаще всего через несколько рабочих дней.`,
    },
  },
  {
    topic: 'payment',
    anchor: 'wallet-and-cashback',
    question: {
      en: 'What is the wallet in my account?',
      fr: 'À quoi sert le portefeuille de mon compte ?',
      ru: 'Что такое кошелёк в личном кабинете?',
    },
    answer: {
      en: `The wallet holds the **cashback** you earn from your bookings. You can check your balance there at any time from your account.

A paid booking's cashback is shown as **pending** until its rental ends; from the drop-off time it is in your balance and you can spend it on your next bookings. Until then the booking can still be cancelled, and a cancelled booking's cashback is withdrawn. If a booking on which you used cashback is cancelled, that cashback goes back to your wallet; if the booking is later reinstated at its price, the cashback it used is taken from your wallet again. Your balance never goes below zero. The full rules are in our [Terms of Use](/terms-and-conditions#cashback).

To make sure cashback is credited correctly, sign in before you book, so the booking is linked to your account. The conditions for earning and using cashback are shown in your account. If a booking's cashback seems to be missing or anything is unclear, contact us through the [contact form](/contact) with the booking details.`,
      fr: `Le portefeuille regroupe le **cashback** que vous gagnez grâce à vos réservations. Vous pouvez en consulter le solde à tout moment depuis votre compte.

Le cashback d’une réservation payée apparaît **en attente** jusqu’à la fin de la location ; à l’heure de restitution, il rejoint votre solde et vous pouvez l’utiliser pour vos prochaines réservations. Jusque-là, la réservation peut encore être annulée, et le cashback d’une réservation annulée est retiré. Si une réservation sur laquelle vous avez utilisé du cashback est annulée, ce cashback revient dans votre portefeuille ; si elle est ensuite rétablie à son prix, le cashback qu’elle utilisait est de nouveau prélevé sur votre portefeuille. Votre solde ne devient jamais négatif. Les règles complètes figurent dans nos [conditions d’utilisation](/terms-and-conditions#cashback).

Pour que le cashback soit bien crédité, connectez-vous avant de réserver : la réservation sera ainsi rattachée à votre compte. Les conditions d’obtention et d’utilisation du cashback sont indiquées dans votre compte. S’il vous semble manquer pour une réservation, ou si quelque chose n’est pas clair, contactez-nous via le [formulaire de contact](/contact) en précisant la réservation concernée.`,
      ru: `В кошельке накапливается **кешбэк**, который вы получаете за бронирования. Баланс можно в любой момент посмотреть в личном кабинете.

Кешбэк за оплаченное бронирование отображается как **ожидающий** до окончания аренды; с момента возврата автомобиля или яхты он зачисляется на баланс, и его можно потратить на следующие бронирования. До этого бронирование ещё можно отменить, а кешбэк отменённого бронирования списывается. Если отменено бронирование, в котором вы использовали кешбэк, этот кешбэк возвращается в кошелёк; если бронирование затем восстановят по прежней цене, использованный в нём кешбэк снова списывается с кошелька. Баланс никогда не становится отрицательным. Полные правила — в наших [Условиях использования](/terms-and-conditions#cashback).

Чтобы кешбэк начислялся правильно, входите в аккаунт до бронирования — тогда бронирование будет привязано к вашему кабинету. Условия начисления и использования кешбэка указаны в личном кабинете. Если кешбэк за какое-то бронирование не пришёл или что-то непонятно, напишите нам через [форму обратной связи](/contact) и укажите данные бронирования.`,
    },
  },
  // ─── cancellation ──────────────────────────────────────────────────────
  {
    topic: 'cancellation',
    anchor: 'change-or-cancel-booking',
    question: {
      en: 'Can I change or cancel my booking?',
      fr: 'Puis-je modifier ou annuler ma réservation ?',
      ru: 'Можно ли изменить или отменить бронирование?',
    },
    answer: {
      en: `It depends on the options attached to your booking. A booking can be cancelled or amended **only if**:

- the vehicle's price already includes the cancellation or amendment option, or
- you added that option as an extra when you booked.

The listing shows whether these options are included or available. If your booking has the option, you can use it from your account within the conditions shown, for example before a given date. Without it, the booking cannot be cancelled or changed.`,
      fr: `Cela dépend des options attachées à votre réservation. Une réservation ne peut être annulée ou modifiée **que si** :

- le prix du véhicule inclut déjà l’option d’annulation ou de modification ;
- ou vous avez ajouté cette option au moment de réserver.

L’annonce indique si ces options sont incluses ou disponibles. Si votre réservation en bénéficie, vous pouvez l’utiliser depuis votre compte dans les conditions indiquées, par exemple avant une certaine date. Sans cette option, la réservation ne peut être ni annulée ni modifiée.`,
      ru: `Это зависит от опций вашего бронирования. Отменить или изменить бронирование можно, **только если**:

- в цену транспорта уже входит возможность отмены или изменения;
- или вы добавили такую опцию при бронировании.

В объявлении видно, включены ли эти опции или их можно добавить. Если опция есть, воспользоваться ею можно в личном кабинете на указанных условиях — например, до определённой даты. Без неё бронирование нельзя ни отменить, ни изменить.`,
    },
  },
  {
    topic: 'cancellation',
    anchor: 'keep-booking-flexible',
    question: {
      en: 'How can I keep my booking flexible?',
      fr: 'Comment garder une réservation flexible ?',
      ru: 'Как сделать бронирование гибким?',
    },
    answer: {
      en: `Decide on flexibility **when you book**, because that is the moment to secure it:

- choose a vehicle whose price already includes cancellation or amendment, or
- add the cancellation or amendment option as an extra before paying.

The listing explains the conditions, such as how long before pick-up you can still cancel. If your dates are not certain, for example a flight that might change or an event that is not yet confirmed, the option is often worth its cost.`,
      fr: `Pensez à la flexibilité **au moment de réserver**, car c’est à ce moment-là qu’il faut la prévoir :

- choisissez un véhicule dont le prix inclut déjà l’annulation ou la modification ;
- ou ajoutez l’option d’annulation ou de modification avant de payer.

L’annonce précise les conditions, par exemple jusqu’à quand vous pouvez encore annuler avant la prise en charge. Si vos dates ne sont pas certaines (un vol susceptible de changer, un événement pas encore confirmé), l’option vaut souvent son prix.`,
      ru: `О гибкости нужно подумать **в момент бронирования** — именно тогда её и можно обеспечить:

- выберите транспорт, в цену которого уже входит отмена или изменение;
- или добавьте опцию отмены или изменения до оплаты.

Условия указаны в объявлении — например, за сколько времени до получения ещё можно отменить бронирование. Если даты не окончательные (рейс может перенестись, мероприятие ещё не подтверждено), такая опция обычно оправдывает свою стоимость.`,
    },
  },
  {
    topic: 'cancellation',
    anchor: 'late-arrival-or-no-show',
    question: {
      en: 'What happens if I arrive late or don’t show up?',
      fr: 'Que se passe-t-il si j’arrive en retard ou si je ne me présente pas ?',
      ru: 'Что будет, если я опоздаю или не приду?',
    },
    answer: {
      en: `If you are running late, contact the supplier as soon as possible. Many suppliers can wait or arrange a later handover, but they are not obliged to, especially outside their opening hours.

If you do not turn up and your booking has no cancellation option, the booking is generally not refunded. If you know in advance that you cannot travel and your booking includes cancellation, cancel it as early as possible within the conditions shown, rather than simply not showing up.`,
      fr: `Si vous êtes en retard, prévenez le loueur au plus vite. Beaucoup de loueurs peuvent patienter ou organiser une remise des clés plus tardive, mais ils n’y sont pas tenus, surtout en dehors de leurs horaires d’ouverture.

Si vous ne vous présentez pas et que votre réservation ne comporte pas d’option d’annulation, elle n’est en général pas remboursée. Si vous savez à l’avance que vous ne pourrez pas partir et que votre réservation inclut l’annulation, annulez-la le plus tôt possible dans les conditions prévues, plutôt que de ne pas venir.`,
      ru: `Если вы опаздываете, как можно скорее свяжитесь с арендодателем. Многие готовы подождать или перенести выдачу на более позднее время, но они не обязаны это делать, особенно за пределами рабочих часов.

Если вы не пришли, а в бронировании нет опции отмены, деньги, как правило, не возвращаются. Если вы заранее знаете, что поездка не состоится, а бронирование предусматривает отмену, отмените его как можно раньше на указанных условиях, а не просто не приходите.`,
    },
  },
  // ─── insurance ─────────────────────────────────────────────────────────
  {
    topic: 'insurance',
    anchor: 'insurance-extras',
    question: {
      en: 'Which insurance extras can I choose?',
      fr: 'Quelles options d’assurance puis-je choisir ?',
      ru: 'Какие страховые опции можно выбрать?',
    },
    answer: {
      en: `For each booking you can add the insurance extras offered by the supplier:

- **Collision damage waiver (CDW):** if the vehicle is damaged, what you pay is limited to the excess.
- **Theft protection:** the same principle if the vehicle is stolen.
- **Full insurance:** the broadest cover, usually reducing the excess to zero or a small amount.

Extras are chosen per booking, so you can adapt them to each trip. Check the listing for the excess amounts and exclusions before you pay.`,
      fr: `Pour chaque réservation, vous pouvez ajouter les options d’assurance proposées par le loueur :

- **Garantie dommages collision (CDW) :** si le véhicule est endommagé, votre participation est limitée au montant de la franchise.
- **Protection vol :** même principe si le véhicule est volé.
- **Assurance complète :** la couverture la plus large, qui ramène généralement la franchise à zéro ou à un petit montant.

Les options se choisissent à chaque réservation : vous pouvez donc les adapter à chaque voyage. Vérifiez les franchises et les exclusions dans l’annonce avant de payer.`,
      ru: `К каждому бронированию можно добавить страховые опции, которые предлагает арендодатель:

- **CDW (collision damage waiver):** при повреждении транспорта вы платите не больше франшизы.
- **Защита от угона:** тот же принцип, если транспорт угнали.
- **Полная страховка:** самое широкое покрытие, обычно снижающее франшизу до нуля или небольшой суммы.

Опции выбираются для каждого бронирования отдельно, так что их можно подстроить под конкретную поездку. Перед оплатой проверьте в объявлении размер франшизы и исключения.`,
    },
  },
  {
    topic: 'insurance',
    anchor: 'what-is-the-excess',
    question: {
      en: 'What is the excess?',
      fr: 'Qu’est-ce que la franchise ?',
      ru: 'Что такое франшиза?',
    },
    answer: {
      en: `The excess is the maximum amount you pay if the vehicle is damaged or stolen, when the corresponding cover applies. For example, with collision damage waiver and an excess of 1,000 euros, a repair costing 3,000 euros would cost you at most 1,000 euros.

Full insurance usually reduces the excess to zero or to a small amount. The excess depends on the supplier and the vehicle and is stated in the conditions. It is not the same thing as the deposit, although the supplier may use the deposit to cover it.`,
      fr: `La franchise est le montant maximal qui reste à votre charge si le véhicule est endommagé ou volé, lorsque la garantie correspondante s’applique. Par exemple, avec une garantie dommages collision et une franchise de 1 000 euros, une réparation de 3 000 euros vous coûterait au plus 1 000 euros.

L’assurance complète ramène généralement la franchise à zéro ou à un petit montant. La franchise dépend du loueur et du véhicule, et figure dans les conditions. Elle ne se confond pas avec la caution, même si le loueur peut se servir de la caution pour la couvrir.`,
      ru: `Франшиза — это максимальная сумма, которую вы платите при повреждении или угоне транспорта, если действует соответствующее покрытие. Например, с CDW и франшизой 1000 евро ремонт стоимостью 3000 евро обойдётся вам не дороже 1000 евро.

Полная страховка обычно снижает франшизу до нуля или небольшой суммы. Размер франшизы зависит от арендодателя и транспорта и указан в условиях. Франшиза и залог — не одно и то же, хотя арендодатель может покрыть франшизу из залога.`,
    },
  },
  {
    topic: 'insurance',
    anchor: 'what-insurance-does-not-cover',
    question: {
      en: 'What is usually not covered by insurance?',
      fr: 'Qu’est-ce qui n’est généralement pas couvert par l’assurance ?',
      ru: 'Что обычно не покрывает страховка?',
    },
    answer: {
      en: `Each supplier sets its own exclusions, so always read them. Items commonly excluded from basic cover include:

- tyres, windscreen and windows, the underside and the roof;
- lost keys and damage caused by using the wrong fuel;
- damage caused by serious negligence, such as driving under the influence or off-road;
- any damage when an undeclared driver was at the wheel.

Full insurance often covers some of these items, but rarely all of them. If in doubt, ask the supplier before you book.`,
      fr: `Chaque loueur fixe ses propres exclusions : lisez-les toujours. Sont souvent exclus des garanties de base :

- les pneus, le pare-brise et les vitres, le bas de caisse et le toit ;
- la perte des clés et les dégâts dus à une erreur de carburant ;
- les dommages causés par une faute grave, comme la conduite sous l’emprise de l’alcool ou hors route ;
- tout dommage survenu alors qu’un conducteur non déclaré était au volant.

L’assurance complète couvre souvent une partie de ces éléments, mais rarement tous. En cas de doute, interrogez le loueur avant de réserver.`,
      ru: `У каждого арендодателя свои исключения, поэтому обязательно читайте их. Часто базовое покрытие не распространяется на:

- шины, лобовое и боковые стёкла, днище и крышу;
- потерю ключей и повреждения из-за неправильно выбранного топлива;
- ущерб по грубой неосторожности, например при вождении в нетрезвом виде или по бездорожью;
- любой ущерб, если за рулём был незаявленный водитель.

Полная страховка часто покрывает часть этих пунктов, но редко все. Если сомневаетесь, спросите арендодателя до бронирования.`,
    },
  },
  {
    topic: 'insurance',
    anchor: 'credit-card-rental-cover',
    question: {
      en: 'Do I need insurance extras if my credit card covers rentals?',
      fr: 'Ai-je besoin des options d’assurance si ma carte bancaire couvre la location ?',
      ru: 'Нужны ли страховые опции, если моя кредитная карта страхует аренду?',
    },
    answer: {
      en: `Some credit cards and travel policies include cover for rental vehicles, but it usually works on a "pay first, claim later" basis: the supplier charges you for the damage up to the excess, and you then claim the money back from your card issuer or insurer.

Conditions vary a lot, for instance by country, type of vehicle or length of rental, and yachts are rarely included. Read them before you travel. If you rely on such cover, remember that the supplier will still hold a deposit on your card at pick-up.`,
      fr: `Certaines cartes bancaires et assurances voyage incluent une garantie pour les véhicules de location, mais elle fonctionne généralement selon le principe « vous payez, puis vous êtes remboursé » : le loueur vous facture les dégâts dans la limite de la franchise, puis vous demandez le remboursement à votre banque ou à votre assureur.

Les conditions varient beaucoup, par exemple selon le pays, le type de véhicule ou la durée de location, et les yachts sont rarement couverts. Lisez-les avant de partir. Si vous comptez sur cette garantie, sachez que le loueur bloquera tout de même une caution sur votre carte à la prise en charge.`,
      ru: `Некоторые кредитные карты и туристические полисы включают страхование арендованного транспорта, но обычно по принципу «сначала платите сами, потом получаете возмещение»: арендодатель списывает с вас стоимость ущерба в пределах франшизы, а вы затем требуете компенсацию у банка или страховщика.

Условия сильно различаются — в зависимости от страны, типа транспорта или срока аренды, — а яхты покрываются редко. Изучите их до поездки. Даже если вы рассчитываете на такую страховку, арендодатель всё равно заблокирует залог на карте при выдаче.`,
    },
  },
  // ─── documents ─────────────────────────────────────────────────────────
  {
    topic: 'documents',
    anchor: 'documents-at-pick-up',
    question: {
      en: 'What documents do I need at pick-up?',
      fr: 'Quels documents présenter à la prise en charge ?',
      ru: 'Какие документы нужны при получении?',
    },
    answer: {
      en: `The driver usually needs to present:

- a valid passport or national identity card;
- a valid driving licence, held for at least the supplier's minimum number of years;
- an international driving permit, if the supplier or the country requires one;
- a card in the driver's name for the deposit, usually a credit card;
- the booking confirmation.

Each additional driver must show their own ID and licence. The exact requirements are listed in the supplier's conditions, so check them before you travel.`,
      fr: `Le conducteur doit généralement présenter :

- un passeport ou une carte d’identité en cours de validité ;
- un permis de conduire valide, détenu depuis au moins le nombre d’années exigé par le loueur ;
- un permis de conduire international, si le loueur ou le pays l’exige ;
- une carte à son nom pour la caution, en général une carte de crédit ;
- la confirmation de réservation.

Chaque conducteur supplémentaire doit présenter sa propre pièce d’identité et son permis. Les exigences précises figurent dans les conditions du loueur : vérifiez-les avant de partir.`,
      ru: `Обычно водитель должен предъявить:

- действующий паспорт или удостоверение личности;
- действующее водительское удостоверение со стажем не меньше, чем требует арендодатель;
- международное водительское удостоверение, если его требует арендодатель или страна;
- карту на имя водителя для залога, как правило кредитную;
- подтверждение бронирования.

Каждый дополнительный водитель предъявляет свои документы и права. Точные требования указаны в условиях арендодателя — проверьте их до поездки.`,
    },
  },
  {
    topic: 'documents',
    anchor: 'minimum-age-and-licence',
    question: {
      en: 'Is there a minimum age or driving experience?',
      fr: 'Y a-t-il un âge minimum ou une ancienneté de permis exigée ?',
      ru: 'Есть ли требования к возрасту и стажу?',
    },
    answer: {
      en: `Yes. Each supplier sets a **minimum age** for drivers, commonly 21, and a **minimum number of years** holding a driving licence. Both are shown in the listing and can be higher for powerful or premium vehicles. Some suppliers also apply a young-driver fee.

These conditions apply to every driver, including additional drivers. If a driver does not meet them at pick-up, the supplier can refuse to hand over the vehicle, so check them before you book.`,
      fr: `Oui. Chaque loueur fixe un **âge minimum** pour les conducteurs, souvent 21 ans, et une **ancienneté de permis minimale**. Ces deux conditions figurent dans l’annonce et peuvent être plus strictes pour les véhicules puissants ou haut de gamme. Certains loueurs appliquent aussi un supplément jeune conducteur.

Ces conditions valent pour chaque conducteur, y compris les conducteurs supplémentaires. Si l’un d’eux ne les remplit pas à la prise en charge, le loueur peut refuser de remettre le véhicule : vérifiez-les avant de réserver.`,
      ru: `Да. Каждый арендодатель устанавливает **минимальный возраст** водителя, чаще всего 21 год, и **минимальный водительский стаж**. Оба требования указаны в объявлении и для мощных или премиальных машин могут быть выше. Некоторые арендодатели также берут доплату за молодого водителя.

Эти условия касаются всех водителей, включая дополнительных. Если водитель им не соответствует, арендодатель вправе отказать в выдаче машины, поэтому проверьте требования до бронирования.`,
    },
  },
  {
    topic: 'documents',
    anchor: 'international-driving-permit',
    question: {
      en: 'Do I need an international driving permit?',
      fr: 'Ai-je besoin d’un permis de conduire international ?',
      ru: 'Нужно ли международное водительское удостоверение?',
    },
    answer: {
      en: `It depends on where your licence was issued, the country you are driving in and the supplier's conditions. Licences issued in an EU country are generally accepted throughout the EU. If your licence was issued elsewhere, especially if it is not written in the Latin alphabet, you may need an international driving permit as well.

The permit is a translation of your licence: it is only valid together with the original, and you must obtain it before you travel, in the country that issued your licence. When in doubt, ask the supplier.`,
      fr: `Cela dépend du pays qui a délivré votre permis, du pays où vous conduisez et des conditions du loueur. Les permis délivrés dans un pays de l’UE sont en général acceptés dans toute l’Union. Si votre permis a été délivré ailleurs, surtout s’il n’est pas rédigé en alphabet latin, un permis international peut être nécessaire en plus.

Le permis international est une traduction de votre permis : il n’est valable qu’accompagné de l’original et doit être obtenu avant le départ, dans le pays qui a délivré votre permis. En cas de doute, interrogez le loueur.`,
      ru: `Это зависит от страны, выдавшей ваши права, страны, где вы будете ездить, и условий арендодателя. Права, выданные в стране ЕС, обычно признаются во всём Евросоюзе. Если права выданы в другой стране, особенно если они оформлены не латиницей, может понадобиться ещё и международное водительское удостоверение.

МВУ — это перевод ваших прав: оно действительно только вместе с оригиналом, а получить его нужно до поездки в стране, где выданы права. Если сомневаетесь, уточните у арендодателя.`,
    },
  },
  {
    topic: 'documents',
    anchor: 'additional-drivers',
    question: {
      en: 'Can someone else drive the car?',
      fr: 'Quelqu’un d’autre peut-il conduire la voiture ?',
      ru: 'Может ли машину водить кто-то ещё?',
    },
    answer: {
      en: `Yes, as long as they are declared as additional drivers. Every additional driver must meet the same conditions as the main driver, including the minimum age and years of licence, and show their own documents at pick-up. Some suppliers charge a fee per additional driver.

Never let an undeclared person drive: in the event of an accident, the insurance, including any extras you chose, may not apply, and you could be liable for the full cost of the damage.`,
      fr: `Oui, à condition d’être déclaré comme conducteur supplémentaire. Chaque conducteur supplémentaire doit remplir les mêmes conditions que le conducteur principal, notamment l’âge minimum et l’ancienneté de permis, et présenter ses propres documents à la prise en charge. Certains loueurs facturent un supplément par conducteur.

Ne laissez jamais conduire une personne non déclarée : en cas d’accident, l’assurance, y compris les options choisies, pourrait ne pas s’appliquer, et le coût total des dégâts pourrait vous être réclamé.`,
      ru: `Да, если этот человек указан как дополнительный водитель. Каждый дополнительный водитель должен соответствовать тем же условиям, что и основной, в том числе по возрасту и стажу, и предъявить свои документы при получении машины. Некоторые арендодатели берут плату за каждого дополнительного водителя.

Никогда не доверяйте руль незаявленному человеку: в случае аварии страховка, включая выбранные опции, может не действовать, и вам придётся оплатить весь ущерб.`,
    },
  },
  // ─── yachts ────────────────────────────────────────────────────────────
  {
    topic: 'yachts',
    anchor: 'skipper-or-bareboat',
    question: {
      en: 'Can I rent a yacht with or without a skipper?',
      fr: 'Puis-je louer un yacht avec ou sans skipper ?',
      ru: 'Можно ли арендовать яхту со шкипером или без него?',
    },
    answer: {
      en: `It depends on the yacht. Each supplier decides whether a yacht is offered **with a skipper**, **without one (bareboat)**, or both, and the listing shows which options are available.

With a skipper, a professional handles navigation, mooring and safety, which we recommend for a first charter or unfamiliar waters. Without a skipper, you need the qualifications the supplier asks for. Check the listing to see whether the skipper's fee is included in the price or charged separately.`,
      fr: `Cela dépend du yacht. Chaque loueur décide si un yacht est proposé **avec skipper**, **sans skipper (coque nue)**, ou les deux, et l’annonce précise les formules disponibles.

Avec skipper, un professionnel s’occupe de la navigation, des manœuvres et de la sécurité : c’est ce que nous recommandons pour une première location ou dans des eaux que vous ne connaissez pas. Sans skipper, vous devez disposer des qualifications exigées par le loueur. Vérifiez dans l’annonce si la rémunération du skipper est incluse dans le prix ou facturée à part.`,
      ru: `Это зависит от яхты. Каждый владелец сам решает, предлагать ли яхту **со шкипером**, **без шкипера (bareboat)** или в обоих вариантах, а в объявлении указано, что доступно.

Со шкипером навигацией, швартовкой и безопасностью занимается профессионал — мы советуем этот вариант для первого чартера или незнакомой акватории. Без шкипера вам понадобятся документы о квалификации, которые требует владелец. Проверьте в объявлении, входит ли оплата шкипера в стоимость или берётся отдельно.`,
    },
  },
  {
    topic: 'yachts',
    anchor: 'licence-for-bareboat-charter',
    question: {
      en: 'What licence do I need to charter a yacht without a skipper?',
      fr: 'Quel permis faut-il pour louer un yacht sans skipper ?',
      ru: 'Какие документы нужны, чтобы арендовать яхту без шкипера?',
    },
    answer: {
      en: `Requirements depend on the country, the size and engine power of the boat, and the supplier. Suppliers usually ask for a recognised boating licence or certificate, such as the International Certificate of Competence (ICC), and may also ask for a summary of your sailing experience. Some require a second crew member able to assist.

Check the listing before booking and bring the originals of your documents to check-in. If you don't have the required qualifications, choose a yacht offered with a skipper.`,
      fr: `Les exigences dépendent du pays, de la taille et de la puissance du bateau, ainsi que du loueur. Les loueurs demandent généralement un permis ou un certificat reconnu, comme le certificat international de compétence (ICC), et parfois un CV nautique résumant votre expérience. Certains exigent aussi un équipier capable de vous seconder.

Consultez l’annonce avant de réserver et apportez les originaux de vos documents à l’embarquement. Si vous n’avez pas les qualifications requises, choisissez un yacht proposé avec skipper.`,
      ru: `Требования зависят от страны, размера и мощности судна, а также от владельца. Обычно просят признанное удостоверение судоводителя или сертификат, например международный сертификат ICC, а иногда и морское резюме с описанием вашего опыта. Некоторые владельцы требуют, чтобы на борту был второй член экипажа, способный помочь.

Проверьте объявление до бронирования и возьмите оригиналы документов на приёмку яхты. Если нужной квалификации у вас нет, выберите яхту со шкипером.`,
    },
  },
  {
    topic: 'yachts',
    anchor: 'yacht-charter-extra-costs',
    question: {
      en: 'Which costs are not included in a yacht charter?',
      fr: 'Quels frais ne sont pas compris dans la location d’un yacht ?',
      ru: 'Какие расходы не входят в стоимость аренды яхты?',
    },
    answer: {
      en: `It varies by supplier, so read the listing carefully. Costs often charged on top of the charter price include:

- fuel, especially on motor yachts;
- marina berths and mooring buoys away from the home port;
- the skipper's fee and meals, if not included;
- final cleaning, bed linen or water toys;
- on larger crewed yachts, an advance provisioning allowance (APA) for food, fuel and port fees.

A security deposit is also held before departure, as for cars.`,
      fr: `Cela varie selon le loueur : lisez attentivement l’annonce. Les frais souvent facturés en plus du prix de location sont :

- le carburant, surtout sur les yachts à moteur ;
- les places de port et les bouées hors du port d’attache ;
- la rémunération et les repas du skipper, s’ils ne sont pas inclus ;
- le ménage de fin de séjour, le linge de lit ou les jeux nautiques ;
- sur les grands yachts avec équipage, une provision de bord (APA) pour la nourriture, le carburant et les frais de port.

Une caution est également bloquée avant le départ, comme pour une voiture.`,
      ru: `Это зависит от владельца, поэтому внимательно читайте объявление. Сверх стоимости чартера часто оплачиваются:

- топливо, особенно на моторных яхтах;
- стоянки в маринах и на буях за пределами домашнего порта;
- работа и питание шкипера, если они не включены;
- финальная уборка, постельное бельё или водные развлечения;
- на больших яхтах с экипажем — аванс APA на продукты, топливо и портовые сборы.

Перед выходом в море, как и при аренде машины, блокируется залог.`,
    },
  },
  {
    topic: 'yachts',
    anchor: 'yacht-charter-bad-weather',
    question: {
      en: 'What happens if the weather is bad?',
      fr: 'Que se passe-t-il en cas de mauvais temps ?',
      ru: 'Что будет, если испортится погода?',
    },
    answer: {
      en: `Safety comes first. On a skippered charter, the skipper decides whether it is safe to go out and may change the route or the timing. On a bareboat charter, the supplier may advise you not to leave port or limit your sailing area.

Whether a day lost to weather can be moved or refunded depends on the supplier's conditions and on whether your booking includes a cancellation or amendment option. Read them before you book, and keep some flexibility in your plans, especially in mistral or meltemi season.`,
      fr: `La sécurité passe avant tout. Avec skipper, c’est lui qui décide s’il est prudent de sortir, et il peut modifier l’itinéraire ou les horaires. Sans skipper, le loueur peut vous déconseiller de quitter le port ou limiter votre zone de navigation.

La possibilité de reporter ou de rembourser une journée perdue à cause de la météo dépend des conditions du loueur et de la présence d’une option d’annulation ou de modification dans votre réservation. Lisez-les avant de réserver, et gardez de la souplesse dans votre programme, surtout en période de mistral ou de meltem.`,
      ru: `Прежде всего — безопасность. Если яхта со шкипером, он решает, можно ли выходить в море, и может изменить маршрут или время выхода. При аренде без шкипера владелец может рекомендовать не покидать порт или ограничить район плавания.

Можно ли перенести день, потерянный из-за погоды, или вернуть за него деньги, зависит от условий владельца и от того, есть ли в бронировании опция отмены или изменения. Изучите условия до бронирования и оставляйте в планах запас, особенно в сезон мистраля или мельтеми.`,
    },
  },
  // ─── account ───────────────────────────────────────────────────────────
  {
    topic: 'account',
    anchor: 'create-an-account',
    question: {
      en: 'How do I create an account?',
      fr: 'Comment créer un compte ?',
      ru: 'Как зарегистрироваться?',
    },
    answer: {
      en: `Sign up with your email address. We then send you an email containing an **activation link**: open it to activate your account. Until the account is activated, you cannot sign in.

Once your account is active, you can sign in with your password, with a code sent by email or with Google, follow your bookings, manage your settings and see your wallet. Use an email address you check regularly, as it is also where sign-in codes are sent.`,
      fr: `Inscrivez-vous avec votre adresse e-mail. Nous vous envoyons ensuite un e-mail contenant un **lien d’activation** : ouvrez-le pour activer votre compte. Tant que le compte n’est pas activé, vous ne pouvez pas vous connecter.

Une fois le compte actif, vous pouvez vous connecter avec votre mot de passe, avec un code reçu par e-mail ou avec Google, suivre vos réservations, gérer vos paramètres et consulter votre portefeuille. Utilisez une adresse que vous consultez régulièrement : c’est aussi là que vous recevrez les codes de connexion.`,
      ru: `Зарегистрируйтесь по адресу электронной почты. Мы пришлём письмо со **ссылкой для активации** — перейдите по ней, чтобы активировать аккаунт. Пока аккаунт не активирован, войти в него нельзя.

После активации вы сможете входить по паролю, по коду из письма или через Google, следить за бронированиями, менять настройки и пользоваться кошельком. Указывайте адрес, который регулярно проверяете: на него же приходят коды для входа.`,
    },
  },
  {
    topic: 'account',
    anchor: 'sign-in-options',
    question: {
      en: 'How can I sign in?',
      fr: 'Comment me connecter ?',
      ru: 'Как войти в аккаунт?',
    },
    answer: {
      en: `You can sign in in three ways:

- with your **email address and password**;
- with a **6-digit code** sent to your email address, useful if you have forgotten your password;
- with your **Google** account.

If you choose the code, enter it promptly, and request a new one if it has expired. If none of these methods works, check that you are using the address you signed up with, then contact us through the [contact form](/contact).`,
      fr: `Vous pouvez vous connecter de trois façons :

- avec votre **adresse e-mail et votre mot de passe** ;
- avec un **code à 6 chiffres** envoyé à votre adresse e-mail, pratique si vous avez oublié votre mot de passe ;
- avec votre compte **Google**.

Si vous optez pour le code, saisissez-le rapidement et demandez-en un nouveau s’il a expiré. Si aucune méthode ne fonctionne, vérifiez que vous utilisez l’adresse de votre inscription, puis contactez-nous via le [formulaire de contact](/contact).`,
      ru: `Войти можно тремя способами:

- по **адресу электронной почты и паролю**;
- по **6-значному коду**, который приходит на почту, — удобно, если вы забыли пароль;
- через аккаунт **Google**.

Если выбрали вход по коду, введите его сразу, а если срок действия истёк, запросите новый. Если ни один способ не работает, проверьте, тот ли адрес вы указываете, что и при регистрации, и напишите нам через [форму обратной связи](/contact).`,
    },
  },
  {
    topic: 'account',
    anchor: 'activation-email-not-received',
    question: {
      en: 'I didn’t receive the activation email. What should I do?',
      fr: 'Je n’ai pas reçu l’e-mail d’activation. Que faire ?',
      ru: 'Не пришло письмо для активации. Что делать?',
    },
    answer: {
      en: `The email can take a few minutes to arrive. Check your spam, junk or promotions folders, and make sure the address you entered when signing up was spelled correctly.

The activation link must be opened from the email we sent you. If you still have nothing after a while, or if the link no longer works, contact us through the [contact form](/contact), giving the email address you used to sign up, and we will help you activate your account.`,
      fr: `L’e-mail peut mettre quelques minutes à arriver. Vérifiez vos dossiers de courrier indésirable, spam ou promotions, et assurez-vous que l’adresse saisie à l’inscription ne comportait pas de faute.

Le lien d’activation doit être ouvert depuis l’e-mail que nous vous avons envoyé. Si vous n’avez toujours rien reçu après un moment, ou si le lien ne fonctionne plus, écrivez-nous via le [formulaire de contact](/contact) en indiquant l’adresse utilisée pour l’inscription : nous vous aiderons à activer votre compte.`,
      ru: `Письмо может прийти не сразу, а через несколько минут. Проверьте папки «Спам» и «Промоакции» и убедитесь, что при регистрации адрес был указан без ошибок.

Ссылку для активации нужно открыть из письма, которое мы прислали. Если спустя время письма так и нет или ссылка больше не работает, напишите нам через [форму обратной связи](/contact), указав адрес, с которым вы регистрировались, — мы поможем активировать аккаунт.`,
    },
  },
  {
    topic: 'account',
    anchor: 'notifications-and-language',
    question: {
      en: 'How do I change my notifications or the language?',
      fr: 'Comment modifier mes notifications ou la langue ?',
      ru: 'Как изменить уведомления или язык?',
    },
    answer: {
      en: `Both are in **Settings**, in your account:

- under notifications, choose which messages you want to receive from us;
- under language, choose English, French or Russian for the site.

Sign in first so your choices apply to your account. If you stop receiving messages you expected, check these settings and your spam folder before contacting us.`,
      fr: `Les deux se trouvent dans les **Paramètres** de votre compte :

- dans la partie notifications, choisissez les messages que vous souhaitez recevoir de notre part ;
- dans la partie langue, choisissez l’anglais, le français ou le russe pour le site.

Connectez-vous d’abord pour que vos choix s’appliquent à votre compte. Si vous ne recevez plus des messages que vous attendiez, vérifiez ces réglages et votre dossier de courrier indésirable avant de nous contacter.`,
      ru: `И то и другое находится в разделе **«Настройки»** личного кабинета:

- в уведомлениях выберите, какие сообщения вы хотите от нас получать;
- в языковых настройках выберите для сайта английский, французский или русский.

Сначала войдите в аккаунт, чтобы ваш выбор сохранился в нём. Если перестали приходить ожидаемые сообщения, проверьте эти настройки и папку «Спам», прежде чем писать нам.`,
    },
  },
  {
    topic: 'account',
    anchor: 'contact-us',
    question: {
      en: 'How do I contact you?',
      fr: 'Comment vous contacter ?',
      ru: 'Как с вами связаться?',
    },
    answer: {
      en: `Use the form on our [contact page](/contact). Describe your question and, if it concerns a booking, include its details so we can help you faster.

For practical questions on the day, such as finding the pick-up point or a delay at the airport, contacting the supplier directly is often quickest. Many answers about payment, documents and cancellation are also in the [Help Center](/help-center).`,
      fr: `Utilisez le formulaire de notre [page de contact](/contact). Décrivez votre question et, si elle concerne une réservation, ajoutez-en les détails pour que nous puissions vous aider plus vite.

Pour les questions pratiques du jour même, comme trouver le point de rendez-vous ou signaler un retard à l’aéroport, contacter directement le loueur est souvent le plus rapide. Vous trouverez aussi de nombreuses réponses sur le paiement, les documents et l’annulation dans le [centre d’aide](/help-center).`,
      ru: `Воспользуйтесь формой на [странице контактов](/contact). Опишите вопрос, а если он касается бронирования, укажите его данные — так мы сможем помочь быстрее.

С практическими вопросами в день аренды — например, как найти место выдачи или как сообщить о задержке в аэропорту — быстрее всего обратиться напрямую к арендодателю. Многие ответы об оплате, документах и отмене есть также в [справочном центре](/help-center).`,
    },
  },
];
