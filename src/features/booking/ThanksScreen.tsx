import { Alert, Badge, Box, Button, Container, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CircleCheck, Clock, type LucideIcon, XCircle } from 'lucide-react';

import { hasSomethingToPay } from '@/domain/bookings';
import { carExtras } from '@/domain/price';
import type { Schemas } from '@/openapi/types';
import { CatalogImage } from '@/src/components/CatalogImage';
import { extraLabels, paymentOptionTexts, paymentTypeLabels } from './booking-messages';
import { useFormat } from '@/src/components/format';
import { PriceBreakdown } from '@/src/components/PriceBreakdown';

type Booking = Schemas['Booking'];

export interface ThanksScreenProps {
  booking: Booking;
}

/** What the booking's state means for the driver: a confirmed reservation, a payment, nothing to pay, or a booking that ended. */
type Outcome = 'payAtPickUp' | 'paid' | 'nothingToPay' | 'awaitingPayment' | 'ended';

function outcomeOf(booking: Booking): Outcome {
  if (booking.status === 'void' || booking.status === 'cancelled') return 'ended';
  if (booking.status === 'pending') return 'awaitingPayment';
  // A coupon or the wallet covered it all: no payment was made, none is due.
  if (!hasSomethingToPay(booking.price.total)) return 'nothingToPay';
  if (booking.paymentOption === 'payOnline' || booking.status === 'paid') return 'paid';
  return 'payAtPickUp';
}

const outcomeIcons: Record<Outcome, { icon: LucideIcon; tone: string }> = {
  payAtPickUp: { icon: CircleCheck, tone: 'green' },
  paid: { icon: CircleCheck, tone: 'green' },
  nothingToPay: { icon: CircleCheck, tone: 'green' },
  awaitingPayment: { icon: Clock, tone: 'orange' },
  ended: { icon: XCircle, tone: 'red' },
};

