import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Schemas } from '@/openapi/types';
import { statusLabels } from './booking-labels';
import { useFormat } from './format';

/**
 * What a notification is about, under its heading: the booking and its dates, the new status, or the message. The
 * booking's sentence is always whole (it ends with the news, the new status); only a message, which may be long, is cut
 * to `messageLines`.
 */
export function NotificationSummary({ notification, messageLines }: { notification: Schemas['Notification']; messageLines?: number }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const { booking, status, message } = notification;
  if (message) {
    return (
      <Text fontSize="sm" color="fg.muted" lineClamp={messageLines} whiteSpace="pre-line">
        {message}
      </Text>
    );
  }
  if (!booking) return null;
  // The days of the places' calendars, as everywhere else a booking is shown.
  const period = `${format.placeTime(booking.from, booking.pickUpTimeZone, 'date')} – ${format.placeTime(booking.to, booking.dropOffTimeZone, 'date')}`;
  const statusText = status ? i18n._(statusLabels[status]) : null;
  return (
    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
      {booking.offer} · {period}
      {statusText && <> · {t`now ${statusText}`}</>}
    </Text>
  );
}
