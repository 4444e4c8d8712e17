import { Box, CloseButton, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { BellRing } from 'lucide-react';
import type { PopupRef } from '@/machines/notifications/notifications.machine';
import { notificationTitles } from '@/src/components/notification-text';
import { NotificationLink } from '@/src/components/NotificationLink';
import { NotificationSummary } from '@/src/components/NotificationSummary';
import { useHydrated } from '@/src/core/hydrated';
import { useNotificationsActor } from '@/src/core/notifications-context';

/** The spec's pop-up width. */
const POPUP_WIDTH = '288px';

/**
 * Pop-ups of the notifications arriving live, stacked bottom-right (the toasts keep the top). Each closes by
 * itself after 5 s, not while hovered or focused (machines/notifications/popup.machine.ts).
 */
export function NotificationPopups() {
  const notifications = useNotificationsActor();
  const popups = useSelector(notifications ?? undefined, (snapshot) => snapshot?.context.popups ?? []);
  const { t } = useLingui();
  // The server renders none (it has no notifications actor): the region comes once the page has hydrated.
  const hydrated = useHydrated();
  if (!notifications || !hydrated) return null;
  return (
    <Stack
      as="section"
      aria-label={t`New notifications`}
      aria-live="polite"
      position="fixed"
      bottom="4"
      insetEnd="4"
      w={POPUP_WIDTH}
      maxW="calc(100vw - 2rem)"
      gap="2"
      zIndex="toast"
      pointerEvents="none"
    >
      {popups.map((popup) => (
        <Popup key={popup.id} popup={popup} />
      ))}
    </Stack>
  );
}

function Popup({ popup }: { popup: PopupRef }) {
  const { i18n, t } = useLingui();
  const notification = useSelector(popup, (snapshot) => snapshot.context.notification);
  const pause = () => popup.send({ type: 'popup.pause' });
  const resume = () => popup.send({ type: 'popup.resume' });
  const dismiss = () => popup.send({ type: 'popup.dismiss' });
  return (
    <Box
      role="status"
      data-testid="notification-popup"
      pointerEvents="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderInlineStartWidth="4px"
      borderInlineStartColor="brand.solid"
      borderRadius="l2"
      boxShadow="lg"
      p="3"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <HStack align="start" gap="2">
        <Box color="brand.fg" pt="0.5" aria-hidden="true">
          <BellRing size={16} />
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <Text fontWeight="semibold" fontSize="sm">
            {i18n._(notificationTitles[notification.kind])}
          </Text>
          <NotificationSummary notification={notification} messageLines={3} />
          <ChakraLink asChild fontSize="sm" color="brand.fg" fontWeight="medium">
            <NotificationLink notification={notification} onClick={dismiss}>
              <Trans>View</Trans>
            </NotificationLink>
          </ChakraLink>
        </Stack>
        <CloseButton size="2xs" aria-label={t`Close`} onClick={dismiss} />
      </HStack>
    </Box>
  );
}
