import { Alert, Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, RefreshCw } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '@/machines/checkout/checkout.machine';
import { failureReason, paymentFailed } from './checkout-messages';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The state of the payment in words: offline, failed, waiting, paid. Failures are alerts; the rest is polite. */
export function PaymentStatus({ snapshot, onRetry, failureRef }: { snapshot: CheckoutSnapshot; onRetry: () => void; failureRef?: RefObject<HTMLDivElement | null> }) {
  const { i18n } = useLingui();
  if (snapshot.matches('offline')) {
    return (
      <Alert.Root status="warning" role="alert" borderRadius="xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Connection lost. Retrying…</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>Your payment is sent again as the same attempt: nothing will be charged twice.</Trans>
          </Alert.Description>
          <Button mt="3" size="sm" variant="outline" colorPalette="orange" alignSelf="flex-start" onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            <Trans>Retry now</Trans>
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <Alert.Root ref={failureRef} tabIndex={-1} status="error" role="alert" borderRadius="xl" scrollMarginTop="4" _focusVisible={{ outline: '2px solid', outlineColor: 'red.solid' }}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{i18n._(paymentFailed)}</Alert.Title>
          <Alert.Description>{i18n._(failureReason(snapshot.context.failure))}</Alert.Description>
          <Button mt="3" size="sm" colorPalette="red" alignSelf="flex-start" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }
  let message: ReactNode = null;
  if (snapshot.matches('submittingPayment')) message = <Trans>Sending your payment…</Trans>;
  else if (snapshot.matches('waitingForEarlierAttempt'))
    message = <Trans>An earlier payment of this booking is still being processed. Waiting for its result…</Trans>;
  else if (snapshot.matches('paid')) message = <Trans>Payment received. Opening your confirmation…</Trans>;
  const visible = snapshot.matches('waitingForEarlierAttempt') || snapshot.matches('paid');
  return (
    <Box role="status" aria-live="polite" srOnly={!visible}>
      {message && (
        <HStack gap="3" bg={snapshot.matches('paid') ? 'green.subtle' : 'brand.subtle'} borderRadius="xl" px="4" py="3">
          {snapshot.matches('paid') ? <Check aria-hidden="true" /> : <Spinner size="sm" color="brand.fg" />}
          <Text>{message}</Text>
        </HStack>
      )}
    </Box>
  );
}
