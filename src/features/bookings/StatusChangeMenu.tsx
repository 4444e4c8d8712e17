import { Button, Menu, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ChevronDown } from 'lucide-react';
import { type Booking, type BookingViewer, statusChoices } from '@/machines/bookings/booking-rules';
import { statusLabels } from '@/src/components/booking-labels';
import type { StatusChangeActor } from './use-bookings';

export interface StatusChangeMenuProps {
  actor: StatusChangeActor;
  viewer: BookingViewer;
  booking: Booking;
  /** The booking's name for screen readers ('BMW X5'). */
  name: string;
  size?: 'sm' | 'md';
}

/** 'Change status': the statuses the transition table lets this account move the booking to; nothing when there are none. */
export function StatusChangeMenu({ actor, viewer, booking, name, size = 'sm' }: StatusChangeMenuProps) {
  const { i18n, t } = useLingui();
  const busy = useSelector(actor, (snapshot) => snapshot.context.change?.id === booking._id);
  const anyBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const choices = statusChoices(viewer, booking, new Date());
  if (choices.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size={size} loading={busy} disabled={anyBusy} aria-label={t`Change the status of ${name}`}>
          <Trans>Change status</Trans>
          <ChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {choices.map((status) => (
              <Menu.Item key={status} value={status} onSelect={() => actor.send({ type: 'status.change', booking, status })}>
                {i18n._(statusLabels[status])}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
