import { createFileRoute } from '@tanstack/react-router';
import { AccountPanel } from '@/src/features/auth/AccountPanel';
import { BookingProcessPage } from '@/src/features/booking/BookingProcessPage';
import { bookingProcessRouteOptions } from '@/src/features/booking/booking-loader';

/** The booking process laid out for a phone: one step per screen above a fixed bar with the total and the next button. */
export const Route = createFileRoute('/mobile/individualOffer/BookingProcess/')({
  ...bookingProcessRouteOptions(),
  component: MobileBookingProcessRoute,
});

function MobileBookingProcessRoute() {
  const data = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingProcessPage
      data={data}
      search={search}
      layout="phone"
      onStepChange={(step, { replace }) => void navigate({ search: (previous) => ({ ...previous, step }), replace })}
      accountPanel={(mode) => <AccountPanel initialMode={mode} />}
    />
  );
}
