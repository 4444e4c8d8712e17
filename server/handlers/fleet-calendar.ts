import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { badRequest } from '@/server/errors.ts';
import { toBooking } from '@/server/mappers/bookings.ts';
import { listVehicleBookingRows } from '@/server/repositories/bookings.ts';
import type { Handlers } from './types.ts';

/** The longest period a vehicle's calendar reads at once: a month view with the days of its first and last weeks fits. */
export const VEHICLE_CALENDAR_MAX_DAYS = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A car's or a yacht's calendar: who has it when. That the caller manages the vehicle was checked before this runs
 * (server/access.ts: another supplier's answers 403, an unknown one 404).
 */
export function createFleetCalendarHandlers(db: Db, config: Pick<Config, 'cdnUrl'>) {
  return {
    async getVehicleBookings(request) {
      const { kind, id } = request.params;
      const { from, to, language } = request.query;
      const span = new Date(to).getTime() - new Date(from).getTime();
      if (!(span > 0)) throw badRequest('querystring/to: must be after from.');
      if (span > VEHICLE_CALENDAR_MAX_DAYS * DAY_MS) throw badRequest(`querystring/to: at most ${VEHICLE_CALENDAR_MAX_DAYS} days after from.`);
      const rows = await listVehicleBookingRows(db, { kind, id }, { from, to }, language);
      return { items: rows.map((row) => toBooking(row, config.cdnUrl)) };
    },
  } satisfies Partial<Handlers>;
}
