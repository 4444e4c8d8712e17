import { Alert, Box, Flex, RadioCard, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote, Bitcoin, CalendarCheck, CreditCard, type LucideIcon, ShieldCheck } from 'lucide-react';
import { type PaymentOption, type PaymentType, paymentOptionsOf, paymentTypesFor } from '@/machines/booking/booking.form';
import { noPaymentTypeMessage, paymentOptionTexts, paymentTypeLabels } from './booking-messages';
import type { StepProps } from './step-props';
import { useFormat } from '@/src/components/format';

const optionIcons: Record<PaymentOption, LucideIcon> = { payLater: CalendarCheck, payOnline: ShieldCheck };
const typeIcons: Record<PaymentType, LucideIcon> = { card: CreditCard, cash: Banknote, crypto: Bitcoin };

/** Pay later or pay online as large cards (only what the supplier allows), then the payment type the option allows. */
export function PaymentOptionStep({ snapshot, send }: StepProps) {
  const { i18n, t } = useLingui();
  const { money } = useFormat();
  const { context } = snapshot;
  const options = paymentOptionsOf(context.supplier);
  const types = paymentTypesFor(context.supplier, context.paymentOption);
  const total = context.price ? money(context.price.total) : undefined;
  const typeError = context.errors.payment.paymentType;

  return (
    <Stack gap="8">
      <RadioCard.Root
        name="paymentOption"
        value={context.paymentOption}
        onValueChange={({ value }) => value && send({ type: 'payment.change', values: { paymentOption: value as PaymentOption } })}
        colorPalette="brand"
        size="lg"
      >
        <RadioCard.Label fontSize="md" fontWeight="semibold">
          <Trans>Payment option</Trans>
        </RadioCard.Label>
        <Flex direction={{ base: 'column', md: 'row' }} gap="3" align="stretch">
          {options.map((option) => {
            const Icon = optionIcons[option];
            return (
              <RadioCard.Item key={option} value={option} flex="1">
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <Box color="brand.fg" aria-hidden="true" pt="0.5">
                    <Icon size={22} />
                  </Box>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText fontSize="md">{i18n._(paymentOptionTexts[option].title)}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>{i18n._(paymentOptionTexts[option].description)}</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            );
          })}
        </Flex>
      </RadioCard.Root>
      {options.length === 1 && (
        <Text color="fg.muted" fontSize="sm">
          <Trans>This company is paid online only.</Trans>
        </Text>
      )}

      {types.length > 0 ? (
        <RadioCard.Root
          name="paymentType"
          value={context.paymentType ?? ''}
          onValueChange={({ value }) => value && send({ type: 'payment.change', values: { paymentType: value as PaymentType } })}
          colorPalette="brand"
          orientation="horizontal"
          align="center"
        >
          <RadioCard.Label fontSize="md" fontWeight="semibold">
            {context.paymentOption === 'payLater' ? <Trans>How you will pay at pick-up</Trans> : <Trans>How you will pay online</Trans>}
          </RadioCard.Label>
          <Flex gap="3" wrap="wrap">
            {types.map((type) => {
              const Icon = typeIcons[type];
              return (
                <RadioCard.Item key={type} value={type} flex="1" minW="140px">
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <Box aria-hidden="true">
                      <Icon size={20} />
                    </Box>
                    <RadioCard.ItemText>{i18n._(paymentTypeLabels[type])}</RadioCard.ItemText>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              );
            })}
          </Flex>
        </RadioCard.Root>
      ) : null}
      {typeError && (
        <Alert.Root status="error" role="alert" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{i18n._(noPaymentTypeMessage)}</Alert.Title>
        </Alert.Root>
      )}
      {total && (
        <Text color="fg.muted" aria-live="polite">
          {context.paymentOption === 'payLater'
            ? t`You pay ${total} at pick-up.`
            : t`You pay ${total} online on the next page, after booking.`}
        </Text>
      )}
    </Stack>
  );
}
