import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@/config/languages';
import { errorCodeOf, notProvided } from '@/machines/shared/failure';
import { type FieldErrors, hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';
import { typeOf } from '@/machines/shared/type-of';
import { type CarInput, type FleetCar, type NewCarField, type NewCarFieldError, type NewCarValues, carValuesOf, emptyNewCar, toCarInput, validateNewCar } from './new-car.form';
import {
  type ChosenImage,
  type ImageEntry,
  type RejectedImage,
  type VehicleImage,
  addChosen,
  failedUploads,
  nextToRemove,
  nextToUpload,
  removeImage,
  restoreImage,
  savedImages,
  withStatus,
} from './vehicle-images';
import { type FleetYacht, type YachtField, type YachtFieldError, type YachtInput, type YachtValues, emptyYacht, toYachtInput, validateYacht, yachtValuesOf } from './yacht.form';

/**
 * The page that adds or changes a car or a yacht of a fleet, with its images: one machine per kind from one factory
 * (the kinds differ by their fields only). Saving sends the description (createCar/updateCar, createYacht/updateYacht),
 * then removes the images taken out and sends the images chosen, one at a time, each with its upload status.
 */

// Types

export type VehicleKind = 'car' | 'yacht';

interface Kit<V, F extends string, E extends string, I, S> {
  kind: VehicleKind;
  empty: () => V;
  validate: (values: V, supplierRequired: boolean) => FieldErrors<F, E>;
  toInput: (values: V, supplierRequired: boolean) => I;
  valuesOf: (saved: S) => V;
  imagesOf: (saved: S) => VehicleImage[];
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
  images: ImageEntry[];
  /** The next key of a chosen image. */
  nextKey: number;
  /** The files of the last choice that were not taken. */
  rejected: RejectedImage[];
  /** The failure of the last load or save, for the screen. */
  error?: unknown;
}

export type VehicleFormEvent<V> =
  | { type: 'form.change'; values: Partial<V> }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  /** Leaves the page although some images could not be sent. */
  | { type: 'form.finish' }
  | { type: 'images.add'; images: ChosenImage[] }
  | { type: 'images.remove'; key: string }
  | { type: 'images.restore'; key: string }
  | { type: 'images.retry' };

// Machine

export function createVehicleFormMachine<V, F extends string, E extends string, I, S>(kit: Kit<V, F, E, I, S>) {
  type Context = VehicleFormContext<V, F, E>;
  type Event = VehicleFormEvent<V>;
  const editingEvents = {
    'form.change': { target: 'editing', actions: 'applyChange' },
    'form.submit': { target: 'validating' },
    'images.add': { actions: 'addImages' },
    'images.remove': { actions: 'removeImage' },
    'images.restore': { actions: 'restoreImage' },
  } as const;
  return setup({
    types: { context: typeOf<Context>(), events: typeOf<Event>(), input: typeOf<VehicleFormInput>() },
    actors: {
      loadVehicle: fromPromise<S, { id: string }>(() => notProvided('loadVehicle')),
      createVehicle: fromPromise<{ _id: string }, { body: I; language: Language }>(() => notProvided('createVehicle')),
      updateVehicle: fromPromise<S, { id: string; body: I }>(() => notProvided('updateVehicle')),
      addVehicleImage: fromPromise<VehicleImage, { kind: VehicleKind; id: string; file: Blob }>(() => notProvided('addVehicleImage')),
      deleteVehicleImage: fromPromise<void, { imageId: string }>(() => notProvided('deleteVehicleImage')),
    },
    guards: {
      isNew: ({ context }) => context.id === undefined,
      hasErrors: ({ context }) => hasFieldErrors(context.errors),
      hasImageToRemove: ({ context }) => nextToRemove(context.images) !== undefined,
      hasImageToUpload: ({ context }) => nextToUpload(context.images) !== undefined,
      hasFailedUploads: ({ context }) => failedUploads(context.images).length > 0,
      /** The image was already gone: nothing to retry. */
      isGone: ({ event }) => errorCodeOf(event) === 'NOT_FOUND',
    },
    actions: {
      showSaved: assign((_, saved: S) => ({ values: kit.valuesOf(saved), images: savedImages(kit.imagesOf(saved)), error: undefined })),
      keepId: assign((_, created: { _id: string }) => ({ id: created._id, error: undefined })),
      clearError: assign({ error: undefined }),
      keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
      applyChange: assign(({ context, event }) => {
        if (event.type !== 'form.change') return {};
        return { values: { ...context.values, ...event.values }, errors: withoutErrorsFor(context.errors, event.values as object) };
      }),
      validateFields: assign(({ context }) => ({ errors: kit.validate(context.values, context.supplierRequired), attempt: context.attempt + 1 })),
      addImages: assign(({ context, event }) => {
        if (event.type !== 'images.add') return {};
        const { entries, rejected, nextKey } = addChosen(context.images, event.images, context.nextKey);
        return { images: entries, rejected, nextKey };
      }),
      removeImage: assign(({ context, event }) => (event.type === 'images.remove' ? { images: removeImage(context.images, event.key), rejected: [] } : {})),
      restoreImage: assign(({ context, event }) => (event.type === 'images.restore' ? { images: restoreImage(context.images, event.key) } : {})),
      markPending: assign(({ context }) => ({ images: withStatus(context.images, nextToUpload(context.images)!.key, 'pending') })),
      markUploaded: assign(({ context }, image: VehicleImage) => {
        const pending = context.images.find((entry) => entry.status === 'pending')!;
        return { images: withStatus(context.images, pending.key, 'success', image) };
      }),
      markUploadFailed: assign(({ context }, { error }: { error: unknown }) => {
        const key = context.images.find((entry) => entry.status === 'pending')!.key;
        return { images: withStatus(context.images, key, 'failed').map((entry) => (entry.key === key ? { ...entry, error } : entry)) };
      }),
      dropRemoved: assign(({ context }) => ({ images: context.images.filter((entry) => entry !== nextToRemove(context.images)) })),
      keepRemovedImage: assign(({ context }) => ({ images: restoreImage(context.images, nextToRemove(context.images)!.key) })),
      retryUploads: assign(({ context }) => ({
        images: context.images.map((entry) => (entry.status === 'failed' ? { ...entry, status: 'notUploaded' as const, error: undefined } : entry)),
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
      images: [],
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
      /** The description is saved: the images follow, one at a time. */
      syncing: {
        tags: ['busy'],
        always: [
          { guard: 'hasImageToRemove', target: 'removingImage' },
          { guard: 'hasImageToUpload', target: 'uploadingImage' },
          { guard: 'hasFailedUploads', target: 'imagesFailed' },
          { target: 'saved' },
        ],
      },
      removingImage: {
        tags: ['busy'],
        invoke: {
          id: 'deleteVehicleImage',
          src: 'deleteVehicleImage',
          input: ({ context }) => ({ imageId: nextToRemove(context.images)!.image!._id }),
          onDone: { target: 'syncing', actions: 'dropRemoved' },
          onError: [
            { guard: 'isGone', target: 'syncing', actions: 'dropRemoved' },
            { target: 'syncing', actions: ['keepRemovedImage', { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }] },
          ],
        },
      },
      uploadingImage: {
        tags: ['busy'],
        entry: 'markPending',
        invoke: {
          id: 'addVehicleImage',
          src: 'addVehicleImage',
          input: ({ context }) => ({ kind: kit.kind, id: context.id!, file: context.images.find((entry) => entry.status === 'pending')!.file! }),
          onDone: { target: 'syncing', actions: { type: 'markUploaded', params: ({ event }) => event.output } },
          onError: { target: 'syncing', actions: { type: 'markUploadFailed', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      /** Saved, but some images could not be sent: try them again, take them out, or leave. */
      imagesFailed: {
        tags: ['error'],
        on: {
          'images.retry': { target: 'syncing', actions: 'retryUploads' },
          // An image that failed taken out: the others are checked again (none left failing: saved).
          'images.remove': { target: 'syncing', actions: 'removeImage' },
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
  imagesOf: (car) => car.images,
});

export const yachtFormMachine = createVehicleFormMachine<YachtValues, YachtField, YachtFieldError, YachtInput, FleetYacht>({
  kind: 'yacht',
  empty: emptyYacht,
  validate: validateYacht,
  toInput: toYachtInput,
  valuesOf: yachtValuesOf,
  imagesOf: (yacht) => yacht.images,
});
