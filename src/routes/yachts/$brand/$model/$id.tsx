import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../../core/head';
import { currentLanguage } from '../../../../core/switch-language';
import { yachtPageMeta } from '../../../../features/yachts/yacht-meta';
import { validateCarDetailSearch } from '../../../../features/cars/car-detail-loader';
import { YachtDetailScreen } from '../../../../features/yachts/YachtDetailScreen';
import { loadYachtDetail } from '../../../../features/yachts/yachts-loader';

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
