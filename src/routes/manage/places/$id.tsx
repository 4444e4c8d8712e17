import { t } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { isUuid } from '@/src/core/uuid';
import { PlaceFormRoute } from './-place-form-route';

export const Route = createFileRoute('/manage/places/$id')({
  beforeLoad: ({ params }) => {
    if (!isUuid(params.id)) throw notFound();
  },
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Edit place`, noIndex: true }),
  component: EditPlaceRoute,
});

function EditPlaceRoute() {
  return <PlaceFormRoute id={Route.useParams().id} />;
}
