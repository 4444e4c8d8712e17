import { fromPromise } from 'xstate';
import { imageUpload } from '@/machines/shared/upload';
import type { Language } from '@/config/languages';
import { type Api, call } from '@/api/client';
import type { FleetChange, FleetPage, FleetVehicleRef, GetFleetQuery } from './fleet-list.machine';
import type { CarInput, FleetCar } from './new-car.form';
import type { VehicleKind } from './vehicle-form.machine';
import { monthPeriod } from './calendar-month';
import type { SupplierProfile, SupplierProfileInput } from './supplier.form';
import type { SupplierTier } from './supplier-profile.machine';
import type { CalendarMonth, CalendarVehicle, LoadCalendarInput } from './vehicle-calendar.machine';
import type { VehicleImage } from './vehicle-images';
import type { FleetYacht, YachtInput } from './yacht.form';

/** The back office's fleet machines' actors on the real API, one per operationId; the abort signal cancels the request. */
export function createFleetManageActors(api: Api) {
  const addVehicleImage = fromPromise<VehicleImage, { kind: VehicleKind; id: string; file: Blob }>(({ input, signal }) =>
    call(() =>
      api.POST('/api/fleet/{kind}/{id}/images', {
        params: { path: { kind: input.kind, id: input.id } },
        ...imageUpload(input.file),
        signal,
      }),
    ),
  );
  const deleteVehicleImage = fromPromise<void, { imageId: string }>(async ({ input, signal }) => {
    await call(() => api.DELETE('/api/fleet/images/{imageId}', { params: { path: { imageId: input.imageId } }, signal }));
  });
  /** The heading of a vehicle's calendar: its fleet record, read once. */
  async function calendarVehicle(kind: VehicleKind, id: string, signal: AbortSignal): Promise<CalendarVehicle> {
    if (kind === 'car') {
      const { car, image } = await call(() => api.GET('/api/fleet/cars/{id}', { params: { path: { id } }, signal }));
      return { brand: car.brand, model: car.model, image, available: car.available };
    }
    const { yacht, image } = await call(() => api.GET('/api/fleet/yachts/{id}', { params: { path: { id } }, signal }));
    return { brand: yacht.brand, model: yacht.model, image, available: yacht.available };
  }
  return {
    supplier: {
      createSupplier: fromPromise<SupplierProfile, { body: { profile: SupplierProfileInput; tier: SupplierTier } }>(({ input, signal }) =>
        call(() => api.POST('/api/manage/suppliers', { body: input.body, signal })),
      ),
      getSupplierProfile: fromPromise<SupplierProfile, { id: string }>(({ input, signal }) =>
        call(() => api.GET('/api/manage/suppliers/{id}', { params: { path: { id: input.id } }, signal })),
      ),
      updateSupplierProfile: fromPromise<SupplierProfile, { id: string; body: SupplierProfileInput }>(({ input, signal }) =>
        call(() => api.PUT('/api/manage/suppliers/{id}', { params: { path: { id: input.id } }, body: input.body, signal })),
      ),
      updateSupplierAvatar: fromPromise<SupplierProfile, { id: string; file: File }>(({ input, signal }) =>
        call(() =>
          api.POST('/api/manage/suppliers/{id}/avatar', {
            params: { path: { id: input.id } },
            ...imageUpload(input.file),
            signal,
          }),
        ),
      ),
      deleteSupplierAvatar: fromPromise<SupplierProfile, { id: string }>(({ input, signal }) =>
        call(() => api.DELETE('/api/manage/suppliers/{id}/avatar', { params: { path: { id: input.id } }, signal })),
      ),
    },
    calendar: {
      loadCalendar: fromPromise<CalendarMonth, LoadCalendarInput>(async ({ input, signal }) => {
        const { kind, id, language } = input;
        const [vehicle, { items }] = await Promise.all([
          input.vehicle ?? calendarVehicle(kind, id, signal),
          call(() => api.GET('/api/fleet/{kind}/{id}/bookings', { params: { path: { kind, id }, query: { ...monthPeriod(input.month), language } }, signal })),
        ]);
        return { vehicle, bookings: items };
      }),
    },
    list: {
      getFleet: fromPromise<FleetPage, GetFleetQuery>(({ input, signal }) => call(() => api.GET('/api/fleet', { params: { query: input }, signal }))),
      setFleetAvailability: fromPromise<FleetChange, { items: FleetVehicleRef[]; available: boolean }>(({ input, signal }) =>
        call(() => api.POST('/api/fleet/availability', { body: input, signal })),
      ),
      deleteFleetVehicles: fromPromise<FleetChange, { items: FleetVehicleRef[] }>(({ input, signal }) =>
        call(() => api.POST('/api/fleet/delete', { body: input, signal })),
      ),
    },
    car: {
      loadVehicle: fromPromise<FleetCar, { id: string }>(({ input, signal }) =>
        call(() => api.GET('/api/fleet/cars/{id}', { params: { path: { id: input.id } }, signal })),
      ),
      createVehicle: fromPromise<{ _id: string }, { body: CarInput; language: Language }>(({ input, signal }) =>
        call(() => api.POST('/api/cars', { params: { query: { language: input.language } }, body: input.body, signal })),
      ),
      updateVehicle: fromPromise<FleetCar, { id: string; body: CarInput }>(({ input, signal }) =>
        call(() => api.PUT('/api/cars/{id}', { params: { path: { id: input.id } }, body: input.body, signal })),
      ),
      addVehicleImage,
      deleteVehicleImage,
    },
    yacht: {
      loadVehicle: fromPromise<FleetYacht, { id: string }>(({ input, signal }) =>
        call(() => api.GET('/api/fleet/yachts/{id}', { params: { path: { id: input.id } }, signal })),
      ),
      createVehicle: fromPromise<{ _id: string }, { body: YachtInput; language: Language }>(({ input, signal }) =>
        call(() => api.POST('/api/yachts', { body: input.body, signal })),
      ),
      updateVehicle: fromPromise<FleetYacht, { id: string; body: YachtInput }>(({ input, signal }) =>
        call(() => api.PUT('/api/yachts/{id}', { params: { path: { id: input.id } }, body: input.body, signal })),
      ),
      addVehicleImage,
      deleteVehicleImage,
    },
  };
}
