import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/src/core/head';
import { VehicleFormRoute } from './-vehicle-form-route';

export const Route = createFileRoute('/manage/fleet/yachts/new')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`New yacht`, noIndex: true }),
  component: () => <VehicleFormRoute kind="yacht" />,
});
