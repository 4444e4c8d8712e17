import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { currentLanguage } from '@/src/core/switch-language';
import { yachtPageMeta } from '@/src/features/yachts/yacht-meta';
import { validateCarDetailSearch } from '@/src/features/cars/car-detail-loader';
import { YachtDetailScreen } from '@/src/features/yachts/YachtDetailScreen';
import { loadYachtDetail } from '@/src/features/yachts/yachts-loader';

export const Route = createFileRoute('/yachts/$brand/$model/$id')({
  validateSearch: validateCarDetailSearch,
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ context, params, deps }) => loadYachtDetail(context.api, { id: params.id, language: deps.language }),
  head: ({ loaderData, match }) => (loaderData ? pageHead(yachtPageMeta(match.context.i18n, loaderData.yacht)) : {}),
  component: YachtDetailRoute,
});

function YachtDetailRoute() {
  const data = Route.useLoaderData();
  const { from, to } = Route.useSearch();
  return <YachtDetailScreen {...data} from={from} to={to} />;
}
