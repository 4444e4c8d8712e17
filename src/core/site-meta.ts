import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { SiteMeta } from './head';
import { siteName } from './head';

/** The site's title and description in the language of `i18n`: the home page's, and that of any page without its own. */
export function siteMeta(i18n: I18n): SiteMeta {
  return {
    title: `${siteName} · ${t(i18n)`Car and yacht rental on the Riviera`}`,
    description: t(i18n)`Rent a car or a yacht from verified local suppliers, from Monaco to Marbella. Book today, pay later, and cancel for free if your plans change.`,
  };
}
