import type { Booking } from '@/machines/bookings/booking-rules';

/** How a booking is named on screen: the car's or yacht's brand and model. */
export const bookingName = (booking: Pick<Booking, 'offer'>) => `${booking.offer.brand} ${booking.offer.model}`;
