import { createFileRoute } from '@tanstack/react-router';
import { AccountPanel } from '@/src/features/auth/AccountPanel';
import { BookingProcessPage } from '@/src/features/booking/BookingProcessPage';
import { bookingProcessRouteOptions } from '@/src/features/booking/booking-loader';

/** The booking process on a desktop (and any screen): `/checkout?offer=<id>&from=…&to=…&place=…&extras=…&step=…`. */
export const Route = createFileRoute('/checkout/')({
  ...bookingProcessRouteOptions(),
  component: BookingProcessRoute,
});

function BookingProcessRoute() {
  const data = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingProcessPage
      data={data}
      search={search}
      layout="responsive"
      onStepChange={(step, { replace }) => void navigate({ search: (previous) => ({ ...previous, step }), replace })}
      accountPanel={(mode) => <AccountPanel initialMode={mode} />}
    />
  );
}
