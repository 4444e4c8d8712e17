import { Plural, Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ConfirmDialog } from '@/src/components/ConfirmDialog';
import type { NotificationListActor } from './notification-list-actor';

/** 'Delete this notification?' and its kin: Cancel, or Delete (the list machine holds the flow). */
export function DeleteNotificationsDialog({ list }: { list: NotificationListActor }) {
  const snapshot = useSelector(list, (s) => s);
  const { pendingDelete, failure, total } = snapshot.context;
  const open = snapshot.matches('confirmingDelete') || snapshot.matches('deleting');
  const all = pendingDelete !== null && 'all' in pendingDelete;
  const count = pendingDelete === null ? 0 : 'all' in pendingDelete ? total : pendingDelete.ids.length;
  return (
    <ConfirmDialog
      open={open}
      busy={snapshot.matches('deleting')}
      title={all ? <Trans>Delete all notifications?</Trans> : <Plural value={count} one="Delete this notification?" other="Delete these # notifications?" />}
      subject={<Plural value={count} one="# notification will be deleted." other="# notifications will be deleted." />}
      note={<Trans>This cannot be undone.</Trans>}
      error={failure === 'delete' ? <Trans>The notifications could not be deleted. Please try again.</Trans> : undefined}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={() => list.send({ type: 'delete.confirm' })}
      onDismiss={() => list.send({ type: 'delete.cancel' })}
      finalFocus={() => document.getElementById('notifications-heading')}
    />
  );
}
