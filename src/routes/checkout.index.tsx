import { createFileRoute } from '@tanstack/react-router';
import { selectUser } from '../core/session';
import { currentLanguage } from '../core/switch-language';
import { AccountPanel } from '../features/auth/AccountPanel';
import { BookingProcessPage } from '../features/booking/BookingProcessPage';
import { loadBookingProcess } from '../features/booking/booking-loader';
import { validateBookingProcessSearch } from '../features/booking/booking-search';

/** The booking process on a desktop (and any screen): `/checkout?offer=<id>&from=…&to=…&place=…&extras=…&step=…`. */
export const Route = createFileRoute('/checkout/')({
  validateSearch: validateBookingProcessSearch,
  loaderDeps: ({ search }) => ({ offer: search.offer, language: currentLanguage() }),
  loader: ({ context, deps }) =>
    loadBookingProcess(context.api, { offerId: deps.offer, language: deps.language, user: selectUser(context.session.getSnapshot()) }),
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
