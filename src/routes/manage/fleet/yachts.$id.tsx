import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/src/core/head';
import { VehicleFormRoute } from './-vehicle-form-route';

export const Route = createFileRoute('/manage/fleet/yachts/$id')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Edit yacht`, noIndex: true }),
  component: EditYachtRoute,
});

function EditYachtRoute() {
  return <VehicleFormRoute kind="yacht" id={Route.useParams().id} />;
}
