import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { ApiFailure, call } from '../api/client';
import { selectUser } from '../core/session';
import { currentLanguage } from '../core/switch-language';
import { ThanksScreen } from '../features/booking/ThanksScreen';
import { isUuid } from '../features/booking/booking-search';

interface ThanksSearch {
  /** The booking's id. */
  b: string;
}

/** The thank-you page after booking: `/thanks?b=<booking id>`, for the driver who booked (or the staff). */
export const Route = createFileRoute('/thanks')({
  validateSearch: (search: Record<string, unknown>): ThanksSearch => ({ b: typeof search.b === 'string' ? search.b.trim() : '' }),
  beforeLoad: ({ context, location }) => {
    if (!selectUser(context.session.getSnapshot())) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
  },
  loaderDeps: ({ search }) => ({ b: search.b, language: currentLanguage() }),
  loader: async ({ context, deps }) => {
    if (!isUuid(deps.b)) throw notFound();
    const booking = await call(() =>
      context.api.GET('/api/bookings/{id}', { params: { path: { id: deps.b }, query: { language: deps.language } } }),
    ).catch((error: unknown) => {
      if (error instanceof ApiFailure && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    });
    return { booking };
  },
  component: ThanksRoute,
});

function ThanksRoute() {
  const { booking } = Route.useLoaderData();
  return <ThanksScreen booking={booking} />;
}
