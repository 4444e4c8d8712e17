import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { currentLanguage } from '@/src/core/switch-language';
import { yachtKindPageMeta } from '@/src/features/yachts/yacht-meta';
import { isYachtKind } from '@/src/features/yachts/labels';
import { YachtCategoryScreen } from '@/src/features/yachts/YachtCategoryScreen';
import { loadYachtList, validatePageSearch } from '@/src/features/yachts/yachts-loader';

export const Route = createFileRoute('/all-yachts/category/$categorySlug')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page, language: currentLanguage() }),
  loader: async ({ context, params, deps }) => {
    const kind = params.categorySlug;
    if (!isYachtKind(kind)) throw notFound();
    return { kind, ...(await loadYachtList(context.api, { ...deps, kind })) };
  },
  head: ({ loaderData, match }) => (loaderData ? pageHead(yachtKindPageMeta(match.context.i18n, loaderData.kind)) : {}),
  component: YachtCategoryRoute,
});

function YachtCategoryRoute() {
  const { kind, yachts } = Route.useLoaderData();
  return <YachtCategoryScreen kind={kind} yachts={yachts} />;
}