/** The thank-you page after booking: the booking as the server recorded it, and what happens next. */
export function ThanksScreen({ booking }: ThanksScreenProps) {
  const { i18n } = useLingui();
  const { money, placeTime } = useFormat();
  const outcome = outcomeOf(booking);
  const { icon: Icon, tone } = outcomeIcons[outcome];
  const name = `${booking.offer.brand} ${booking.offer.model}`;
  // Each on its place's clock, the zone named.
  const when = (value: string, place: Schemas['BookingPlace']) => placeTime(value, place.timeZone, 'fullDateTime');
  const total = money(booking.price.total);
  const paymentType = i18n._(paymentTypeLabels[booking.paymentType]);
  const extras = carExtras.filter((extra) => booking.extras[extra]).map((extra) => i18n._(extraLabels[extra]));
  const email = booking.driver?.email;
  const expiry = booking.expiresAt ? i18n.date(new Date(booking.expiresAt), { timeStyle: 'short' }) : undefined;

  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '8', lg: '14' }}>
      <Stack gap="8">
        <Stack align="center" textAlign="center" gap="4">
          <Box aria-hidden="true" color={`${tone}.fg`} bg={`${tone}.subtle`} borderRadius="full" p="4" display="inline-flex">
            <Icon size={40} />
          </Box>
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {outcome === 'ended' ? <Trans>This booking is no longer active</Trans> : <Trans>Thank you for your booking!</Trans>}
          </Heading>
          {email && outcome !== 'ended' && outcome !== 'awaitingPayment' && (
            <Text color="fg.muted" fontSize="lg">
              <Trans>A confirmation email is on its way to {email}.</Trans>
            </Text>
          )}
        </Stack>

        <Box as="section" aria-labelledby="next-steps" borderWidth="1px" borderRadius="2xl" p={{ base: '4', md: '6' }} bg="bg.panel">
          <Heading id="next-steps" as="h2" size="lg" mb="3">
            <Trans>What happens next</Trans>
          </Heading>
          {outcome === 'payAtPickUp' && (
            <Text>
              <Trans>
                Pay at pick-up: you pay {total} ({paymentType}) when you collect your booking. Amendments and cancellation are
                free.
              </Trans>
            </Text>
          )}
          {outcome === 'paid' && (
            <Text>
              <Trans>Paid: {total} was paid online. Just show up at pick-up with your driving licence.</Trans>
            </Text>
          )}
          {outcome === 'nothingToPay' && (
            <Text>
              <Trans>Nothing to pay: your discounts cover the whole price. Just show up at pick-up with your driving licence.</Trans>
            </Text>
          )}
          {outcome === 'awaitingPayment' && (
            <Stack gap="4" align="flex-start">
              <Alert.Root status="warning" borderRadius="lg">
                <Alert.Indicator />
                <Alert.Title>
                  {expiry ? (
                    <Trans>Waiting for payment: pay {total} before {expiry}, or the dates are released.</Trans>
                  ) : (
                    <Trans>Waiting for payment: pay {total} to confirm your booking.</Trans>
                  )}
                </Alert.Title>
              </Alert.Root>
              <Button asChild colorPalette="brand" size="lg">
                <Link to="/checkout/pay" search={{ b: booking._id }}>
                  <Trans>Pay now</Trans>
                </Link>
              </Button>
            </Stack>
          )}
          {outcome === 'ended' && (
            <Text>
              <Trans>It was cancelled or not paid in time: its dates are free again.</Trans>
            </Text>
          )}
        </Box>

        <Box as="section" aria-labelledby="booking-summary" borderWidth="1px" borderRadius="2xl" p={{ base: '4', md: '6' }}>
          <Stack gap="5">
            <HStack gap="4" align="center">
              <Box w={{ base: '96px', md: '140px' }} flexShrink={0}>
                <CatalogImage src={booking.offer.image} alt={name} sizes="140px" />
              </Box>
              <Stack gap="1" minW="0">
                <Heading id="booking-summary" as="h2" size="lg">
                  {name}
                </Heading>
                <Text color="fg.muted">{booking.offer.supplier.name}</Text>
                <Badge alignSelf="flex-start" colorPalette={tone} variant="subtle">
                  {outcome === 'nothingToPay' ? (
                    <Trans>Nothing to pay</Trans>
                  ) : (
                    <>
                      {i18n._(paymentOptionTexts[booking.paymentOption].title)} · {paymentType}
                    </>
                  )}
                </Badge>
              </Stack>
            </HStack>
            <DataList.Root orientation="horizontal" gap="3">
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Pick-up</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue fontWeight="medium">
                  {when(booking.from, booking.pickUpLocation)}, {booking.pickUpLocation.name}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Drop-off</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue fontWeight="medium">
                  {when(booking.to, booking.dropOffLocation)}, {booking.dropOffLocation.name}
                </DataList.ItemValue>
              </DataList.Item>
              {booking.offer.kind === 'car' && (
                <DataList.Item>
                  <DataList.ItemLabel>
                    <Trans>Extras</Trans>
                  </DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="medium">{extras.length > 0 ? extras.join(', ') : <Trans>None</Trans>}</DataList.ItemValue>
                </DataList.Item>
              )}
              {booking.additionalDriver && (
                <DataList.Item>
                  <DataList.ItemLabel>
                    <Trans>Additional driver</Trans>
                  </DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="medium">{booking.additionalDriver.fullName}</DataList.ItemValue>
                </DataList.Item>
              )}
            </DataList.Root>
            <Box borderTopWidth="1px" borderColor="border.muted" pt="4">
              <PriceBreakdown price={booking.price} coupon={booking.coupon} />
            </Box>
            {booking.price.cashback > 0 && outcome !== 'ended' && (
              <Text fontSize="sm" color="fg.muted" mt="-2">
                <Trans>You earn {money(booking.price.cashback)} cashback once the booking is paid, to spend when the rental has ended.</Trans>
              </Text>
            )}
          </Stack>
        </Box>

        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
          <Button asChild colorPalette="brand" size="lg">
            <Link to="/bookings">
              <Trans>See my bookings</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" size="lg">
            <Link to="/">
              <Trans>Back to the home page</Trans>
            </Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
