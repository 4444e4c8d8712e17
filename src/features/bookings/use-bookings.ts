import { useLingui } from '@lingui/react/macro';
import { useChakraContext, useMediaQuery } from '@chakra-ui/react';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useLatestCallback } from '@/src/core/use-latest-callback';
import type { Booking, BookingViewer } from '@/machines/bookings/booking-rules';
import { createStatusChangeActors } from '@/machines/bookings/status-change.actors';
import { statusChangeMachine } from '@/machines/bookings/status-change.machine';
import { useApi } from '@/src/core/api-context';
import { handleError } from '@/src/core/errors';
import { useLanguage } from '@/src/core/use-language';
import { notify } from '@/src/core/toasts';
import { changesSaved } from '@/src/components/form/form-messages';
import { failureMessage } from './bookings-messages';

/** A desktop screen: from the theme's `lg` breakpoint (spec 9: 960 px) up. */
export function useIsDesktop(): boolean {
  const lg = String(useChakraContext().token('breakpoints.lg', '960px'));
  const [desktop] = useMediaQuery([`(min-width: ${lg})`], { ssr: false });
  return desktop === true;
}

/** The status-change machine wired to the API, the toast and the error helper; `onChanged` gets the booking in its new status. */
export function useStatusChange(viewer: BookingViewer, onChanged: (booking: Booking) => void) {
  const { i18n } = useLingui();
  const api = useApi();
  const language = useLanguage();
  const changed = useLatestCallback(onChanged);
  const logic = useMemo(
    () =>
      statusChangeMachine.provide({
        actors: createStatusChangeActors(api),
        actions: {
          notifyChanged: (_, { booking }) => {
            notify('positive', i18n._(changesSaved));
            changed(booking);
          },
          notifyFailure: (_, { error }) => handleError(error, failureMessage(i18n, error)),
        },
      }),
    [api, changed, i18n],
  );
  return useActorRef(logic, { input: { viewer, language } });
}

export type StatusChangeActor = ReturnType<typeof useStatusChange>;
