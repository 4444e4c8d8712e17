import { Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { bookingsListMachine } from '@/machines/bookings/bookings-list.machine';
import { ConfirmDialog } from '@/src/components/ConfirmDialog';
import { failureText } from './bookings-messages';
import { bookingName } from './format';

export interface DeleteBookingsDialogProps {
  actor: ActorRefFrom<typeof bookingsListMachine>;
  /** Where the focus goes back when the dialog closes (the row's own button may be gone by then). */
  finalFocusRef: RefObject<HTMLElement | null>;
}

/** 'Delete this booking?' / 'Delete these N bookings?': Cancel, or Delete (the list machine holds the flow). */
export function DeleteBookingsDialog({ actor, finalFocusRef }: DeleteBookingsDialogProps) {
  const { i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { toDelete, bookings, deleteError } = snapshot.context;
  const count = toDelete.length;
  const only = count === 1 ? bookings.find((booking) => booking._id === toDelete[0]) : undefined;
  return (
    <ConfirmDialog
      open={snapshot.matches('confirmingDelete') || snapshot.matches('deleting')}
      busy={snapshot.matches('deleting')}
      title={<Plural value={count} one="Delete this booking?" other="Delete these # bookings?" />}
      subject={
        only ? (
          <>
            <Text as="strong">{bookingName(only)}</Text>
            {only.driver && ` · ${only.driver.fullName}`}
          </>
        ) : (
          <Trans>The selected bookings will be deleted.</Trans>
        )
      }
      note={<Trans>This cannot be undone.</Trans>}
      error={deleteError !== undefined ? failureText(i18n, deleteError) : undefined}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={() => actor.send({ type: 'delete.confirm' })}
      onDismiss={() => actor.send({ type: 'delete.cancel' })}
      finalFocus={() => finalFocusRef.current}
    />
  );
}
