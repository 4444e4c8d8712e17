import { Box, Checkbox, HStack, IconButton, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MailOpen, Trash2 } from 'lucide-react';
import type { Notification } from '@/machines/notification-list/notification-list.machine';
import { useFormat } from '@/src/components/format';
import { notificationTitles } from '@/src/components/notification-text';
import { NotificationLink } from '@/src/components/NotificationLink';
import { NotificationSummary } from '@/src/components/NotificationSummary';

export interface NotificationItemProps {
  notification: Notification;
  selected: boolean;
  busy: boolean;
  onToggle: () => void;
  onMark: (read: boolean) => void;
  onDelete: () => void;
}

/** One notification of the list: ticked or not, unread in bold with a dot, its booking or message, its actions. */
export function NotificationItem({ notification, selected, busy, onToggle, onMark, onDelete }: NotificationItemProps) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const title = i18n._(notificationTitles[notification.kind]);
  const unread = !notification.read;
  return (
    <HStack
      as="li"
      align="start"
      gap={{ base: '2', md: '3' }}
      px={{ base: '3', md: '4' }}
      py="3"
      bg={unread ? 'brand.subtle/40' : undefined}
      data-testid="notification"
      data-read={notification.read}
    >
      <Checkbox.Root colorPalette="brand" checked={selected} onCheckedChange={onToggle} mt="0.5">
        <Checkbox.HiddenInput aria-label={t`Select: ${title}`} />
        <Checkbox.Control />
      </Checkbox.Root>
      <Box w="2" h="2" mt="2" flexShrink="0" borderRadius="full" bg={unread ? 'brand.solid' : 'transparent'} aria-hidden="true" />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight={unread ? 'bold' : 'medium'}>{title}</Text>
          {unread && (
            <Text srOnly>
              <Trans>(unread)</Trans>
            </Text>
          )}
        </HStack>
        <NotificationSummary notification={notification} />
        <HStack gap="3" fontSize="sm" wrap="wrap">
          <Text color="fg.muted" asChild>
            <time dateTime={notification.createdAt}>{format.dateTime(notification.createdAt)}</time>
          </Text>
          {notification.booking && (
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <NotificationLink notification={notification}>
                <Trans>View booking</Trans>
              </NotificationLink>
            </ChakraLink>
          )}
        </HStack>
      </Stack>
      <HStack gap="0" flexShrink="0">
        <IconButton
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={unread ? t`Mark as read: ${title}` : t`Mark as unread: ${title}`}
          onClick={() => onMark(unread)}
        >
          {unread ? <MailOpen aria-hidden="true" /> : <Mail aria-hidden="true" />}
        </IconButton>
        <IconButton variant="ghost" size="sm" colorPalette="red" disabled={busy} aria-label={t`Delete: ${title}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
        </IconButton>
      </HStack>
    </HStack>
  );
}
