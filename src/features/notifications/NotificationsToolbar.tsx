import { Button, Checkbox, HStack, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCheck, Mail, MailOpen, Trash2 } from 'lucide-react';
import type { NotificationListContext } from '@/machines/notification-list/notification-list.machine';
import type { NotificationListActor } from './notification-list-actor';

/** Select the page, then mark or delete the selection; or mark all read, delete all. */
export function NotificationsToolbar({ list, context, busy }: { list: NotificationListActor; context: NotificationListContext; busy: boolean }) {
  const { t } = useLingui();
  const { items, selected, unread, total } = context;
  const allTicked = items.length > 0 && selected.length === items.length;
  const someTicked = selected.length > 0 && !allTicked;
  const ids = { ids: selected };
  return (
    <Wrap gap="2" align="center" justify="space-between" py="2">
      <HStack gap="2" wrap="wrap">
        <Checkbox.Root
          colorPalette="brand"
          checked={someTicked ? 'indeterminate' : allTicked}
          onCheckedChange={() => list.send({ type: 'list.selectAll', selected: !allTicked })}
          px="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Select all</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        {selected.length > 0 && (
          <>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => list.send({ type: 'list.mark', selection: ids, read: true })}>
              <MailOpen aria-hidden="true" />
              <Trans>Mark as read</Trans>
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => list.send({ type: 'list.mark', selection: ids, read: false })}>
              <Mail aria-hidden="true" />
              <Trans>Mark as unread</Trans>
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => list.send({ type: 'list.delete', selection: ids })}>
              <Trash2 aria-hidden="true" />
              <Trans>Delete</Trans>
            </Button>
          </>
        )}
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="ghost"
          colorPalette="brand"
          disabled={busy || unread === 0}
          onClick={() => list.send({ type: 'list.mark', selection: { all: true }, read: true })}
        >
          <CheckCheck aria-hidden="true" />
          <Trans>Mark all as read</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          disabled={busy || total === 0}
          aria-label={t`Delete all notifications`}
          onClick={() => list.send({ type: 'list.delete', selection: { all: true } })}
        >
          <Trash2 aria-hidden="true" />
          <Trans>Delete all</Trans>
        </Button>
      </HStack>
    </Wrap>
  );
}
