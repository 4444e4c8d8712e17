import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Bitcoin, Lock } from 'lucide-react';
import type { RefObject } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '@/machines/checkout/checkout.machine';

export interface PayButtonProps {
  snapshot: SnapshotFrom<typeof checkoutMachine>;
  /** The id of the payment form the card button submits. */
  formId: string;
  /** The total to pay, formatted. */
  total: string;
  /** Sends `checkout.submit` (the crypto button; the card button submits the form). */
  onPay: () => void;
  cryptoButtonRef: RefObject<HTMLButtonElement | null>;
}

/** The pay button fills the bottom bar beside the total; in the form it is wide on phones only. */
const buttonSize = (inBar: boolean) =>
  inBar ? { flex: '1' } : { width: { base: 'full', sm: 'auto' }, minW: { sm: '48' } };

/** Pay by card (submits the card form), or create the crypto invoice. */
export function PayButton({ snapshot, formId, total, onPay, cryptoButtonRef, inBar = false }: PayButtonProps & { inBar?: boolean }) {
  const byCard = snapshot.context.paymentType === 'card';
  const submitting = snapshot.matches('submittingPayment');
  const canSubmit = snapshot.can({ type: 'checkout.submit' });
  return byCard ? (
    <Button
      type="submit"
      form={formId}
      size="lg"
      colorPalette="brand"
      {...buttonSize(inBar)}
      disabled={!canSubmit && !submitting}
      loading={submitting || snapshot.matches('waitingForEarlierAttempt') || snapshot.matches('offline')}
      loadingText={<Trans>Paying…</Trans>}
    >
      <Lock aria-hidden="true" />
      <Trans>Pay {total}</Trans>
    </Button>
  ) : (
    <Button
      ref={cryptoButtonRef}
      size="lg"
      colorPalette="brand"
      {...buttonSize(inBar)}
      disabled={!canSubmit && !submitting}
      loading={submitting}
      loadingText={<Trans>Creating the invoice…</Trans>}
      onClick={onPay}
    >
      <Bitcoin aria-hidden="true" />
      <Trans>Pay with crypto</Trans>
    </Button>
  );
}

/** Sticky at the bottom of the screen while the checkout is in view, it never hides the footer below it. */
export function PayBar(props: PayButtonProps) {
  const { total } = props;
  return (
    <Box
      position="sticky"
      bottom="0"
      zIndex="sticky"
      mt="6"
      mx={{ base: '-4', md: '-6' }}
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="border.muted"
      boxShadow="0 -4px 16px rgba(0, 0, 0, 0.08)"
      px="4"
      pt="3"
      pb="calc(env(safe-area-inset-bottom, 0px) + 12px)"
      data-testid="pay-bar"
    >
      <Flex align="center" gap="4">
        <Stack gap="0" flexShrink={0}>
          <Text fontSize="sm" color="fg.muted">
            <Trans>Total</Trans>
          </Text>
          <Text fontWeight="bold" fontSize="lg">
            {total}
          </Text>
        </Stack>
        <PayButton {...props} inBar />
      </Flex>
    </Box>
  );
}
