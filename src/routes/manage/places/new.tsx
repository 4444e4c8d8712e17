import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { PlaceFormRoute } from './-place-form-route';

export const Route = createFileRoute('/manage/places/new')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`New place`, noIndex: true }),
  component: () => <PlaceFormRoute />,
});
