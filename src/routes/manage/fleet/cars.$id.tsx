import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/src/core/head';
import { VehicleFormRoute } from './-vehicle-form-route';

export const Route = createFileRoute('/manage/fleet/cars/$id')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Edit car`, noIndex: true }),
  component: EditCarRoute,
});

function EditCarRoute() {
  return <VehicleFormRoute kind="car" id={Route.useParams().id} />;
}
