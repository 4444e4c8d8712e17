import { fillSignIn } from './drivers.ts';
import { expect, test } from './fixtures.ts';

/** The back office's nav links in their order, each with its list's search box. */
const lists = [
  { link: 'Fleet', path: '/manage/fleet', box: 'Search the fleet' },
  { link: 'Rental companies', path: '/manage/suppliers', box: 'Search the companies' },
  { link: 'Places', path: '/manage/places', box: 'Search the places' },
  { link: 'Users', path: '/manage/users', box: 'Search the users' },
  { link: 'Coupons', path: '/manage/coupons', box: 'Search the coupons' },
  { link: 'Blog', path: '/manage/blog', box: 'Search the posts' },
  { link: 'Help centre', path: '/manage/help', box: 'Search the help centre' },
  { link: 'Inbox', path: '/manage/inbox', box: 'Search the inbox' },
  { link: 'Search', path: '/manage/search', box: 'Search the back office' },
];

// Issue 25: typing in a list's search box, then following a nav link before the search fired, took the person to the
// link's page and a moment later back to the list (the waiting search fired on the list still shown while the next
// page loaded). On a slow phone's CPU, each list in turn: type, click the next section's link at once, stay there.
test('a search typed in a back-office list never brings the person back after he followed a link @desktop-only', async ({ page }) => {
  await page.goto('/sign-in');
  await fillSignIn(page, 'en', 'admin@example.com', 'demo1234');
  await expect(page.getByRole('button', { name: /Camille Dubois/ })).toBeVisible();
  await page.goto(lists[0]!.path);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const [index, list] of lists.entries()) {
    const next = lists[(index + 1) % lists.length]!;
    const box = page.getByRole('searchbox', { name: list.box });
    await box.click();
    // Where the link is, found before typing: the click then follows the last key at once, as a person's would.
    const link = (await nav.getByRole('link', { name: next.link, exact: true }).boundingBox())!;
    await page.keyboard.type('ri');
    await page.mouse.click(link.x + link.width / 2, link.y + link.height / 2);

    const address = () => new URL(page.url()).pathname + new URL(page.url()).search;
    await page.waitForURL((url) => url.pathname === next.path);
    // The search waited about a second at this speed: watch the address well beyond it, then until the page shows.
    const watchUntil = Date.now() + 1_500;
    while (Date.now() < watchUntil) {
      expect(address(), `after leaving ${list.path}`).not.toMatch(new RegExp(`^${list.path}(\\?|$)`));
      await page.waitForTimeout(50);
    }
    await expect(page.getByRole('searchbox', { name: next.box })).toBeVisible();
    expect(address(), `after leaving ${list.path}`).toBe(next.path);
  }
});
