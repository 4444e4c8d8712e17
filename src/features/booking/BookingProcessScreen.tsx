import { Box, Button, chakra, Container, Flex, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { createActor, type Snapshot } from 'xstate';
import type { BookingProcessInput } from '@/machines/booking/booking.form';
import type { bookingProcessMachine } from '@/machines/booking/booking.machine';
import type { Schemas } from '@/openapi/types';
import { useSessionUser } from '@/src/core/session-context';
import { BookingSummary } from './BookingSummary';
import { DatesStep } from './DatesStep';
import { type AccountPanel, DriverStep } from './DriverStep';
import { ExtrasStep } from './ExtrasStep';
import type { OfferRefresh } from './FailureNotice';
import { PaymentOptionStep } from './PaymentOptionStep';
import { ReviewStep } from './ReviewStep';
import { StepIndicator } from './StepIndicator';
import { type BookingStep, stepTitles, yachtDriverTitle } from './booking-messages';
import { clearBookingSnapshot, readBookingSnapshot, writeBookingSnapshot } from './booking-storage';
import { toBookingDriver, vehicleOf } from './booking-loader';
import type { BookingSend, BookingSnapshot, Place } from './step-props';
import { useFormat } from '@/src/components/format';
import { stepOf, stepsFor, useStepInUrl } from './use-step-in-url';

export interface BookingProcessScreenProps {
  /** The booking machine with its actors and navigation provided by the route. */
  logic: typeof bookingProcessMachine;
  input: BookingProcessInput;
  /** Where the process is kept in sessionStorage, and what the offer's page chose (a kept process resumes only for the same). */
  storageKey: string;
  origin: string;
  wallet: Schemas['Wallet'] | null;
  /** The offer's places with their names. */
  places: Place[];
  /** `responsive`: steps beside a sticky price summary from 960 px; `phone`: one step per screen above a fixed bar. */
  layout: 'responsive' | 'phone';
  /** The step the address names (`step=`). */
  addressStep?: BookingStep;
  /** Shows a step in the address: a new history entry, or in place of the current one. */
  onStepChange: (step: BookingStep, options: { replace: boolean }) => void;
  /** This page's in-app address, to come back to after signing in. */
  returnTo: string;
  refresh: OfferRefresh;
  /** The sign-in and sign-up forms a guest gets on the driver step, in a dialog. */
  accountPanel: AccountPanel;
}

/** A kept snapshot this machine can resume; anything else (an older shape, a finished process) starts afresh. */
function restorable(logic: typeof bookingProcessMachine, input: BookingProcessInput, key: string, origin: string): Snapshot<unknown> | undefined {
  const snapshot = readBookingSnapshot(key, origin);
  if (!snapshot) return undefined;
  try {
    createActor(logic, { snapshot, input });
    return snapshot;
  } catch {
    clearBookingSnapshot(key);
    return undefined;
  }
}

/**
 * Back, the total (on a phone) and Continue or Book: held at the bottom of a phone's screen while the step scrolls
 * (sticky, so that it never hides the page's footer), under the step from 960 px.
 */
function ActionBar({ snapshot, send, step, fixed }: { snapshot: BookingSnapshot; send: BookingSend; step: BookingStep; fixed: 'always' | 'belowDesktop' }) {
  const { t } = useLingui();
  const { money } = useFormat();
  const { price } = snapshot.context;
  const always = fixed === 'always';
  const onPhoneOnly = always ? 'flex' : { base: 'flex', lg: 'none' };
  const canBack = snapshot.can({ type: 'step.back' });
  const reviewing = step === 'review';
  const primaryShown = reviewing ? !snapshot.matches('failed') : snapshot.can({ type: 'step.next' }) || snapshot.hasTag('busy');
  // Busy on the driver step's own tasks (its section says what happens): Continue waits without saving.
  const waiting = (['removingAdditionalDriver', 'checkingLicence', 'uploadingLicence'] as const).some((state) =>
    snapshot.matches({ driver: { signedIn: state } }),
  );

  return (
    <Box
      position={always ? 'sticky' : { base: 'sticky', lg: 'static' }}
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderColor="border.muted"
      borderTopWidth={always ? '1px' : { base: '1px', lg: '0' }}
      mx={always ? '-4' : { base: '-4', md: '-6', lg: '0' }}
      px={always ? '4' : { base: '4', md: '6', lg: '0' }}
      pt="3"
      pb="calc(0.75rem + env(safe-area-inset-bottom))"
      mt="auto"
    >
      <Flex align="center" gap="3">
        {canBack && (
          // Only the arrow on a narrow phone: the total and the next button need the room.
          <Button type="button" variant="outline" size="lg" px={{ base: '3', sm: '4' }} aria-label={t`Back`} onClick={() => send({ type: 'step.back' })}>
            <ArrowLeft aria-hidden="true" />
            <Box as="span" hideBelow="sm">
              <Trans>Back</Trans>
            </Box>
          </Button>
        )}
        <Stack gap="0" flex="1" minW="0" display={onPhoneOnly}>
          <Text fontSize="xs" color="fg.muted">
            <Trans>Total</Trans>
          </Text>
          <Text fontWeight="bold" fontSize="lg" truncate data-testid="action-bar-total">
            {price ? money(price.total) : '—'}
          </Text>
        </Stack>
        <Box flex="1" display={always ? 'none' : { base: 'none', lg: 'block' }} />
        {primaryShown && (
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            minW={{ base: '28', md: '44' }}
            loading={snapshot.hasTag('busy') && !waiting}
            loadingText={reviewing ? <Trans>Booking…</Trans> : <Trans>Saving…</Trans>}
            disabled={waiting}
          >
            {reviewing ? <Trans>Book</Trans> : <Trans>Continue</Trans>}
          </Button>
        )}
      </Flex>
    </Box>
  );
}

/**
 * The booking process: one step at a time (dates and places, extras for a car, driver, payment, review), the
 * price beside it. The screen reads the booking machine's state and sends it events; the route provides the
 * machine's actors and where to go once booked.
 */
export function BookingProcessScreen(props: BookingProcessScreenProps) {
  const { logic, input, storageKey, origin, wallet, places, layout, addressStep, onStepChange, returnTo, refresh, accountPanel } = props;
  const { i18n } = useLingui();
  const [restored] = useState(() => restorable(logic, input, storageKey, origin));
  const actor = useActorRef(logic, { input, snapshot: restored });
  const snapshot = useSelector(actor, (current) => current);
  const send: BookingSend = (event) => actor.send(event);
  const step = stepOf(snapshot);
  const { context } = snapshot;
  const vehicle = vehicleOf(context.offer);
  const name = `${vehicle.brand} ${vehicle.model}`;
  const headingId = useId();


  // Kept on every change but while a request runs (a reload must not send it twice); forgotten once booked.
  useEffect(() => {
    const keep = (current: BookingSnapshot) => {
      if (current.status === 'done') clearBookingSnapshot(storageKey);
      else if (!current.hasTag('busy')) writeBookingSnapshot(storageKey, origin, actor.getPersistedSnapshot());
    };
    keep(actor.getSnapshot());
    const subscription = actor.subscribe(keep);
    return () => subscription.unsubscribe();
  }, [actor, storageKey, origin]);

  // A sign-in (here, or before a resumed process) gives the machine its driver.
  const user = useSessionUser();
  useEffect(() => {
    const driver = toBookingDriver(user);
    if (driver) actor.send({ type: 'session.signedIn', driver });
  }, [actor, user]);

  useStepInUrl(actor, step, addressStep, onStepChange);

  // A new step is announced by moving the focus to its heading (not when the page opens).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (step === shownStep.current) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  if (step === null) {
    return (
      <Stack align="center" gap="4" py="24" role="status" aria-busy="true">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">
          <Trans>Your booking is made. One moment…</Trans>
        </Text>
      </Stack>
    );
  }

  const phone = layout === 'phone';
  const title = step === 'driver' && context.offer.kind === 'yacht' ? yachtDriverTitle : stepTitles[step];
  const busy = snapshot.hasTag('busy');

  return (
    <Container maxW={phone ? 'xl' : '6xl'} px={{ base: '4', md: '6' }} pt={{ base: '5', lg: '8' }} pb={phone ? '0' : { base: '0', lg: '16' }}>
      <Stack gap={{ base: '5', lg: '8' }}>
        <Stack gap="1">
          <Heading as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight">
            <Trans>Book the {name}</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Offered by {vehicle.supplier.name}</Trans>
          </Text>
        </Stack>
        <StepIndicator steps={stepsFor(context.offer.kind)} current={step} />
        <Grid
          templateColumns={phone ? '1fr' : { base: '1fr', lg: 'minmax(0, 1fr) 380px' }}
          gap={{ base: '6', lg: '10' }}
          alignItems="start"
        >
          <chakra.form
            display="flex"
            flexDirection="column"
            // On a phone the step fills the screen, its bar at the bottom.
            minH={phone ? 'calc(100dvh - 15rem)' : { base: 'calc(100dvh - 15rem)', lg: 'auto' }}
            noValidate
            aria-labelledby={headingId}
            aria-busy={busy}
            minW="0"
            onSubmit={(event) => {
              event.preventDefault();
              const submit = step === 'review' ? ({ type: 'booking.submit' } as const) : ({ type: 'step.next' } as const);
              if (snapshot.can(submit)) send(submit);
            }}
          >
            <Heading id={headingId} ref={headingRef} tabIndex={-1} as="h2" size="xl" mb="5" _focusVisible={{ outline: 'none' }}>
              {i18n._(title)}
            </Heading>
            <Box mb="8">
            {step === 'dates' && <DatesStep snapshot={snapshot} send={send} places={places} />}
            {step === 'extras' && <ExtrasStep snapshot={snapshot} send={send} />}
            {step === 'driver' && <DriverStep snapshot={snapshot} send={send} accountPanel={accountPanel} />}
            {step === 'payment' && <PaymentOptionStep snapshot={snapshot} send={send} />}
            {step === 'review' && (
              <ReviewStep
                snapshot={snapshot}
                send={send}
                places={places}
                wallet={wallet}
                withSummary={phone}
                returnTo={returnTo}
                refresh={refresh}
              />
            )}
            </Box>
            <ActionBar snapshot={snapshot} send={send} step={step} fixed={phone ? 'always' : 'belowDesktop'} />
          </chakra.form>
          {!phone && (
            <Box as="aside" position={{ lg: 'sticky' }} top={{ lg: '6' }} minW="0">
              <BookingSummary snapshot={snapshot} />
            </Box>
          )}
        </Grid>
      </Stack>
    </Container>
  );
}
