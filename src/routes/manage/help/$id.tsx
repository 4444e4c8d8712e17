import { t } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { isUuid } from '@/src/core/uuid';
import { FaqEntryFormRoute } from './-faq-entry-form-route';

export const Route = createFileRoute('/manage/help/$id')({
  beforeLoad: ({ params }) => {
    if (!isUuid(params.id)) throw notFound();
  },
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Edit help-centre entry`, noIndex: true }),
  component: EditFaqEntryRoute,
});

function EditFaqEntryRoute() {
  return <FaqEntryFormRoute id={Route.useParams().id} />;
}
