import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { AdditionalDriver, Booking, IdentityDocument } from './booking.form';
import type { CreateBookingInput, UploadLicenceInput } from './booking.machine';

/** The booking process's actors on the real API, one per operationId; the abort signal cancels the request. */
export function createBookingProcessActors(api: Api) {
  return {
    createBooking: fromPromise<Booking, CreateBookingInput>(({ input, signal }) =>
      call(() => api.POST('/api/bookings', { params: { query: { language: input.language } }, body: input.body, signal })),
    ),
    createAdditionalDriver: fromPromise<AdditionalDriver, AdditionalDriver>(({ input, signal }) =>
      call(() => api.POST('/api/additional-driver/create', { body: input, signal })),
    ),
    deleteAdditionalDriver: fromPromise<void, { _id: string }>(async ({ input, signal }) => {
      await call(() => api.DELETE('/api/additional-driver/delete', { body: input, signal }));
    }),
    getDocuments: fromPromise<IdentityDocument[], { userId: string }>(({ input, signal }) =>
      call(() => api.GET('/api/user/{id}/documents', { params: { path: { id: input.userId } }, signal })),
    ),
    /** The image goes as multipart form data (kind, image), as the contract takes it. */
    createBiometric: fromPromise<IdentityDocument, UploadLicenceInput>(({ input, signal }) =>
      call(() =>
        api.POST('/api/create-biometric', {
          body: { kind: 'licence', image: input.file },
          bodySerializer: (body) => {
            const form = new FormData();
            form.set('kind', body.kind);
            form.set('image', body.image as Blob);
            return form;
          },
          signal,
        }),
      ),
    ),
  };
}

export type BookingProcessActors = ReturnType<typeof createBookingProcessActors>;
