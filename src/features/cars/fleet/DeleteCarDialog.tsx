import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { deleteCarMachine } from '../../../../machines/fleet/delete-car.machine';

export interface DeleteCarDialogProps {
  actor: ActorRefFrom<typeof deleteCarMachine>;
  /** Where the focus goes back when the dialog closes (the car's own button may be gone by then). */
  finalFocusRef: RefObject<HTMLElement | null>;
}

/** 'Delete this car?' with the car's name: Cancel, or Delete (the delete-car machine holds the flow). */
export function DeleteCarDialog({ actor, finalFocusRef }: DeleteCarDialogProps) {
  const snapshot = useSelector(actor, (s) => s);
  const { car } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const name = car ? `${car.brand} ${car.model}` : '';
  const supplier = car?.supplier.name ?? '';
  return (
    <Dialog.Root
      role="alertdialog"
      open={!snapshot.matches('idle')}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'deleteCar.cancel' });
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
                <Trans>Delete this car?</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                <Text as="strong">{name}</Text> · {supplier}
              </Dialog.Description>
              <Text mt="2" color="fg.muted" fontSize="sm">
                <Trans>It will no longer be offered or found in searches.</Trans>
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={() => actor.send({ type: 'deleteCar.confirm' })}>
                <Trans>Delete</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
