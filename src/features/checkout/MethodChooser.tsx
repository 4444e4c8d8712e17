import { Grid, Icon, RadioCard } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bitcoin, CreditCard } from 'lucide-react';
import type { OnlinePaymentType } from '@/machines/checkout/checkout.machine';
import { paymentTypeLabels } from '@/src/components/booking-labels';

const methodIcons = { card: CreditCard, crypto: Bitcoin } as const;

/** Card or crypto, when the supplier takes both. */
export function MethodChooser({
  paymentTypes,
  value,
  disabled,
  onChange,
}: {
  paymentTypes: OnlinePaymentType[];
  value: OnlinePaymentType;
  disabled: boolean;
  onChange: (paymentType: OnlinePaymentType) => void;
}) {
  const { i18n } = useLingui();
  return (
    <RadioCard.Root
      name="paymentType"
      value={value}
      disabled={disabled}
      colorPalette="brand"
      orientation="horizontal"
      align="center"
      onValueChange={(details) => {
        const chosen = paymentTypes.find((type) => type === details.value);
        if (chosen) onChange(chosen);
      }}
    >
      <RadioCard.Label fontWeight="semibold">
        <Trans>Payment method</Trans>
      </RadioCard.Label>
      <Grid templateColumns="1fr 1fr" gap="3">
        {paymentTypes.map((type) => (
          <RadioCard.Item key={type} value={type}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl minH="12">
              <Icon as={methodIcons[type]} boxSize="5" aria-hidden="true" />
              <RadioCard.ItemText>{i18n._(paymentTypeLabels[type])}</RadioCard.ItemText>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </Grid>
    </RadioCard.Root>
  );
}
