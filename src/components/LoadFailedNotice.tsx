import { Alert, Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { serviceUnavailable, somethingWentWrong } from '@/src/core/error-messages';
import { isServiceUnavailable } from '@/src/core/errors';

/** A list that could not be loaded (the car search, the bookings): why, in the product's words, and Try Again. */
export function LoadFailedNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  const texts = isServiceUnavailable(error) ? serviceUnavailable : somethingWentWrong;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{i18n._(texts.title)}</Alert.Title>
        <Alert.Description>{i18n._(texts.description)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} alignSelf="center">
        <Trans>Try Again</Trans>
      </Button>
    </Alert.Root>
  );
}
