import { t } from '@lingui/core/macro';
import type { SiteMeta } from './head';
import { siteName } from './head';

/** The site's title and description in the active language: the home page's, and that of any page without its own. */
export function siteMeta(): SiteMeta {
  return {
    title: `${siteName} · ${t`Car and yacht rental on the Riviera`}`,
    description: t`Rent a car or a yacht from verified local suppliers, from Monaco to Marbella. Book today, pay later, and cancel for free if your plans change.`,
  };
}
