import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { currentLanguage } from '@/src/core/switch-language';
import { yachtsPageMeta } from '@/src/features/yachts/yacht-meta';
import { YachtsScreen } from '@/src/features/yachts/YachtsScreen';
import { loadYachtList, validateYachtListSearch } from '@/src/features/yachts/yachts-loader';

export const Route = createFileRoute('/yachts/')({
  validateSearch: validateYachtListSearch,
  loaderDeps: ({ search }) => ({ ...search, language: currentLanguage() }),
  loader: ({ context, deps }) => loadYachtList(context.api, deps),
  head: ({ match }) => pageHead(yachtsPageMeta(match.context.i18n)),
  component: YachtsRoute,
});

function YachtsRoute() {
  const { yachts, locations } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <YachtsScreen
      yachts={yachts}
      locations={locations}
      search={search}
      onSearch={({ location, guests }) => void navigate({ search: { location, guests } })}
    />
  );
}
