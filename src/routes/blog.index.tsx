import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { currentLanguage } from '@/src/core/switch-language';
import { blogPageMeta } from '@/src/features/blog/blog-meta';
import { BlogListScreen } from '@/src/features/blog/BlogListScreen';
import { loadBlogPosts, validateBlogSearch } from '@/src/features/blog/blog-loader';

export const Route = createFileRoute('/blog/')({
  validateSearch: validateBlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page, language: currentLanguage() }),
  loader: ({ context, deps }) => loadBlogPosts(context.api, deps),
  head: ({ match }) => pageHead(blogPageMeta(match.context.i18n, match.search.page ?? 1)),
  component: BlogRoute,
});

function BlogRoute() {
  const navigate = Route.useNavigate();
  return (
    <BlogListScreen
      posts={Route.useLoaderData()}
      onPage={(page) => {
        void navigate({ search: { page: page > 1 ? page : undefined } });
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
