import { Alert, Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { isServiceUnavailable } from '../core/errors';

/** A list that could not be loaded (the car search, the bookings): why, in the product's words, and Try Again. */
export function LoadFailedNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const unavailable = isServiceUnavailable(error);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{unavailable ? <Trans>Service Unavailable</Trans> : <Trans>Something went wrong</Trans>}</Alert.Title>
        <Alert.Description>
          {unavailable ? (
            <Trans>The server is currently unavailable. Please try again later.</Trans>
          ) : (
            <Trans>An unexpected error occurred. Please try again.</Trans>
          )}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} alignSelf="center">
        <Trans>Try Again</Trans>
      </Button>
    </Alert.Root>
  );
}
