import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, ServerCrash } from 'lucide-react';
import { serviceUnavailable } from '@/src/core/error-messages';
import { StatusScreen } from './StatusScreen';

/** Spec 8's 502 screen. */
export function ServiceUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { i18n } = useLingui();
  return (
    <StatusScreen
      role="alert"
      icon={<ServerCrash size={40} />}
      title={i18n._(serviceUnavailable.title)}
      description={i18n._(serviceUnavailable.description)}
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
