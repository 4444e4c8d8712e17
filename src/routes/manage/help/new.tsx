import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { FaqEntryFormRoute } from './-faq-entry-form-route';

export const Route = createFileRoute('/manage/help/new')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`New help-centre entry`, noIndex: true }),
  component: () => <FaqEntryFormRoute />,
});
