import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { currentLanguage } from '@/src/core/switch-language';
import { blogPostPageMeta } from '@/src/features/blog/blog-meta';
import { BlogPostScreen } from '@/src/features/blog/BlogPostScreen';
import { loadBlogPost } from '@/src/features/blog/blog-loader';

export const Route = createFileRoute('/blog/$slug')({
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ context, params, deps }) => loadBlogPost(context.api, { slug: params.slug, language: deps.language }),
  head: ({ loaderData }) => (loaderData ? pageHead(blogPostPageMeta(loaderData)) : {}),
  component: BlogPostRoute,
});

function BlogPostRoute() {
  return <BlogPostScreen post={Route.useLoaderData()} />;
}
