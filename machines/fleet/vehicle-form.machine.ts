import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@/config/languages';
import { errorCodeOf, notProvided } from '@/machines/shared/failure';
import { type FieldErrors, hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';
import { typeOf } from '@/machines/shared/type-of';
import { type CarInput, type FleetCar, type NewCarField, type NewCarFieldError, type NewCarValues, carValuesOf, emptyNewCar, toCarInput, validateNewCar } from './new-car.form';
import {
  type ChosenPicture,
  type PictureEntry,
  type RejectedPicture,
  type VehiclePicture,
  addChosen,
  failedUploads,
  nextToRemove,
  nextToUpload,
  removePicture,
  restorePicture,
  savedPictures,
  withStatus,
} from './vehicle-pictures';
import { type FleetYacht, type YachtField, type YachtFieldError, type YachtInput, type YachtValues, emptyYacht, toYachtInput, validateYacht, yachtValuesOf } from './yacht.form';

/**
 * The page that adds or changes a car or a yacht of a fleet, with its photos: one machine per kind from one factory
 * (the kinds differ by their fields only). Saving sends the description (createCar/updateCar, createYacht/updateYacht),
 * then removes the photos taken out and sends the photos chosen, one at a time, each with its upload status.
 */

// Types

export type VehicleKind = 'car' | 'yacht';

interface Kit<V, F extends string, E extends string, I, S> {
  kind: VehicleKind;
  empty: () => V;
  validate: (values: V, supplierRequired: boolean) => FieldErrors<F, E>;
  toInput: (values: V, supplierRequired: boolean) => I;
  valuesOf: (saved: S) => V;
  picturesOf: (saved: S) => VehiclePicture[];
}

export interface VehicleFormInput {
  /** The vehicle to change; none to add one. */
  id?: string;
  /** Admins name the supplier (domain/fleet.ts mustNameSupplier). */
  supplierRequired: boolean;
  language: Language;
}

export interface VehicleFormContext<V, F extends string, E extends string> {
  id?: string;
  supplierRequired: boolean;
  language: Language;
  values: V;
  errors: FieldErrors<F, E>;
  /** Refused submits so far: the screen moves the focus to the first invalid field after each. */
  attempt: number;
  pictures: PictureEntry[];
  /** The next key of a chosen photo. */
  nextKey: number;
  /** The files of the last choice that were not taken. */
  rejected: RejectedPicture[];
  /** The failure of the last load or save, for the screen. */
  error?: unknown;
}

export type VehicleFormEvent<V> =
  | { type: 'form.change'; values: Partial<V> }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  /** Leaves the page although some photos could not be sent. */
  | { type: 'form.finish' }
  | { type: 'pictures.add'; pictures: ChosenPicture[] }
  | { type: 'pictures.remove'; key: string }
  | { type: 'pictures.restore'; key: string }
  | { type: 'pictures.retry' };

// Machine

export function createVehicleFormMachine<V, F extends string, E extends string, I, S>(kit: Kit<V, F, E, I, S>) {
  type Context = VehicleFormContext<V, F, E>;
  type Event = VehicleFormEvent<V>;
  const editingEvents = {
    'form.change': { target: 'editing', actions: 'applyChange' },
    'form.submit': { target: 'validating' },
    'pictures.add': { actions: 'addPictures' },
    'pictures.remove': { actions: 'removePicture' },
    'pictures.restore': { actions: 'restorePicture' },
  } as const;
  return setup({
    types: { context: typeOf<Context>(), events: typeOf<Event>(), input: typeOf<VehicleFormInput>() },
    actors: {
      loadVehicle: fromPromise<S, { id: string }>(() => notProvided('loadVehicle')),
      createVehicle: fromPromise<{ _id: string }, { body: I; language: Language }>(() => notProvided('createVehicle')),
      updateVehicle: fromPromise<S, { id: string; body: I }>(() => notProvided('updateVehicle')),
      addVehiclePicture: fromPromise<VehiclePicture, { kind: VehicleKind; id: string; file: Blob }>(() => notProvided('addVehiclePicture')),
      deleteVehiclePicture: fromPromise<void, { pictureId: string }>(() => notProvided('deleteVehiclePicture')),
    },
    guards: {
      isNew: ({ context }) => context.id === undefined,
      hasErrors: ({ context }) => hasFieldErrors(context.errors),
      hasPictureToRemove: ({ context }) => nextToRemove(context.pictures) !== undefined,
      hasPictureToUpload: ({ context }) => nextToUpload(context.pictures) !== undefined,
      hasFailedUploads: ({ context }) => failedUploads(context.pictures).length > 0,
      /** The photo was already gone: nothing to retry. */
      isGone: ({ event }) => errorCodeOf(event) === 'NOT_FOUND',
    },
    actions: {
      showSaved: assign((_, saved: S) => ({ values: kit.valuesOf(saved), pictures: savedPictures(kit.picturesOf(saved)), error: undefined })),
      keepId: assign((_, created: { _id: string }) => ({ id: created._id, error: undefined })),
      clearError: assign({ error: undefined }),
      keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
      applyChange: assign(({ context, event }) => {
        if (event.type !== 'form.change') return {};
        return { values: { ...context.values, ...event.values }, errors: withoutErrorsFor(context.errors, event.values as object) };
      }),
      validateFields: assign(({ context }) => ({ errors: kit.validate(context.values, context.supplierRequired), attempt: context.attempt + 1 })),
      addPictures: assign(({ context, event }) => {
        if (event.type !== 'pictures.add') return {};
        const { entries, rejected, nextKey } = addChosen(context.pictures, event.pictures, context.nextKey);
        return { pictures: entries, rejected, nextKey };
      }),
      removePicture: assign(({ context, event }) => (event.type === 'pictures.remove' ? { pictures: removePicture(context.pictures, event.key), rejected: [] } : {})),
      restorePicture: assign(({ context, event }) => (event.type === 'pictures.restore' ? { pictures: restorePicture(context.pictures, event.key) } : {})),
      markPending: assign(({ context }) => ({ pictures: withStatus(context.pictures, nextToUpload(context.pictures)!.key, 'pending') })),
      markUploaded: assign(({ context }, picture: VehiclePicture) => {
        const pending = context.pictures.find((entry) => entry.status === 'pending')!;
        return { pictures: withStatus(context.pictures, pending.key, 'success', picture) };
      }),
      markUploadFailed: assign(({ context }, { error }: { error: unknown }) => {
        const key = context.pictures.find((entry) => entry.status === 'pending')!.key;
        return { pictures: withStatus(context.pictures, key, 'failed').map((entry) => (entry.key === key ? { ...entry, error } : entry)) };
      }),
      dropRemoved: assign(({ context }) => ({ pictures: context.pictures.filter((entry) => entry !== nextToRemove(context.pictures)) })),
      keepRemovedPicture: assign(({ context }) => ({ pictures: restorePicture(context.pictures, nextToRemove(context.pictures)!.key) })),
      retryUploads: assign(({ context }) => ({
        pictures: context.pictures.map((entry) => (entry.status === 'failed' ? { ...entry, status: 'notUploaded' as const, error: undefined } : entry)),
      })),
      // Provided by the screen: the toasts, the error helper, the way back to the list.
      notifySaved: () => {},
      notifyFailure: (_, _params: { error: unknown }) => {},
      leave: () => {},
    },
  }).createMachine({
    id: `${kit.kind}Form`,
    context: ({ input }) => ({
      id: input.id,
      supplierRequired: input.supplierRequired,
      language: input.language,
      values: kit.empty(),
      errors: {},
      attempt: 0,
      pictures: [],
      nextKey: 1,
      rejected: [],
    }),
    initial: 'starting',
    states: {
      starting: { always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }] },
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadVehicle',
          src: 'loadVehicle',
          input: ({ context }) => ({ id: context.id! }),
          onDone: { target: 'editing', actions: { type: 'showSaved', params: ({ event }) => event.output } },
          onError: { target: 'loadFailed', actions: 'keepError' },
        },
      },
      loadFailed: { tags: ['error'], on: { 'form.retry': { target: 'loading' } } },
      editing: { on: editingEvents },
      validating: {
        entry: 'validateFields',
        always: [{ guard: 'hasErrors', target: 'editing' }, { guard: 'isNew', target: 'creating' }, { target: 'updating' }],
      },
      creating: {
        tags: ['busy'],
        invoke: {
          id: 'createVehicle',
          src: 'createVehicle',
          input: ({ context }) => ({ body: kit.toInput(context.values, context.supplierRequired), language: context.language }),
          onDone: { target: 'syncing', actions: { type: 'keepId', params: ({ event }) => event.output } },
          onError: { target: 'failed', actions: ['keepError', { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }] },
        },
      },
      updating: {
        tags: ['busy'],
        invoke: {
          id: 'updateVehicle',
          src: 'updateVehicle',
          input: ({ context }) => ({ id: context.id!, body: kit.toInput(context.values, context.supplierRequired) }),
          onDone: { target: 'syncing', actions: 'clearError' },
          onError: { target: 'failed', actions: ['keepError', { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }] },
        },
      },
      failed: { tags: ['error'], on: editingEvents },
      /** The description is saved: the photos follow, one at a time. */
      syncing: {
        tags: ['busy'],
        always: [
          { guard: 'hasPictureToRemove', target: 'removingPicture' },
          { guard: 'hasPictureToUpload', target: 'uploadingPicture' },
          { guard: 'hasFailedUploads', target: 'picturesFailed' },
          { target: 'saved' },
        ],
      },
      removingPicture: {
        tags: ['busy'],
        invoke: {
          id: 'deleteVehiclePicture',
          src: 'deleteVehiclePicture',
          input: ({ context }) => ({ pictureId: nextToRemove(context.pictures)!.picture!._id }),
          onDone: { target: 'syncing', actions: 'dropRemoved' },
          onError: [
            { guard: 'isGone', target: 'syncing', actions: 'dropRemoved' },
            { target: 'syncing', actions: ['keepRemovedPicture', { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }] },
          ],
        },
      },
      uploadingPicture: {
        tags: ['busy'],
        entry: 'markPending',
        invoke: {
          id: 'addVehiclePicture',
          src: 'addVehiclePicture',
          input: ({ context }) => ({ kind: kit.kind, id: context.id!, file: context.pictures.find((entry) => entry.status === 'pending')!.file! }),
          onDone: { target: 'syncing', actions: { type: 'markUploaded', params: ({ event }) => event.output } },
          onError: { target: 'syncing', actions: { type: 'markUploadFailed', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      /** Saved, but some photos could not be sent: try them again, take them out, or leave. */
      picturesFailed: {
        tags: ['error'],
        on: {
          'pictures.retry': { target: 'syncing', actions: 'retryUploads' },
          // A photo that failed taken out: the others are checked again (none left failing: saved).
          'pictures.remove': { target: 'syncing', actions: 'removePicture' },
          'form.finish': { target: 'saved' },
        },
      },
      saved: { type: 'final', entry: ['notifySaved', 'leave'] },
    },
  });
}

export const carFormMachine = createVehicleFormMachine<NewCarValues, NewCarField, NewCarFieldError, CarInput, FleetCar>({
  kind: 'car',
  empty: emptyNewCar,
  validate: validateNewCar,
  toInput: toCarInput,
  valuesOf: carValuesOf,
  picturesOf: (car) => car.pictures,
});

export const yachtFormMachine = createVehicleFormMachine<YachtValues, YachtField, YachtFieldError, YachtInput, FleetYacht>({
  kind: 'yacht',
  empty: emptyYacht,
  validate: validateYacht,
  toInput: toYachtInput,
  valuesOf: yachtValuesOf,
  picturesOf: (yacht) => yacht.pictures,
});
