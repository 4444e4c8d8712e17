import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { Schemas } from '@/openapi/types';
import { CatalogImage } from '@/src/components/CatalogImage';
import { CheckboxField } from '@/src/components/form/CheckboxField';
import { CouponField } from './CouponField';
import { vehicleOf } from './booking-loader';
import type { StepProps } from './step-props';
import { useFormat } from '@/src/components/format';
import { PriceBreakdown } from '@/src/components/PriceBreakdown';

export interface BookingSummaryProps extends Pick<StepProps, 'snapshot'> {
  /** Inside the review step on a phone: no frame, no image. */
  inline?: boolean;
}

/**
 * On the review, before 'Book' at every width: the coupon field and 'Use my cashback' (the price shows their effect).
 */
export function ReviewDiscounts({ snapshot, send, wallet }: StepProps & { wallet: Schemas['Wallet'] | null }) {
  const { money } = useFormat();
  const id = useId();
  const { context } = snapshot;
  const balance = wallet?.balance ?? 0;
  const showCashback = balance > 0 || context.useCashback;
  const balanceText = money(balance);
  return (
    <Stack as="section" aria-labelledby={`${id}-title`} gap="4">
      <Heading id={`${id}-title`} as="h3" size="md">
        <Trans>Discounts</Trans>
      </Heading>
      <CouponField applied={context.coupon} onApply={(coupon) => send({ type: 'coupon.apply', coupon })} onRemove={() => send({ type: 'coupon.remove' })} />
      {showCashback && (
        <CheckboxField
          name="useCashback"
          checked={context.useCashback}
          label={<Trans>Use my cashback (balance {balanceText})</Trans>}
          onChange={() => send({ type: 'cashback.toggle', balance })}
        />
      )}
    </Stack>
  );
}

/** The booking's price as the machine computes it (domain/price.ts): rental × days, each chosen extra, the coupon, the cashback used, the total. */
export function BookingSummary({ snapshot, inline = false }: BookingSummaryProps) {
  const id = useId();
  const { context } = snapshot;
  const { offer, price } = context;
  const vehicle = vehicleOf(offer);
  const name = `${vehicle.brand} ${vehicle.model}`;

  return (
    <Box
      as="section"
      aria-labelledby={`${id}-title`}
      borderWidth={inline ? undefined : '1px'}
      borderColor="border.muted"
      borderRadius="2xl"
      bg={inline ? undefined : 'bg.panel'}
      p={inline ? '0' : { base: '4', md: '6' }}
    >
      <Stack gap="5">
        {!inline && (
          <HStack gap="4" align="center">
            <Box w="96px" flexShrink={0}>
              <CatalogImage src={vehicle.image} alt={name} sizes="96px" />
            </Box>
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold" truncate>
                {name}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {vehicle.supplier.name}
              </Text>
            </Stack>
          </HStack>
        )}
        <Heading id={`${id}-title`} as="h2" size="lg">
          <Trans>Price details</Trans>
        </Heading>
        {price ? (
          <PriceBreakdown price={price} coupon={context.coupon?.code} strongSize="xl" totalTestId="booking-total" />
        ) : (
          <Text color="fg.muted">
            <Trans>Choose valid dates to see the price.</Trans>
          </Text>
        )}
      </Stack>
    </Box>
  );
}
