import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Booking } from '@/machines/bookings/booking-rules';
import { createBookingViewActors } from '@/machines/bookings/booking-view.actors';
import { bookingViewMachine } from '@/machines/bookings/booking-view.machine';
import { useApi } from '@/src/core/api-context';
import { useBookingChanges } from '@/src/core/notifications-context';
import { useLanguage } from '@/src/core/use-language';

/**
 * The booking the page shows (machines/bookings/booking-view.machine.ts): the route's, each answer of the page's own
 * actions (`show`), and loaded again when a live notification tells of a change made elsewhere.
 */
export function useBookingView(loaded: Booking) {
  const api = useApi();
  const language = useLanguage();
  const logic = useMemo(() => bookingViewMachine.provide({ actors: createBookingViewActors(api) }), [api]);
  const view = useActorRef(logic, { input: { booking: loaded, language } });
  const booking = useSelector(view, (snapshot) => snapshot.context.booking);

  // The route loaded it again (a new language): that is the page's booking now.
  const lastLoaded = useRef(loaded);
  useEffect(() => {
    if (lastLoaded.current === loaded) return;
    lastLoaded.current = loaded;
    view.send({ type: 'booking.shown', booking: loaded, language });
  }, [view, loaded, language]);

  useBookingChanges((bookingId) => view.send({ type: 'booking.changed', bookingId }));
  const show = useCallback((next: Booking) => view.send({ type: 'booking.shown', booking: next }), [view]);
  return { booking, show };
}
