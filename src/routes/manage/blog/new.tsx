import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { loadPostFormOptions } from '@/src/features/content/content-loaders';
import { PostFormRoute } from './-post-form-route';

export const Route = createFileRoute('/manage/blog/new')({
  loader: ({ context }) => loadPostFormOptions(context.api),
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`New post`, noIndex: true }),
  component: NewPostRoute,
});

function NewPostRoute() {
  return <PostFormRoute options={Route.useLoaderData()} />;
}
