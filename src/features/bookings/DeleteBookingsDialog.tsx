import { Alert, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { bookingsListMachine } from '../../../machines/bookings/bookings-list.machine';
import { failureText } from './bookings-messages';
import { bookingName } from './format';

export interface DeleteBookingsDialogProps {
  actor: ActorRefFrom<typeof bookingsListMachine>;
  /** Where the focus goes back when the dialog closes (the row's own button may be gone by then). */
  finalFocusRef: RefObject<HTMLElement | null>;
}

/** 'Delete this booking?' / 'Delete these N bookings?': Cancel, or Delete (the list machine holds the flow). */
export function DeleteBookingsDialog({ actor, finalFocusRef }: DeleteBookingsDialogProps) {
  const snapshot = useSelector(actor, (s) => s);
  const { toDelete, bookings, deleteError } = snapshot.context;
  const open = snapshot.matches('confirmingDelete') || snapshot.matches('deleting');
  const busy = snapshot.matches('deleting');
  const count = toDelete.length;
  const only = count === 1 ? bookings.find((booking) => booking._id === toDelete[0]) : undefined;
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'delete.cancel' });
      }}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
      finalFocusEl={() => finalFocusRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy} mx="4">
            <Dialog.Header>
              <Dialog.Title>
                <Plural value={count} one="Delete this booking?" other="Delete these # bookings?" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                {only ? (
                  <>
                    <Text as="strong">{bookingName(only)}</Text>
                    {only.driver && ` · ${only.driver.fullName}`}
                  </>
                ) : (
                  <Trans>The selected bookings will be deleted.</Trans>
                )}
              </Dialog.Description>
              <Text mt="2" color="fg.muted" fontSize="sm">
                <Trans>This cannot be undone.</Trans>
              </Text>
              {deleteError !== undefined && (
                <Alert.Root status="error" mt="4" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{failureText(deleteError)}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={() => actor.send({ type: 'delete.confirm' })}>
                <Trans>Delete</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
