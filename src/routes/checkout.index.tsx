import { createFileRoute } from '@tanstack/react-router';
import { selectUser } from '../app/session';
import { currentLanguage } from '../app/switch-language';
import { AccountPanel } from '../features/auth/AccountPanel';
import { CheckoutPage } from '../features/booking/CheckoutPage';
import { loadCheckout } from '../features/booking/checkout-loader';
import { validateCheckoutSearch } from '../features/booking/checkout-search';

/** The booking process on a desktop (and any screen): `/checkout?offer=<id>&from=…&to=…&place=…&extras=…&step=…`. */
export const Route = createFileRoute('/checkout/')({
  validateSearch: validateCheckoutSearch,
  loaderDeps: ({ search }) => ({ offer: search.offer, language: currentLanguage() }),
  loader: ({ context, deps }) =>
    loadCheckout(context.api, { offerId: deps.offer, language: deps.language, user: selectUser(context.session.getSnapshot()) }),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const data = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CheckoutPage
      data={data}
      search={search}
      layout="responsive"
      onStepChange={(step, { replace }) => void navigate({ search: (previous) => ({ ...previous, step }), replace })}
      accountPanel={(mode) => <AccountPanel initialMode={mode} />}
    />
  );
}
