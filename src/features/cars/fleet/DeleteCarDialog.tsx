import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { deleteCarMachine } from '@/machines/fleet/delete-car.machine';
import { ConfirmDialog } from '@/src/components/ConfirmDialog';

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
    <ConfirmDialog
      open={!snapshot.matches('idle')}
      busy={busy}
      title={<Trans>Delete this car?</Trans>}
      subject={
        <>
          <Text as="strong">{name}</Text> · {supplier}
        </>
      }
      note={<Trans>It will no longer be offered or found in searches.</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={() => actor.send({ type: 'deleteCar.confirm' })}
      onDismiss={() => actor.send({ type: 'deleteCar.cancel' })}
      finalFocus={() => finalFocusRef.current}
    />
  );
}
