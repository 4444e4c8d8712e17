import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useLatestCallback } from '@/src/core/use-latest-callback';
import { createBookingEditActors } from '@/machines/bookings/booking-edit.actors';
import { bookingEditMachine } from '@/machines/bookings/booking-edit.machine';
import type { Booking } from '@/machines/bookings/booking-rules';
import { createCancelRequestActors } from '@/machines/bookings/cancel-request.actors';
import { cancelRequestMachine } from '@/machines/bookings/cancel-request.machine';
import { useApi } from '@/src/core/api-context';
import { notify } from '@/src/core/toasts';
import { useLanguage } from '@/src/core/use-language';
import { changesSaved } from '@/src/components/form/form-messages';

/** The edit and cancel-request machines of the page, wired to the API and the toast; both hand back the booking as the server now has it. */
export function useBookingActions(booking: Booking, onChange: (booking: Booking) => void) {
  const { i18n } = useLingui();
  const api = useApi();
  const language = useLanguage();
  const changed = useLatestCallback(onChange);
  const [editLogic, cancelLogic] = useMemo(
    () =>
      [
        bookingEditMachine.provide({
          actors: createBookingEditActors(api),
          actions: {
            notifyUpdated: (_, { booking: updated }) => {
              notify('positive', i18n._(changesSaved));
              changed(updated);
            },
          },
        }),
        cancelRequestMachine.provide({
          actors: createCancelRequestActors(api),
          actions: { notifyRequested: (_, { booking: updated }) => changed(updated) },
        }),
      ] as const,
    [api, changed, i18n],
  );
  const edit = useActorRef(editLogic, { input: { booking, language } });
  const cancel = useActorRef(cancelLogic, { input: { bookingId: booking._id, language } });
  return { edit, cancel };
}

export type BookingActions = ReturnType<typeof useBookingActions>;
