import { createFileRoute } from '@tanstack/react-router';
import { selectUser } from '../../../../core/session';
import { currentLanguage } from '../../../../core/switch-language';
import { AccountPanel } from '../../../../features/auth/AccountPanel';
import { BookingProcessPage } from '../../../../features/booking/BookingProcessPage';
import { loadBookingProcess } from '../../../../features/booking/booking-loader';
import { validateBookingProcessSearch } from '../../../../features/booking/booking-search';

/** The booking process laid out for a phone: one step per screen above a fixed bar with the total and the next button. */
export const Route = createFileRoute('/mobile/individualOffer/BookingProcess/')({
  validateSearch: validateBookingProcessSearch,
  loaderDeps: ({ search }) => ({ offer: search.offer, language: currentLanguage() }),
  loader: ({ context, deps }) =>
    loadBookingProcess(context.api, { offerId: deps.offer, language: deps.language, user: selectUser(context.session.getSnapshot()) }),
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
