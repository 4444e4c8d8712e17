import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@/domain/money.ts';
import { locations, users } from '@/server/db/schema.ts';
import { listNotifications } from '@/server/repositories/notifications.ts';
import { seedIfEmpty } from '@/server/seed/seed.ts';
import { noticeBookingPaid, noticeCancelRequested, noticePaymentFailed, noticeStatusChanged } from '@/server/services/booking-notices.ts';
import { renderNotificationEmail } from '@/server/services/mail/notification-email.ts';
import { renderBookingConfirmedEmail } from '@/server/services/mail/templates.ts';
import { writtenBy as writtenByIn } from '@/tests/support/notices.ts';
import { book as bookThroughApi, createActiveUser, databaseLabel, payByCard, promote, useTestServer, createBookingDriver, type Schemas } from '@/tests/support/server.ts';

/**
 * What a booking made, paid or asked to be cancelled tells whom: the driver's confirmation in his language, and the
 * notifications (with their email copies) of the driver, the supplier's accounts and the admins. Bookings are made
 * through the API on the seed data, each on a car and dates of its own (September 2027). The other events:
 * notification-events.test.ts.
 */
const server = useTestServer();
type Driver = Schemas['SignInResponse'];
let driver: Driver;
let frenchDriver: Driver;
let supplierId: string;
let otherSupplierAccountId: string;
let adminId: string;
let superadminId: string;


const db = () => server.database.db;
const idOf = async (email: string) => {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
};

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  driver = await createBookingDriver(server, { email: 'noticed@example.org' });
  frenchDriver = await createBookingDriver(server, { email: 'averti@example.org', fullName: 'Jeanne Martin', language: 'fr' });
  supplierId = await idOf('supplier@example.com'); // Riviera Drive
  adminId = await idOf('admin@example.com');
  superadminId = await idOf('superadmin@example.com');
  const other = await createActiveUser(server, { email: 'lutece-notices@example.org' });
  await promote(server.database, other._id, 'supplier');
  await db().execute(sql`update users set supplier_id = (select id from suppliers where slug = 'lutece-mobilite') where id = ${other._id}`);
  otherSupplierAccountId = other._id;
});

let cars: Schemas['Car'][] = [];
let carsTaken = 0;
let week = 0;
/** A booking of its own Riviera Drive car, from the 6th of a September 2027 week at 10:00 to the 9th at 12:00: 4 started days. */
async function book(by: Driver, options: { paymentOption?: 'payLater' | 'payOnline'; paymentType?: 'cash' | 'card' } = {}) {
  if (cars.length === 0) {
    const response = await server.GET('/api/cars', { params: { query: { supplier: ['riviera-drive'], size: 100, sort: 'priceDesc' } } });
    cars = response.data!.items.filter((car) => car.available);
  }
  const car = cars[carsTaken++ % cars.length]!;
  const from = new Date(Date.UTC(2027, 8, 6 + 7 * week, 10));
  const to = new Date(Date.UTC(2027, 8, 9 + 7 * week, 12));
  week += 1;
  const response = await bookThroughApi(server, by.token, car, { from, to, paymentOption: options.paymentOption, paymentType: options.paymentType });
  expect(response.response.status, JSON.stringify(response.error)).toBe(201);
  return { booking: response.data!, car };
}

const writtenBy = (act: () => Promise<unknown>) => writtenByIn(db(), act);

const placeName = async (slug: string, language: 'en' | 'fr' | 'ru') => {
  const [row] = await db().select({ name: locations.name }).from(locations).where(eq(locations.slug, slug));
  return row!.name[language];
};

const appUrl = () => server.config.appUrl;

