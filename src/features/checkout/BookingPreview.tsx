import { Box, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { type CarExtra, carExtras } from '@/domain/price';
import type { Booking } from '@/machines/checkout/checkout.machine';
import { CatalogImage } from '@/src/components/CatalogImage';
import { extraLabels } from '@/src/components/booking-labels';
import { BookingStatusBadge } from '@/src/components/BookingStatusBadge';
import { useFormat } from '@/src/components/format';
import { PriceBreakdown } from '@/src/components/PriceBreakdown';


export interface BookingPreviewProps {
  booking: Booking;
  /** The status badge, where the status is not the page's subject already. */
  showStatus?: boolean;
  /** Under the total: a note about the charge, an action. */
  footer?: ReactNode;
  /** The image is the first thing a phone shows: it loads first there. */
  priorityImage?: boolean;
}

/**
 * A compact summary of one booking: the offer's image and name, the dates and places, the extras,
 * the price line by line and the total in euros. The checkout shows it beside the payment form and
 * the booking preview page on its own.
 */
export function BookingPreview({ booking, showStatus = false, footer, priorityImage = false }: BookingPreviewProps) {
  const { i18n, t } = useLingui();
  const { money, placeTime } = useFormat();
  const id = useId();
  const name = `${booking.offer.brand} ${booking.offer.model}`;
  const extras = carExtras.filter((extra: CarExtra) => booking.extras[extra] === true);
  const { price } = booking;

  return (
    <Box
      as="section"
      aria-labelledby={`${id}-title`}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="2xl"
      bg="bg.panel"
      overflow="hidden"
    >
      <Box p={{ base: '4', md: '5' }} pb="0">
        <CatalogImage src={booking.offer.image} alt={name} priority={priorityImage} sizes="(min-width: 960px) 380px, 100vw" />
      </Box>
      <Stack gap="5" p={{ base: '4', md: '5' }}>
        <Stack gap="1">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Heading id={`${id}-title`} as="h2" size="lg">
              {name}
            </Heading>
            {showStatus && <BookingStatusBadge status={booking.status} size="lg" />}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            <Trans>Offered by {booking.offer.supplier.name}</Trans>
          </Text>
        </Stack>

        <DataList.Root orientation="vertical" gap="3" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Pick-up</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue flexDirection="column" alignItems="flex-start">
              <Text fontWeight="medium">{placeTime(booking.from, booking.pickUpLocation.timeZone)}</Text>
              <Text color="fg.muted">{booking.pickUpLocation.name}</Text>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Drop-off</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue flexDirection="column" alignItems="flex-start">
              <Text fontWeight="medium">{placeTime(booking.to, booking.dropOffLocation.timeZone)}</Text>
              <Text color="fg.muted">{booking.dropOffLocation.name}</Text>
            </DataList.ItemValue>
          </DataList.Item>
          {extras.length > 0 && (
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Extras</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>
                <Box as="ul" listStyleType="none" aria-label={t`Extras`}>
                  {extras.map((extra) => (
                    <li key={extra}>{i18n._(extraLabels[extra])}</li>
                  ))}
                </Box>
              </DataList.ItemValue>
            </DataList.Item>
          )}
          {booking.additionalDriver && (
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Additional driver</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>{booking.additionalDriver.fullName}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>

        <PriceBreakdown price={price} coupon={booking.coupon} totalTestId="booking-total" />
        {price.cashback > 0 && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>You earn {money(price.cashback)} of cashback once the booking is paid, to spend when the rental has ended.</Trans>
          </Text>
        )}
        {footer}
      </Stack>
    </Box>
  );
}
