import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { BookingStatus } from '@/domain/bookings';
import { statusLabels, statusPalettes } from './booking-labels';

/** A booking's status as a coloured badge with its label (spec 4). */
export function BookingStatusBadge({ status, size = 'md' }: { status: BookingStatus; size?: BadgeProps['size'] }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={statusPalettes[status]} variant="subtle" size={size} data-status={status} data-testid="booking-status">
      {i18n._(statusLabels[status])}
    </Badge>
  );
}
