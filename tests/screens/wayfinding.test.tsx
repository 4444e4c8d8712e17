import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startUpOff } from '@/config/start-up';
import { Pagination } from '@/src/components/Pagination';
import { setStartUpSettings } from '@/src/core/start-up';
import { clearStoredSession } from '@/src/core/storage';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { getBlogPosts, getLocations, getSuppliers, searchCars, searchYachts, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { renderAppAs, renderGuestApp } from '@/tests/support/render-app';

/** What the home page, the yachts page and the blog ask for, with nothing in them. */
function emptyCatalogue() {
  server.use(
    getLocations(() => HttpResponse.json(someLocations)),
    getSuppliers(() => HttpResponse.json([aSupplier])),
    searchCars(() => HttpResponse.json({ page: 1, size: 15, total: 0, items: [] })),
    searchYachts(() => HttpResponse.json({ page: 1, size: 15, total: 0, items: [] })),
    getBlogPosts(() => HttpResponse.json({ page: 1, size: 30, total: 0, items: [] })),
  );
}

beforeEach(() => {
  clearStoredSession();
  emptyCatalogue();
});
afterEach(() => setStartUpSettings(undefined));

describe("the header's sections", () => {
  const sections = () => within(screen.getAllByRole('navigation', { name: 'Main' })[0]!);

  it('link to the cars, the yachts and the blog, and mark the section of the page shown', async () => {
    const { user, router } = renderGuestApp('/cities/nice');
    await screen.findByRole('heading', { level: 1 });
    const cars = sections().getByRole('link', { name: 'Cars' });
    expect(cars).toHaveAttribute('href', '/');
    expect(cars).toHaveAttribute('aria-current', 'true');
    expect(sections().getByRole('link', { name: 'Yachts' })).toHaveAttribute('href', '/yachts');
    expect(sections().getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(sections().getByRole('link', { name: 'Yachts' })).not.toHaveAttribute('aria-current');

    await user.click(sections().getByRole('link', { name: 'Yachts' }));
    await screen.findByRole('heading', { level: 1, name: 'Sail the Mediterranean' });
    expect(router.state.location.pathname).toBe('/yachts');
    expect(sections().getByRole('link', { name: 'Yachts' })).toHaveAttribute('aria-current', 'page');
    expect(sections().getByRole('link', { name: 'Cars' })).not.toHaveAttribute('aria-current');

    await user.click(sections().getByRole('link', { name: 'Blog' }));
    await screen.findByRole('heading', { level: 1, name: 'The Azura blog' });
    expect(sections().getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the account menu', () => {
  const openMenu = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) =>
    user.click(await within(await screen.findByRole('banner')).findByRole('button', { name }));

  it("calls an admin's back office 'Back office'", async () => {
    const { user } = await renderAppAs('admin', '/');
    await openMenu(user, /Alex Driver/);
    expect(await screen.findByRole('menuitem', { name: 'Back office' })).toHaveAttribute('href', '/manage/fleet');
    expect(screen.queryByRole('menuitem', { name: 'Fleet' })).not.toBeInTheDocument();
  });

  it("calls a supplier's its fleet", async () => {
    const { user } = await renderAppAs('supplier', '/', { fullName: 'Riviera Drive' });
    await openMenu(user, /Riviera Drive/);
    expect(await screen.findByRole('menuitem', { name: 'Fleet' })).toHaveAttribute('href', '/manage/fleet');
    expect(screen.queryByRole('menuitem', { name: 'Back office' })).not.toBeInTheDocument();
  });
});

describe('the greeting of the home page', () => {
  it('greets a supplier by its whole name', async () => {
    await renderAppAs('supplier', '/', { fullName: 'Riviera Drive' });
    expect(await screen.findByText('Welcome back, Riviera Drive!')).toBeInTheDocument();
  });

  it('greets a person by the first name', async () => {
    await renderAppAs('driver', '/', { fullName: 'Alex Martin' });
    expect(await screen.findByText('Welcome back, Alex!')).toBeInTheDocument();
  });
});

describe('"Continue with Google"', () => {
  it('is not offered when the server has no Google sign-in (no start-up setting, as under npm run dev)', async () => {
    setStartUpSettings(startUpOff);
    renderGuestApp('/sign-in');
    expect(await screen.findByRole('link', { name: 'Sign in with an emailed code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('is offered when the start-up settings say Google sign-in is on', async () => {
    setStartUpSettings({ ...startUpOff, googleSignIn: true });
    renderGuestApp('/sign-in');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});

describe('pagination', () => {
  const numbers = () =>
    within(screen.getByRole('navigation', { name: 'Pages' }))
      .getAllByText(/^(\d+|…)$/)
      .map((element) => element.textContent);

  it('shows a single page between two shown numbers rather than an ellipsis', async () => {
    const { unmount } = await renderScreen(<Pagination page={4} pages={9} onPage={() => {}} />);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5', '…', '9']);
    unmount();
    await renderScreen(<Pagination page={1} pages={4} onPage={() => {}} />);
    expect(numbers()).toEqual(['1', '2', '3', '4']);
  });

  it('keeps the ellipsis for two pages or more', async () => {
    await renderScreen(<Pagination page={5} pages={10} onPage={() => {}} />);
    expect(numbers()).toEqual(['1', '…', '4', '5', '6', '…', '10']);
  });
});
