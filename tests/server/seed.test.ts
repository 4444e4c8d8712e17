import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { wallClockOf } from '@/domain/zoned-time.ts';
import { blogPosts } from '@/server/seed/data/blog.ts';
import { faq } from '@/server/seed/data/faq.ts';
import { demoAccounts, DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { databaseLabel, signIn, signInAs, useTestServer, type Schemas } from '@/tests/support/server.ts';

const server = useTestServer();

const countOf = async (table: string) => {
  const result = await server.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return (result as { rows: { n: number }[] }).rows[0]!.n;
};

describe(`seed on ${databaseLabel}`, () => {
  it('loads the catalogue and the demo accounts into an empty database, and only once', async () => {
    const first = await seedIfEmpty(server.database, { demoAccounts: true });
    expect(first.catalog).toMatchObject({ locations: 9 });
    expect(first.catalog!.cars).toBeGreaterThanOrEqual(60);
    expect(first.catalog!.yachts).toBeGreaterThanOrEqual(20);
    expect(first.demoAccounts).toBe(4);
    const second = await seedIfEmpty(server.database, { demoAccounts: true });
    expect(first.content).toEqual({ posts: blogPosts.length, answers: faq.length });
    expect(second).toEqual({ catalog: undefined, content: { posts: 0, answers: 0 }, demoAccounts: 0 });
    expect(await countOf('cars')).toBe(first.catalog!.cars);
    expect(await countOf('blog_posts')).toBe(blogPosts.length);
    expect(await countOf('faq_translations')).toBe(faq.length * 3);
  });

  it.each(demoAccounts.map((a) => [a.email, a.type]))('signs %s in as %s with the demo password', async (email, type) => {
    expect(await signIn(server, email, DEMO_PASSWORD)).toMatchObject({ email, type, verified: true });
  });

  it('links the demo supplier account to its supplier', async () => {
    const result = await server.database.db.execute(
      sql`select s.slug from users u join suppliers s on s.id = u.supplier_id where u.email = 'supplier@example.com'`,
    );
    expect((result as { rows: { slug: string }[] }).rows).toEqual([{ slug: 'riviera-drive' }]);
  });

  it("gives the demo driver bookings in several statuses with the demo supplier, and both notifications, read and unread", async () => {
    for (const email of ['driver@example.com', 'supplier@example.com']) {
      const account = server.as(await signInAs(server, email, DEMO_PASSWORD));
      const listed = (await account.GET('/api/bookings', { params: { query: { size: 100 } } })).data!;
      expect(new Set(listed.items.map((b) => b.status))).toEqual(new Set(['paid', 'cancelled', 'void', 'deposit', 'reserved']));
      // As a supplier books them: at 10:00 on the place's clock (not 10:00 UTC, 11:00 or noon there).
      const hours = listed.items.flatMap((b) => [wallClockOf(b.from, b.pickUpLocation.timeZone), wallClockOf(b.to, b.dropOffLocation.timeZone)].map((wall) => wall.slice(11)));
      expect(new Set(hours)).toEqual(new Set(['10:00']));
      expect(listed.items.every((b) => b.offer.supplier.slug === 'riviera-drive')).toBe(true);
      const notices = (await account.GET('/api/notifications')).data!;
      expect(notices.total).toBeGreaterThanOrEqual(5);
      expect(notices.unread).toBeGreaterThan(0);
      expect(notices.unread).toBeLessThan(notices.total);
      expect(notices.items.filter((n) => n.kind === 'accountMessage')).toHaveLength(1);
      expect(notices.items.filter((n) => n.kind !== 'accountMessage').every((n) => n.booking !== null)).toBe(true);
    }
    // Seeding again adds none of it twice.
    const bookings = await countOf('bookings');
    const notifications = await countOf('notifications');
    await seedIfEmpty(server.database, { demoAccounts: true });
    expect([await countOf('bookings'), await countOf('notifications')]).toEqual([bookings, notifications]);
  });

  it("writes the team's message to the demo driver truthfully, in each reader's language", async () => {
    const driver = await signIn(server, 'driver@example.com', DEMO_PASSWORD);
    const messageIn = async (language: Schemas['Language']) => {
      const page = (await server.as(driver).GET('/api/notifications', { params: { query: { language } } })).data!;
      return page.items.find((item) => item.kind === 'accountMessage')!.message!;
    };
    const [en, fr, ru] = [await messageIn('en'), await messageIn('fr'), await messageIn('ru')];
    expect(en).toMatch(/^Welcome to Azura!/);
    expect(fr).toMatch(/^Bienvenue sur Azura !.*permis de conduire/);
    expect(ru).toMatch(/^Добро пожаловать в Azura!.*водительского удостоверения/);

    // His licence image is not on file (Riviera Drive asks for it at his first booking): the message does not say it is.
    const documents = (await server.as(driver).GET('/api/user/{id}/documents', { params: { path: { id: driver._id } } })).data!;
    expect(documents.filter((document) => document.kind === 'licence')).toEqual([]);
    expect(en).not.toMatch(/licence is on file/i);
  });

  it('adds no demo account in production', async () => {
    await server.database.execScript('truncate users cascade');
    const result = await seedIfEmpty(server.database, { demoAccounts: false });
    expect(result.demoAccounts).toBe(0);
    expect(await countOf('users')).toBe(0);
  });
});
