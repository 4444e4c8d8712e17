import { useLocation, useNavigate } from '@tanstack/react-router';
import { Container, Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { createBookingProcessActors } from '@/machines/booking/booking.actors';
import type { BookingProcessInput } from '@/machines/booking/booking.form';
import { bookingProcessMachine } from '@/machines/booking/booking.machine';
import { useApi } from '@/src/core/api-context';
import { call } from '@/api/client';
import { useSessionActor, useSessionUser } from '@/src/core/session-context';
import { useLanguage } from '@/src/core/use-language';
import { UnavailableOfferNotice } from '@/src/components/UnavailableOfferNotice';
import { BookingProcessScreen } from './BookingProcessScreen';
import type { AccountPanel } from './DriverStep';
import type { OfferRefresh } from './FailureNotice';
import type { BookingStep } from './booking-messages';
import { bookingStorageKey } from './booking-storage';
import { type BookingProcessData, loadBookingProcess, toBookingDriver, vehicleOf } from './booking-loader';
import { type BookingProcessSearch, originOf } from './booking-search';

export interface BookingProcessPageProps {
  data: BookingProcessData;
  search: BookingProcessSearch;
  layout: 'responsive' | 'phone';
  /** Writes the step into the route's own address. */
  onStepChange: (step: BookingStep, options: { replace: boolean }) => void;
  /** The sign-in and sign-up forms a guest gets on the driver step (the route brings them from the account screens). */
  accountPanel: AccountPanel;
}

/** What both booking routes (desktop and phone) share: the machine wired to the API, the session and the router. */
export function BookingProcessPage({ data, search, layout, onStepChange, accountPanel }: BookingProcessPageProps) {
  const api = useApi();
  const navigate = useNavigate();
  const language = useLanguage();
  const user = useSessionUser();
  const session = useSessionActor();
  const location = useLocation();
  const origin = originOf(search);
  const vehicle = vehicleOf(data.offer);

  const logic = useMemo(
    () =>
      bookingProcessMachine.provide({
        actors: createBookingProcessActors(api),
        actions: {
          navigateToThanks: (_, { bookingId }) => void navigate({ to: '/thanks', search: { b: bookingId }, replace: true }),
          navigateToPayment: (_, { bookingId }) =>
            void navigate({
              to: layout === 'phone' ? '/mobile/individualOffer/BookingProcess/checkout' : '/checkout/pay',
              search: { b: bookingId },
              replace: true,
            }),
          // The account as the server has it now (its licence image waits for the team's check): the account screens follow.
          reportLicenceSent: ({ context }) => {
            const id = context.driver?._id;
            if (!id) return;
            call(() => api.GET('/api/user/{id}', { params: { path: { id } } })).then(
              (fresh) => session.send({ type: 'session.userChanged', user: fresh }),
              // Not told now: the next start of the app reads the account again.
              () => {},
            );
          },
        },
      }),
    [api, navigate, layout, session],
  );

  // The machine starts from these once, when the screen is made for its origin (a kept process resumes instead; see
  // the key below); later changes reach it as events.
  const input: BookingProcessInput = {
    offer: data.offer,
    supplier: data.supplier,
    driver: toBookingDriver(user),
    from: search.from,
    to: search.to,
    place: search.place,
    extras: search.extras,
    language,
  };

  const refresh: OfferRefresh = async () => {
    const fresh = await loadBookingProcess(api, { offerId: vehicle._id, language, user });
    return { offer: fresh.offer, supplier: fresh.supplier, cashbackBalance: fresh.wallet?.balance };
  };

  // Its supplier made it unavailable: said at once, where the steps would start, not by the refused booking at the end.
  if (!vehicle.available) return <UnavailableBooking kind={data.offer.kind} name={`${vehicle.brand} ${vehicle.model}`} />;

  return (
    <BookingProcessScreen
      key={origin}
      logic={logic}
      input={input}
      storageKey={bookingStorageKey(vehicle._id)}
      origin={origin}
      wallet={data.wallet}
      places={data.places}
      layout={layout}
      addressStep={search.step}
      onStepChange={onStepChange}
      returnTo={location.href}
      refresh={refresh}
      accountPanel={accountPanel}
    />
  );
}

/** The booking process of a car or yacht its supplier made unavailable: no step, the reason and the way to the others. */
function UnavailableBooking({ kind, name }: { kind: 'car' | 'yacht'; name: string }) {
  return (
    <Container maxW="xl" px={{ base: '4', md: '6' }} py={{ base: '5', lg: '8' }}>
      <Stack gap="5">
        <Heading as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight">
          <Trans>Book the {name}</Trans>
        </Heading>
        <UnavailableOfferNotice kind={kind} where="booking" />
      </Stack>
    </Container>
  );
}
