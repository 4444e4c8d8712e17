import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleExclamationPoint, RotateCcw } from 'lucide-react';
import { somethingWentWrong } from '@/src/core/error-messages';
import { isServiceUnavailable } from '@/src/core/errors';
import { ServiceUnavailable } from './ServiceUnavailable';
import { StatusScreen } from './StatusScreen';

export interface ErrorScreenProps {
  error: unknown;
  onRetry: () => void;
}

/** What a failed screen shows: never a stack trace; a 502 gets its own text. */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const { i18n } = useLingui();
  if (isServiceUnavailable(error)) return <ServiceUnavailable onRetry={onRetry} />;
  return (
    <StatusScreen
      role="alert"
      icon={<CircleExclamationPoint size={40} />}
      title={i18n._(somethingWentWrong.title)}
      description={i18n._(somethingWentWrong.description)}
      actions={
        <Button colorPalette="brand" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          <Trans>Try Again</Trans>
        </Button>
      }
    />
  );
}
