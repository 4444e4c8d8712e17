import type { Language } from '@/config/languages.ts';

/**
 * The team's messages the demo accounts find in their notifications (demo-activity.ts), written in every language the
 * product speaks: the seed stores the English one, and each reader gets his own (`inReadersLanguage`). A message an admin
 * writes is stored and shown as he wrote it.
 */
export const demoMessages = {
  // The demo driver has no licence image on file: Riviera Drive asks for one at his first booking with it.
  driver: {
    en: 'Welcome to Azura! Some suppliers, such as Riviera Drive, ask for a picture of your driving licence: send it once, on the driver step of a booking, and it is kept with your account for your next bookings.',
    fr: 'Bienvenue sur Azura ! Certaines sociétés, comme Riviera Drive, demandent une photo de votre permis de conduire : envoyez-la une fois, à l’étape du conducteur d’une réservation, et elle est gardée avec votre compte pour vos prochaines réservations.',
    ru: 'Добро пожаловать в Azura! Некоторые компании, например Riviera Drive, просят фото водительского удостоверения: отправьте его один раз на шаге «Водитель» при бронировании, и оно сохранится в вашем аккаунте для следующих бронирований.',
  },
  supplier: {
    en: 'The summer season opens soon: please check the pictures and prices of your fleet before June.',
    fr: 'La saison d’été ouvre bientôt : merci de vérifier les photos et les prix de votre flotte avant juin.',
    ru: 'Скоро открывается летний сезон: пожалуйста, проверьте фотографии и цены вашего автопарка до июня.',
  },
} as const satisfies Record<string, Record<Language, string>>;

const versions: ReadonlyArray<Record<Language, string>> = Object.values(demoMessages);

/** A message of the demo data in the reader's language; any other message as its writer wrote it. */
export function inReadersLanguage(message: string, language: Language): string {
  const demo = versions.find((texts) => Object.values(texts).includes(message));
  return demo ? demo[language] : message;
}
