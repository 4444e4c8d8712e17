import { Alert, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { cancelRequestMachine } from '../../../machines/bookings/cancel-request.machine';
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
  const snapshot = useSelector(actor, (s) => s);
  const open = snapshot.matches('confirming') || snapshot.matches('sending');
  const busy = snapshot.hasTag('busy');
  const { error } = snapshot.context;
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'cancelRequest.dismiss' });
      }}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
      finalFocusEl={finalFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy} mx="4">
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Cancel this booking?</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                <Text as="strong">{name}</Text>
              </Dialog.Description>
              <Text mt="2" color="fg.muted" fontSize="sm">
                <Trans>We send your request to our team, who will contact you about the cancellation.</Trans>
              </Text>
              {error !== undefined && (
                <Alert.Root status="error" mt="4" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{failureText(error)}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  <Trans>Keep the booking</Trans>
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={() => actor.send({ type: 'cancelRequest.confirm' })}>
                <Trans>Send the request</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
