import { createFileRoute } from '@tanstack/react-router';
import { currentLanguage } from '../../../../core/switch-language';
import { validateCarDetailSearch } from '../../../../features/cars/car-detail-loader';
import { YachtDetailScreen } from '../../../../features/yachts/YachtDetailScreen';
import { loadYachtDetail } from '../../../../features/yachts/yachts-loader';

export const Route = createFileRoute('/yachts/$brand/$model/$id')({
  validateSearch: validateCarDetailSearch,
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ context, params, deps }) => loadYachtDetail(context.api, { id: params.id, language: deps.language }),
  component: YachtDetailRoute,
});

function YachtDetailRoute() {
  const data = Route.useLoaderData();
  const { from, to } = Route.useSearch();
  return <YachtDetailScreen {...data} from={from} to={to} />;
}
