import { Alert, Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { BellOff } from 'lucide-react';
import { NOTIFICATIONS_PER_PAGE } from '@/machines/notification-list/notification-list.machine';
import { LoadFailedNotice } from '@/src/components/LoadFailedNotice';
import { Pagination } from '@/src/components/Pagination';
import { LoadingSpinner } from '@/src/components/PageSpinner';
import { DeleteNotificationsDialog } from './DeleteNotificationsDialog';
import { NotificationItem } from './NotificationItem';
import { NotificationsToolbar } from './NotificationsToolbar';
import { useNotificationList } from './use-notification-list';

export interface NotificationsScreenProps {
  /** The page of the address. */
  page: number;
  onPage: (page: number) => void;
}

/** The signed-in account's notifications, 30 a page, newest first: read or unread, select, mark, delete. */
export function NotificationsScreen({ page, onPage }: NotificationsScreenProps) {
  const list = useNotificationList(page);
  const snapshot = useSelector(list, (s) => s);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const pages = Math.max(1, Math.ceil(context.total / NOTIFICATIONS_PER_PAGE));
  return (
    <Container maxW="4xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="4">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} id="notifications-heading" tabIndex={-1}>
            <Trans>Notifications</Trans>
          </Heading>
          {snapshot.matches('ready') && context.total > 0 && (
            <Text color="fg.muted" data-testid="unread-summary">
              <Plural value={context.unread} _0="All read" one="# unread" other="# unread" />
            </Text>
          )}
        </HStack>
        {snapshot.matches('loadFailed') && <LoadFailedNotice error={context.loadError} onRetry={() => list.send({ type: 'list.retry' })} />}
        {context.failure === 'mark' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>The notifications could not be updated. Please try again.</Trans>
            </Alert.Title>
          </Alert.Root>
        )}
        {snapshot.matches('loading') && context.items.length === 0 && (
          <LoadingSpinner />
        )}
        {snapshot.matches({ ready: 'empty' }) && (
          <Stack align="center" textAlign="center" py="16" gap="3" color="fg.muted">
            <BellOff size={40} aria-hidden="true" />
            <Text fontSize="lg" fontWeight="semibold" color="fg">
              <Trans>No notifications yet.</Trans>
            </Text>
            <Text>
              <Trans>News about your bookings and payments will appear here.</Trans>
            </Text>
          </Stack>
        )}
        {context.items.length > 0 && !snapshot.matches('loadFailed') && !snapshot.matches({ ready: 'empty' }) && (
          <Box borderWidth="1px" borderColor="border" borderRadius="l3" overflow="hidden" aria-busy={busy}>
            <Box px={{ base: '1', md: '2' }} borderBottomWidth="1px" borderColor="border.muted">
              <NotificationsToolbar list={list} context={context} busy={busy} />
            </Box>
            <Stack as="ul" gap="0" separator={<Box as="li" aria-hidden="true" borderTopWidth="1px" borderColor="border.muted" />} listStyleType="none">
              {context.items.map((notification) => (
                <NotificationItem
                  key={notification._id}
                  notification={notification}
                  selected={context.selected.includes(notification._id)}
                  busy={busy}
                  onToggle={() => list.send({ type: 'list.toggle', id: notification._id })}
                  onMark={(read) => list.send({ type: 'list.mark', selection: { ids: [notification._id] }, read })}
                  onDelete={() => list.send({ type: 'list.delete', selection: { ids: [notification._id] } })}
                />
              ))}
            </Stack>
          </Box>
        )}
        {pages > 1 && <Pagination page={context.page} pages={pages} onPage={onPage} />}
      </Stack>
      <DeleteNotificationsDialog list={list} />
    </Container>
  );
}
