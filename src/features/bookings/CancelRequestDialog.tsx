import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { cancelRequestMachine } from '@/machines/bookings/cancel-request.machine';
import { ConfirmDialog } from '@/src/components/ConfirmDialog';
import { failureText } from './bookings-messages';

export interface CancelRequestDialogProps {
  actor: ActorRefFrom<typeof cancelRequestMachine>;
  /** The booking's name ('BMW X5'). */
  name: string;
  /** Where the focus goes when the dialog closes. */
  finalFocus: () => HTMLElement | null;
}

/** 'Cancel this booking?': the driver confirms, the request is sent (the cancel-request machine holds the flow). */
export function CancelRequestDialog({ actor, name, finalFocus }: CancelRequestDialogProps) {
  const { i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { error } = snapshot.context;
  return (
    <ConfirmDialog
      open={snapshot.matches('confirming') || snapshot.matches('sending')}
      busy={snapshot.hasTag('busy')}
      title={<Trans>Cancel this booking?</Trans>}
      subject={<Text as="strong">{name}</Text>}
      note={<Trans>We send your request to our team, who will contact you about the cancellation.</Trans>}
      error={error !== undefined ? failureText(i18n, error) : undefined}
      confirmLabel={<Trans>Send the request</Trans>}
      dismissLabel={<Trans>Keep the booking</Trans>}
      onConfirm={() => actor.send({ type: 'cancelRequest.confirm' })}
      onDismiss={() => actor.send({ type: 'cancelRequest.dismiss' })}
      finalFocus={finalFocus}
    />
  );
}
