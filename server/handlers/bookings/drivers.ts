import { isOldEnough, isValidDate, isValidEmail, isValidPhone, MINIMUM_AGE } from '@/domain/validation.ts';
import { requireAuth } from '@/server/access.ts';
import { AppError, badRequest, notFound } from '@/server/errors.ts';
import { toAdditionalDriver } from '@/server/mappers/bookings.ts';
import { deleteAdditionalDriver, findAdditionalDriver, insertAdditionalDriver, isAdditionalDriverNamed } from '@/server/repositories/drivers.ts';
import type { Handlers } from '@/server/handlers/types.ts';
import type { BookingContext } from './context.ts';
import { unprocessable } from './terms.ts';

/** The additional drivers a driver records, to name one when booking with the additionalDriver extra. */
export function createDriverHandlers({ db }: BookingContext) {
  return {
    async createAdditionalDriver(request, reply) {
      const auth = requireAuth(request);
      const { fullName, email, phone, birthDate } = request.body;
      if (!isValidEmail(email)) throw badRequest('body/email: not an email address.');
      if (!isValidPhone(phone)) throw badRequest('body/phone: not a phone number.');
      if (!isValidDate(birthDate)) throw badRequest('body/birthDate: not a date.');
      if (!isOldEnough(birthDate)) throw unprocessable('DRIVER_TOO_YOUNG', `The additional driver must be at least ${MINIMUM_AGE} years old.`);
      const row = await insertAdditionalDriver(db, { userId: auth.userId, fullName: fullName.trim(), email: email.trim().toLowerCase(), phone: phone.trim(), birthDate });
      reply.code(201);
      return toAdditionalDriver(row);
    },

    async deleteAdditionalDriver(request, reply) {
      const auth = requireAuth(request);
      const additional = await findAdditionalDriver(db, request.body._id, auth.userId);
      if (!additional) throw notFound('Additional driver');
      if (await isAdditionalDriverNamed(db, additional.id)) {
        throw new AppError(409, 'ADDITIONAL_DRIVER_IN_USE', 'A booking names this additional driver: he stays with it.');
      }
      await deleteAdditionalDriver(db, additional.id);
      reply.code(204);
    },
  } satisfies Partial<Handlers>;
}