describe(`booking notices on ${databaseLabel}`, () => {
  it('tells of a pay-later booking as it is made: the English confirmation to the driver, a notification for him, his supplier and the admins', async () => {
    let made!: Awaited<ReturnType<typeof book>>;
    const written = await writtenBy(async () => {
      made = await book(driver);
    });
    const { booking, car } = made;
    expect(booking.status).toBe('reserved');

    const [email, ...others] = written.emails.filter((row) => row.kind === 'bookingConfirmed');
    expect(others).toEqual([]);
    expect(email).toMatchObject({ kind: 'bookingConfirmed', toAddress: 'noticed@example.org', language: 'en' });
    expect(email!.subject).toBe(`Your booking is confirmed: ${car.brand} ${car.model}, 6 Sept 2027`);
    const link = `${appUrl()}/booking?b=${booking._id}`;
    expect(email!.textBody).toContain(`View my booking: ${link}`);
    expect(email!.textBody).toContain(`Total: ${formatMoney(booking.price.total, 'en')}`);
    expect(email!.textBody).toContain(`Pick-up: ${await placeName(car.locations[0]!, 'en')} — Monday, 6 September 2027 at 12:00 CEST`);
    expect(email!.textBody).toContain('Drop-off: ');
    // Riviera Drive's places are on Paris and Monaco time: 10:00 and 12:00 UTC are 12:00 and 14:00 there.
    expect(email!.textBody).toContain('Thursday, 9 September 2027 at 14:00 CEST');
    expect(email!.textBody).toContain('Duration: 4 days');
    expect(email!.textBody).toContain('Payment: Pay at pick-up');
    expect(email!.textBody).toContain('Hello Jane Roe,');
    expect(email!.htmlBody).toContain(`href="${link}"`);
    expect(email!.htmlBody).toContain(formatMoney(booking.price.total, 'en'));

    expect(written.notices.every((n) => n.bookingId === booking._id && n.readAt === null)).toBe(true);
    expect(written.readers('bookingCreated')).toEqual([driver._id, supplierId, adminId, superadminId].sort());
    expect(written.notices.map((n) => n.userId)).not.toContain(otherSupplierAccountId);
    // The driver's confirmation is his copy: the others' copies are notification emails.
    expect(written.emails.filter((row) => row.kind === 'notification').map((row) => row.toAddress).sort()).toEqual(
      ['admin@example.com', 'superadmin@example.com', 'supplier@example.com'],
    );

    const listed = await listNotifications(db(), supplierId, { page: 1, size: 10 });
    expect(listed.items.map((n) => n.notification.bookingId)).toContain(booking._id);
    expect(listed.total).toBeGreaterThanOrEqual(1);
  });

  it('writes to a French driver in French, with the places in French and the /fr link', async () => {
    let made!: Awaited<ReturnType<typeof book>>;
    const written = await writtenBy(async () => {
      made = await book(frenchDriver);
    });
    const { booking, car } = made;
    const [email, ...others] = written.emails.filter((row) => row.toAddress === 'averti@example.org');
    expect(others).toEqual([]);
    expect(email).toMatchObject({ kind: 'bookingConfirmed', language: 'fr' });
    expect(email!.subject).toBe(`Votre réservation est confirmée : ${car.brand} ${car.model}, 13 sept. 2027`);
    expect(email!.textBody).toContain('Bonjour Jeanne Martin,');
    expect(email!.textBody).toContain(`Voir ma réservation : ${appUrl()}/fr/booking?b=${booking._id}`);
    expect(email!.textBody).toContain(`Total : ${formatMoney(booking.price.total, 'fr')}`);
    expect(email!.textBody).toContain(`Prise en charge : ${await placeName(car.locations[0]!, 'fr')} — lundi 13 septembre 2027 à 12:00 UTC+2`);
    expect(email!.textBody).toContain('Restitution : ');
    expect(email!.textBody).toContain('Durée : 4 jours');
    expect(email!.textBody).toContain('Paiement : Paiement à la prise en charge');
    expect(email!.htmlBody).toContain(`href="${appUrl()}/fr/booking?b=${booking._id}"`);
    expect(written.readers('bookingCreated')).toEqual([frenchDriver._id, supplierId, adminId, superadminId].sort());
  });

  it('tells of a pay-online booking when made (no confirmation yet), then of its payment: "Paid online", bookingPaid for the driver and the supplier', async () => {
    let made!: Awaited<ReturnType<typeof book>>;
    const created = await writtenBy(async () => {
      made = await book(driver, { paymentOption: 'payOnline', paymentType: 'card' });
    });
    const { booking } = made;
    expect(created.readers('bookingCreated')).toEqual([driver._id, supplierId, adminId, superadminId].sort());
    expect(created.emails.filter((row) => row.kind === 'bookingConfirmed')).toEqual([]);
    const noticed = created.emails.find((row) => row.toAddress === 'noticed@example.org');
    expect(noticed).toMatchObject({ kind: 'notification' });
    expect(noticed?.subject).toMatch(/^New booking: /);

    const paid = await writtenBy(async () => {
      const { response, error } = await payByCard(server.as(driver), booking._id);
      expect(response.status, JSON.stringify(error)).toBe(201);
    });
    const confirmations = paid.emails.filter((row) => row.kind === 'bookingConfirmed');
    expect(confirmations.map((row) => row.toAddress)).toEqual(['noticed@example.org']);
    expect(confirmations[0]!.textBody).toContain('Payment: Paid online');
    expect(paid.readers('bookingPaid')).toEqual([driver._id, supplierId].sort());
    expect(paid.emails.filter((row) => row.kind === 'notification').map((row) => row.toAddress)).toEqual(['supplier@example.com']);
  });

  it('tells only the supplier when the driver has deleted his account', async () => {
    const gone = await createBookingDriver(server, { email: 'gone@example.org' });
    const { booking } = await book(gone);
    await db().delete(users).where(eq(users.id, gone._id));
    const written = await writtenBy(() => noticeStatusChanged(db(), booking._id, { status: 'cancelled', actorId: adminId }, { appUrl: appUrl() }));
    expect(written.emails.map((row) => row.toAddress)).toEqual(['supplier@example.com']);
    expect(written.readers('statusChanged')).toEqual([supplierId]);
  });

  it('does nothing for an unknown booking', async () => {
    const written = await writtenBy(async () => {
      await noticeBookingPaid(db(), randomUUID(), { appUrl: appUrl() });
      await noticePaymentFailed(db(), randomUUID(), { appUrl: appUrl() });
      await noticeStatusChanged(db(), randomUUID(), { status: 'cancelled', actorId: adminId }, { appUrl: appUrl() });
      await noticeCancelRequested(db(), randomUUID(), { appUrl: appUrl() });
    });
    expect(written.emails).toHaveLength(0);
    expect(written.notices).toHaveLength(0);
  });

  it('does not tell of a payment for a booking that moved on before its notice', async () => {
    const { booking } = await book(driver);
    await db().execute(sql`update bookings set status = 'cancelled' where id = ${booking._id}`);
    const written = await writtenBy(() => noticeBookingPaid(db(), booking._id, { appUrl: appUrl() }));
    expect([written.emails.length, written.notices.length]).toEqual([0, 0]);
  });

  /** While `act` runs, the database refuses every new notification, as a crash between a change and its notices would leave them unwritten. */
  async function whileNotificationsRefused(act: () => Promise<void>) {
    await server.database.execScript(`
      create function refuse_notification() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$;
      create trigger refuse_notification before insert on notifications for each row execute function refuse_notification();`);
    try {
      await act();
    } finally {
      await server.database.execScript('drop trigger refuse_notification on notifications; drop function refuse_notification();');
    }
  }
  const rows = async (query: ReturnType<typeof sql>) => ((await db().execute<Record<string, unknown>>(query)) as { rows: unknown[] }).rows;
  const bookingsOf = (driverId: string) => rows(sql`select id from bookings where driver_id = ${driverId}`);
  const welcomeUses = () => rows(sql`select uses from coupons where code = 'WELCOME10'`);

  it('makes a booking with its notices or not at all: when its notifications cannot be written, no booking and no email is kept', async () => {
    const refused = await createBookingDriver(server, { email: 'refused@example.org' });
    if (cars.length === 0) await book(driver);
    const welcome = { code: 'WELCOME10', discount: 10, discountUnit: 'percentage' as const };
    const usesBefore = await welcomeUses();
    await whileNotificationsRefused(async () => {
      const written = await writtenBy(async () => {
        // In one statement (no coupon, no cashback), and in a transaction (a coupon).
        for (const coupon of [undefined, welcome]) {
          const from = new Date(Date.UTC(2027, 8, 6 + 7 * week++, 10));
          const { response, error } = await bookThroughApi(server, refused.token, cars[carsTaken++ % cars.length]!, { from, to: new Date(from.getTime() + 2 * 86_400_000), coupon });
          expect(response.status, JSON.stringify(error)).toBe(500);
        }
      });
      expect([written.emails.length, written.notices.length]).toEqual([0, 0]);
    });
    expect(await bookingsOf(refused._id)).toEqual([]);
    // The coupon's use went with its booking.
    expect(await welcomeUses()).toEqual(usesBefore);
    const { booking } = await book(refused);
    expect(await bookingsOf(refused._id)).toEqual([{ id: booking._id }]);
  });

  it('settles a payment with its notices or not at all: refused notices leave the booking unpaid, and the same key pays it later, told once', async () => {
    const { booking } = await book(driver, { paymentOption: 'payOnline', paymentType: 'card' });
    const key = randomUUID();
    const pay = async () => (await payByCard(server.as(driver), booking._id, key)).response;
    await whileNotificationsRefused(async () => {
      const written = await writtenBy(async () => expect((await pay()).status).toBe(500));
      expect([written.emails.length, written.notices.length]).toEqual([0, 0]);
    });
    expect(await rows(sql`select status from bookings where id = ${booking._id}`)).toEqual([{ status: 'pending' }]);
    const paid = await writtenBy(async () => expect((await pay()).status).toBe(201));
    expect(paid.readers('bookingPaid')).toEqual([driver._id, supplierId].sort());
    expect(paid.emails.filter((row) => row.kind === 'bookingConfirmed').map((row) => row.toAddress)).toEqual(['noticed@example.org']);
  });

  it('tells the supplier and every admin of a cancel request, not the driver nor other suppliers', async () => {
    const { booking } = await book(driver);
    const written = await writtenBy(() => noticeCancelRequested(db(), booking._id, { appUrl: appUrl() }));
    expect(written.notices.every((n) => n.bookingId === booking._id)).toBe(true);
    expect(written.readers('cancelRequested')).toEqual([supplierId, adminId, superadminId].sort());
    expect(written.emails.map((row) => [row.toAddress, row.kind])).not.toContainEqual(['noticed@example.org', expect.anything()]);
  });
});

