import { createFileRoute } from '@tanstack/react-router';
import { selectUser } from '../../../../app/session';
import { currentLanguage } from '../../../../app/switch-language';
import { AccountPanel } from '../../../../features/auth/AccountPanel';
import { CheckoutPage } from '../../../../features/booking/CheckoutPage';
import { loadCheckout } from '../../../../features/booking/checkout-loader';
import { validateCheckoutSearch } from '../../../../features/booking/checkout-search';

/** The booking process laid out for a phone: one step per screen above a fixed bar with the total and the next button. */
export const Route = createFileRoute('/mobile/individualOffer/BookingProcess/')({
  validateSearch: validateCheckoutSearch,
  loaderDeps: ({ search }) => ({ offer: search.offer, language: currentLanguage() }),
  loader: ({ context, deps }) =>
    loadCheckout(context.api, { offerId: deps.offer, language: deps.language, user: selectUser(context.session.getSnapshot()) }),
  component: MobileBookingProcessRoute,
});

function MobileBookingProcessRoute() {
  const data = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CheckoutPage
      data={data}
      search={search}
      layout="phone"
      onStepChange={(step, { replace }) => void navigate({ search: (previous) => ({ ...previous, step }), replace })}
      accountPanel={(mode) => <AccountPanel initialMode={mode} />}
    />
  );
}
