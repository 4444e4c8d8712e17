import { t } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { isUuid } from '@/src/core/uuid';
import { loadPostFormOptions } from '@/src/features/content/content-loaders';
import { PostFormRoute } from './-post-form-route';

export const Route = createFileRoute('/manage/blog/$id')({
  beforeLoad: ({ params }) => {
    if (!isUuid(params.id)) throw notFound();
  },
  loader: ({ context }) => loadPostFormOptions(context.api),
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Edit post`, noIndex: true }),
  component: EditPostRoute,
});

function EditPostRoute() {
  return <PostFormRoute id={Route.useParams().id} options={Route.useLoaderData()} />;
}
