import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsScreen } from '@/src/features/info/TermsScreen';
import { renderScreen } from '@/tests/support/render';

describe('Terms of Use', () => {
  it('shows the title and the date of the last update', async () => {
    await renderScreen(<TermsScreen />, { path: '/terms-and-conditions' });

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByText('21 November 2026')).toHaveAttribute('dateTime', '2026-11-21');
  });

  it('links every contents entry to the section of the same title on the page', async () => {
    await renderScreen(<TermsScreen />, { path: '/terms-and-conditions' });

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(12);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^\/terms-and-conditions#[a-z-]+$/);
      const section = document.getElementById(href.split('#')[1]!);
      expect(section, href).not.toBeNull();
      expect(section!.tagName).toBe('SECTION');
      expect(within(section!).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent ?? '');
    }
    const ids = links.map((link) => link.getAttribute('href'));
    expect(new Set(ids).size).toBe(ids.length);
    expect(within(screen.getByRole('article')).getAllByRole('region')).toHaveLength(links.length);
  });
});