describe('the notification email', () => {
  const booking = { offer: 'Fiat Panda', from: new Date(Date.UTC(2027, 5, 12, 9, 30)), to: new Date(Date.UTC(2027, 5, 15, 9, 30)), timeZone: 'Europe/Paris' };
  const datesLine = (language: 'en' | 'fr' | 'ru', timeZone: string) =>
    renderNotificationEmail({ email: 'ivan@example.org', fullName: 'Ivan', language }, { kind: 'bookingCreated', booking: { ...booking, timeZone } }, 'https://x.test')
      .text.split('\n')
      .find((line) => /^(Dates|Даты)/.test(line))
      // Intl puts thin and no-break spaces around the dash and in French.
      ?.replace(/\s/g, ' ');

  it('names the dates in the reader\'s language on the pick-up place\'s clock, each language and zone its own (their formats are kept)', () => {
    for (let twice = 0; twice < 2; twice += 1) {
      expect(datesLine('en', 'Europe/Paris')).toBe('Dates: 12 Jun 2027, 11:30 – 15 Jun 2027, 11:30 CEST');
      expect(datesLine('fr', 'Europe/Paris')).toBe('Dates : 12 juin 2027, 11:30 – 15 juin 2027, 11:30 UTC+2');
      expect(datesLine('en', 'Europe/Lisbon')).toBe('Dates: 12 Jun 2027, 10:30 – 15 Jun 2027, 10:30 WEST');
      expect(datesLine('ru', 'Europe/Paris')).toBe('Даты: 12 июн. 2027 г., 11:30 – 15 июн. 2027 г., 11:30 GMT+2');
    }
  });
});

