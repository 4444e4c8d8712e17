import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { RotateCcw, ServerCrash } from 'lucide-react';
import { StatusScreen } from './StatusScreen';

/** Spec 8's 502 screen. */
export function ServiceUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <StatusScreen
      role="alert"
      icon={<ServerCrash size={40} />}
      title={<Trans>Service Unavailable</Trans>}
      description={<Trans>The server is currently unavailable. Please try again later.</Trans>}
      actions={
        onRetry && (
          <Button colorPalette="brand" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            <Trans>Try Again</Trans>
          </Button>
        )
      }
    />
  );
}
