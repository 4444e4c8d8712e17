import { Alert, Box, Button, Container, DataList, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { ArrowLeft, CreditCard, Pencil, XCircle } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { bookingActorOf } from '../../../domain/bookings';
import { slugify } from '../../../domain/catalog';
import { carExtras } from '../../../domain/price';
import { PriceBreakdown } from '../../components/PriceBreakdown';
import { createBookingEditActors } from '../../../machines/bookings/booking-edit.actors';
import { bookingEditMachine } from '../../../machines/bookings/booking-edit.machine';
import { type Booking, isStaff, mayAmend, mayPayNow, mayRequestCancellation } from '../../../machines/bookings/booking-rules';
import { createCancelRequestActors } from '../../../machines/bookings/cancel-request.actors';
import { cancelRequestMachine } from '../../../machines/bookings/cancel-request.machine';
import type { User } from '../../api/client';
import { useApi } from '../../core/api-context';
import { setPageMeta } from '../../core/head';
import { i18n } from '../../core/i18n';
import { useLanguage } from '../../core/use-language';
import { CatalogImage } from '../../components/CatalogImage';
import { SupplierLogo } from '../../components/SupplierLogo';
import { notify } from '../../core/toasts';
import { extraLabels, paymentOptionLabels, paymentTypeLabels } from '../../components/booking-labels';
import { BookingStatusBadge } from '../../components/BookingStatusBadge';
import { cancelRequestSent, changesSaved } from './bookings-messages';
import { CancelRequestDialog } from './CancelRequestDialog';
import { EditBookingDialog } from './EditBookingDialog';
import { useFormat } from '../../components/format';
import { bookingName } from './format';
import { StatusChangeMenu } from './StatusChangeMenu';
import { useStatusChange } from './use-bookings';
import { PriceLine } from '../../components/PriceLine';

export interface BookingScreenProps {
  user: User;
  /** The booking as the route loaded it. */
  booking: Booking;
  /** The current time; tests fix it. */
  now?: Date;
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderColor="border.muted" borderRadius="2xl" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Heading id={id} as="h2" size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW={{ base: '28', sm: '40' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue fontWeight="medium" wordBreak="break-word">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** The address of the car's or yacht's own page. */
function OfferLink({ booking }: { booking: Booking }) {
  const params = { brand: slugify(booking.offer.brand), model: slugify(booking.offer.model), id: booking.offer._id };
  const label = booking.offer.kind === 'car' ? <Trans>View the car</Trans> : <Trans>View the yacht</Trans>;
  return (
    <Link asChild color="brand.fg" fontWeight="semibold">
      {booking.offer.kind === 'car' ? (
        <RouterLink to="/cars/$brand/$model/$id" params={params}>
          {label}
        </RouterLink>
      ) : (
        <RouterLink to="/yachts/$brand/$model/$id" params={params}>
          {label}
        </RouterLink>
      )}
    </Link>
  );
}

function PriceSummary({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const { money } = useFormat();
  const { price } = booking;
  const earned = money(price.cashback);
  return (
    <Stack gap="2">
      <PriceBreakdown price={price} coupon={booking.coupon} totalTestId="booking-total" />
      {price.cashback > 0 && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Cashback earned once paid: {earned}</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** The edit and cancel-request machines of the page, wired to the API and the toast; both hand back the booking as the server now has it. */
function useBookingActions(booking: Booking, onChange: (booking: Booking) => void) {
  const api = useApi();
  const language = useLanguage();
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const [editLogic, cancelLogic] = useMemo(
    () =>
      [
        bookingEditMachine.provide({
          actors: createBookingEditActors(api),
          actions: {
            notifyUpdated: (_, { booking: updated }) => {
              notify('positive', i18n._(changesSaved));
              changed.current(updated);
            },
          },
        }),
        cancelRequestMachine.provide({
          actors: createCancelRequestActors(api),
          actions: { notifyRequested: (_, { booking: updated }) => changed.current(updated) },
        }),
      ] as const,
    [api],
  );
  const edit = useActorRef(editLogic, { input: { booking, language } });
  const cancel = useActorRef(cancelLogic, { input: { bookingId: booking._id, language } });
  return { edit, cancel };
}

/** One booking, everything about it, and what this account may do with it. */
export function BookingScreen({ user, booking: loaded, now }: BookingScreenProps) {
  const { i18n: lingui, t } = useLingui();
  const { money, dateTime } = useFormat();
  // The page shows the booking as the last answer has it: the route's, then each change's.
  const [booking, setBooking] = useState(loaded);
  const [loadedShown, setLoadedShown] = useState(loaded);
  if (loaded !== loadedShown) {
    setLoadedShown(loaded);
    setBooking(loaded);
  }
  const viewer = bookingActorOf(user.type);
  const current = now ?? new Date();
  const name = bookingName(booking);
  const statusChange = useStatusChange(viewer, setBooking);
  const { edit, cancel } = useBookingActions(booking, setBooking);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setPageMeta({ title: t`Booking of ${name}` });
  }, [t, name]);

  const chosenExtras = carExtras.filter((extra) => booking.extras[extra] === true);
  const rate = money(booking.price.rate);
  const created = dateTime(booking.createdAt);
  const requested = booking.cancelRequestedAt ? dateTime(booking.cancelRequestedAt) : '';
  const canEdit = mayAmend(viewer, booking, current);
  const canCancel = mayRequestCancellation(viewer, booking, current);
  const canPay = mayPayNow(viewer, booking, current);

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Link asChild color="fg.muted" mb="4" display="inline-flex" gap="1" alignItems="center" minH="10">
        <RouterLink to="/bookings">
          <ArrowLeft aria-hidden="true" size="16" />
          <Trans>All bookings</Trans>
        </RouterLink>
      </Link>

      <Stack gap="3" mb="6">
        <HStack gap="3" wrap="wrap" align="center">
          <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight" outline="none">
            {name}
          </Heading>
          <BookingStatusBadge status={booking.status} size="lg" />
        </HStack>
        <Text color="fg.muted">
          <Trans>Booked on {created}</Trans>
        </Text>
        <HStack gap="3" wrap="wrap">
          {canPay && (
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/checkout/pay" search={{ b: booking._id }}>
                <CreditCard aria-hidden="true" />
                <Trans>Pay now</Trans>
              </RouterLink>
            </Button>
          )}
          {canEdit && (
            <Button ref={editButton} variant="outline" size="lg" onClick={() => edit.send({ type: 'edit.open', booking })}>
              <Pencil aria-hidden="true" />
              <Trans>Edit</Trans>
            </Button>
          )}
          {canCancel && (
            <Button ref={cancelButton} variant="outline" colorPalette="red" size="lg" onClick={() => cancel.send({ type: 'cancelRequest.ask' })}>
              <XCircle aria-hidden="true" />
              <Trans>Cancel booking</Trans>
            </Button>
          )}
          {isStaff(viewer) && <StatusChangeMenu actor={statusChange} viewer={viewer} booking={booking} name={name} size="md" />}
        </HStack>
        {booking.cancelRequestedAt && (
          <Alert.Root status="info" role="status" aria-live="polite">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {viewer === 'driver' ? lingui._(cancelRequestSent) : <Trans>The driver has asked to cancel this booking.</Trans>}
              </Alert.Title>
              <Alert.Description>
                <Trans>Cancellation requested on {requested}</Trans>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>

      <Grid templateColumns={{ base: '1fr', lg: '1fr 360px' }} gap={{ base: '4', lg: '8' }} alignItems="start">
        <Stack gap="4" minW="0">
          <Section title={booking.offer.kind === 'car' ? <Trans>The car</Trans> : <Trans>The yacht</Trans>}>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'center' }}>
              <Box w={{ base: 'full', sm: '240px' }} flexShrink={0}>
                <CatalogImage src={booking.offer.image} alt={name} priority sizes="(min-width: 480px) 240px, 100vw" />
              </Box>
              <Stack gap="2">
                <Text fontSize="xl" fontWeight="semibold">
                  {name}
                </Text>
                <HStack gap="2">
                  <SupplierLogo src={booking.offer.supplier.logo} />
                  <Text>{booking.offer.supplier.name}</Text>
                </HStack>
                <OfferLink booking={booking} />
              </Stack>
            </Stack>
          </Section>

          <Section title={<Trans>Places and dates</Trans>}>
            <DataList.Root orientation="horizontal" gap="3">
              <Item label={<Trans>Pick-up</Trans>}>
                {booking.pickUpLocation.name} · {dateTime(booking.from)}
              </Item>
              <Item label={<Trans>Drop-off</Trans>}>
                {booking.dropOffLocation.name} · {dateTime(booking.to)}
              </Item>
              <Item label={<Trans>Duration</Trans>}>
                <Plural value={booking.price.days} one="# day" other="# days" />
              </Item>
            </DataList.Root>
          </Section>

          <Section title={<Trans>Drivers</Trans>}>
            <DataList.Root orientation="horizontal" gap="3">
              <Item label={<Trans>Driver</Trans>}>
                {booking.driver ? `${booking.driver.fullName} · ${booking.driver.email}` : <Trans>Account deleted</Trans>}
              </Item>
              {booking.additionalDriver && (
                <Item label={<Trans>Additional driver</Trans>}>
                  {booking.additionalDriver.fullName} · {booking.additionalDriver.email} · {booking.additionalDriver.phone}
                </Item>
              )}
            </DataList.Root>
          </Section>

          {booking.offer.kind === 'car' && (
            <Section title={<Trans>Extras</Trans>}>
              {chosenExtras.length > 0 ? (
                <Stack as="ul" gap="1" ps="5" listStyleType="disc">
                  {chosenExtras.map((extra) => (
                    <li key={extra}>{lingui._(extraLabels[extra])}</li>
                  ))}
                </Stack>
              ) : (
                <Text color="fg.muted">
                  <Trans>No extras.</Trans>
                </Text>
              )}
            </Section>
          )}

          <Section title={<Trans>Payment</Trans>}>
            <DataList.Root orientation="horizontal" gap="3">
              <Item label={<Trans>Payment option</Trans>}>{lingui._(paymentOptionLabels[booking.paymentOption])}</Item>
              <Item label={<Trans>Payment type</Trans>}>{lingui._(paymentTypeLabels[booking.paymentType])}</Item>
              {booking.status === 'pending' && booking.expiresAt && (
                <Item label={<Trans>Pay before</Trans>}>{dateTime(booking.expiresAt)}</Item>
              )}
            </DataList.Root>
          </Section>
        </Stack>

        <Box as="aside" aria-label={t`Price summary`} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          <Section title={<Trans>Price</Trans>}>
            <Text color="fg.muted" mb="3">
              <Trans>{rate} per day</Trans>
            </Text>
            <PriceSummary booking={booking} />
          </Section>
        </Box>
      </Grid>

      <EditBookingDialog actor={edit} finalFocusRef={editButton} />
      {/* Once the request is sent the button is gone: the focus goes to the page's heading instead. */}
      <CancelRequestDialog actor={cancel} name={name} finalFocus={() => cancelButton.current ?? headingRef.current} />
    </Container>
  );
}