describe('the booking confirmation email', () => {
  const booking = {
    offer: 'Fiat <Panda>',
    pickUp: { place: 'Nice', at: new Date(Date.UTC(2027, 5, 12, 9, 30)), timeZone: 'Europe/Paris' },
    dropOff: { place: 'Monaco', at: new Date(Date.UTC(2027, 5, 13, 9, 30)), timeZone: 'Europe/Monaco' },
    days: 1,
    total: 1234.5,
    paymentOption: 'payLater' as const,
  };
  const to = { email: 'ivan@example.org', fullName: 'Иван & Co', language: 'ru' as const };

  it('counts days in Russian as Russian does', () => {
    const days = (n: number) => /Продолжительность: (.*)/.exec(renderBookingConfirmedEmail(to, { ...booking, days: n }, 'https://x.test').text)?.[1];
    expect([1, 3, 5, 11, 21, 22].map(days)).toEqual(['1 день', '3 дня', '5 дней', '11 дней', '21 день', '22 дня']);
  });

  it('says the date in the subject and escapes what it puts in the HTML', () => {
    const email = renderBookingConfirmedEmail({ ...to, language: 'en' }, booking, 'https://x.test/booking?b=1&x=<2>');
    expect(email.subject).toBe('Your booking is confirmed: Fiat <Panda>, 12 Jun 2027');
    expect(email.text).toContain('Total: 1,234.50 €');
    expect(email.text).toContain('Duration: 1 day');
    // Each time on its place's clock, the zone named (9:30 UTC is 11:30 in Nice in June; 9:30 in Lisbon is 10:30 there).
    expect(email.text).toContain('Pick-up: Nice — Saturday, 12 June 2027 at 11:30 CEST');
    const lisbon = renderBookingConfirmedEmail({ ...to, language: 'en' }, { ...booking, dropOff: { ...booking.dropOff, timeZone: 'Europe/Lisbon' } }, 'https://x.test');
    expect(lisbon.text).toContain('Sunday, 13 June 2027 at 10:30 WEST');
    expect(email.html).toContain('Fiat &lt;Panda&gt;');
    expect(email.html).toContain('Hello Иван &amp; Co,');
    expect(email.html).toContain('href="https://x.test/booking?b=1&amp;x=&lt;2&gt;"');
    expect(email.html).not.toContain('<Panda>');
  });
});
