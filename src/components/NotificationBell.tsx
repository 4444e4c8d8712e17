import { Box, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Bell } from 'lucide-react';
import type { NotificationsActor } from '@/src/core/notifications';
import { useNotificationsActor } from '@/src/core/notifications-context';

/** The header's way to the notifications, with the unread count, updated live. */
export function NotificationBell() {
  const notifications = useNotificationsActor();
  return notifications ? <Bell_ notifications={notifications} /> : null;
}

function Bell_({ notifications }: { notifications: NotificationsActor }) {
  const { t } = useLingui();
  const unread = useSelector(notifications, (snapshot) => snapshot.context.counter.unread);
  const label = unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`;
  return (
    <IconButton asChild variant="ghost" size="sm" aria-label={label} position="relative">
      <Link to="/notifications">
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            data-testid="unread-count"
            position="absolute"
            top="0"
            insetEnd="0"
            minW="18px"
            h="18px"
            px="1"
            borderRadius="full"
            bg="red.600"
            color="white"
            fontSize="11px"
            fontWeight="bold"
            lineHeight="18px"
            textAlign="center"
            pointerEvents="none"
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </Link>
    </IconButton>
  );
}
