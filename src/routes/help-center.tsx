import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { pageHead } from '@/src/core/head';
import { currentLanguage } from '@/src/core/switch-language';
import { HelpCenterScreen } from '@/src/features/help/HelpCenterScreen';
import { loadFaq, validateHelpSearch } from '@/src/features/help/help-loader';

export const Route = createFileRoute('/help-center')({
  validateSearch: validateHelpSearch,
  loaderDeps: ({ search }) => ({ q: search.q, language: currentLanguage() }),
  loader: ({ context, deps }) => loadFaq(context.api, deps),
  head: ({ match }) =>
    pageHead({
      title: t(match.context.i18n)`Help centre`,
      description: t(match.context.i18n)`Answers about booking, payment, cancellation, insurance, documents, yachts and your account.`,
    }),
  component: HelpCenterRoute,
});

function HelpCenterRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Each search replaces the address rather than adding to the history: back leaves the help centre.
  const onSearch = useCallback(
    (query: string) => void navigate({ search: { q: query.trim() || undefined }, replace: true, resetScroll: false }),
    [navigate],
  );
  return <HelpCenterScreen entries={Route.useLoaderData()} query={q ?? ''} onSearch={onSearch} />;
}
