import { assign, fromPromise, setup } from 'xstate';
import { documentFileProblem } from '@/domain/documents';
import { errorCodeOf, notProvided } from '@/machines/shared/failure';
import { type FieldErrors, hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';
import { typeOf } from '@/machines/shared/type-of';
import {
  type SupplierField,
  type SupplierFieldError,
  type SupplierProfile,
  type SupplierProfileInput,
  type SupplierValues,
  supplierValuesOf,
  toSupplierInput,
  validateSupplier,
} from './supplier.form';

/**
 * A supplier's profile in the back office: loaded, edited and saved as a whole (its name, contact, bio in each
 * language and terms of booking); its avatar sent or removed on its own, at once, without touching what is being typed.
 */

// Types

export type SupplierTier = SupplierProfile['tier'];

export interface SupplierProfileContext {
  /** The supplier shown; none while an admin adds a new one. */
  supplierId?: string;
  /** A new supplier's tier (an admin's choice; an existing one's is changed from the list). */
  tier: SupplierTier;
  /** As the server last answered it: the avatar, the tier. */
  profile?: SupplierProfile;
  values: SupplierValues;
  errors: FieldErrors<SupplierField, SupplierFieldError>;
  /** Counts submits, so the screen can move focus to the first invalid field each time. */
  attempt: number;
  /** The avatar being sent. */
  avatar?: File;
  /** Why the last avatar chosen was not taken: refused before sending (type, 5 MB) or by the server (413, 415). */
  avatarProblem?: AvatarProblem;
  /** Why loading failed (an ApiFailure). */
  error?: unknown;
}

export type SupplierProfileEvent =
  | { type: 'form.change'; values: Partial<SupplierValues> }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  | { type: 'tier.choose'; tier: SupplierTier }
  | { type: 'avatar.send'; file: File }
  | { type: 'avatar.remove' };

export type AvatarProblem = 'tooLarge' | 'notAnImage';

/** The server's refusal of an avatar that names the image's fault; any other failure is told as a failure. */
function refusedAvatar(event: object): AvatarProblem | undefined {
  const code = errorCodeOf(event);
  return code === 'PAYLOAD_TOO_LARGE' ? 'tooLarge' : code === 'UNSUPPORTED_MEDIA_TYPE' ? 'notAnImage' : undefined;
}

const emptyValues: SupplierValues = {
  name: '',
  email: '',
  phone: '',
  paymentTypes: [],
  payLater: false,
  minimumAge: '',
  licenceRequired: false,
  maxDaysAhead: '',
  maxRentalDays: '',
  bioEn: '',
  bioFr: '',
  bioRu: '',
};

// Machine

export const supplierProfileMachine = setup({
  types: {
    context: typeOf<SupplierProfileContext>(),
    events: typeOf<SupplierProfileEvent>(),
    input: typeOf<{ supplierId?: string }>(),
  },
  actors: {
    getSupplierProfile: fromPromise<SupplierProfile, { id: string }>(() => notProvided('getSupplierProfile')),
    createSupplier: fromPromise<SupplierProfile, { body: { profile: SupplierProfileInput; tier: SupplierTier } }>(() => notProvided('createSupplier')),
    updateSupplierProfile: fromPromise<SupplierProfile, { id: string; body: SupplierProfileInput }>(() => notProvided('updateSupplierProfile')),
    updateSupplierAvatar: fromPromise<SupplierProfile, { id: string; file: File }>(() => notProvided('updateSupplierAvatar')),
    deleteSupplierAvatar: fromPromise<SupplierProfile, { id: string }>(() => notProvided('deleteSupplierAvatar')),
  },
  guards: {
    hasErrors: ({ context }) => hasFieldErrors(context.errors),
    isNew: ({ context }) => context.supplierId === undefined,
    hasOwnAvatar: ({ context }) => context.profile?.hasOwnAvatar === true,
    isRefusedFile: ({ event }) => event.type === 'avatar.send' && documentFileProblem(event.file) !== undefined,
    isAvatarRefused: ({ event }) => refusedAvatar(event) !== undefined,
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      return { values: { ...context.values, ...event.values }, errors: withoutErrorsFor(context.errors, event.values) };
    }),
    validateFields: assign(({ context }) => ({ errors: validateSupplier(context.values), attempt: context.attempt + 1 })),
    showLoaded: assign((_, profile: SupplierProfile) => ({ profile, values: supplierValuesOf(profile), error: undefined })),
    /** The avatar changed: the profile's avatar follows, the values being typed stay. */
    showAvatar: assign((_, profile: SupplierProfile) => ({ profile, avatar: undefined })),
    keepAvatar: assign(({ event }) => (event.type === 'avatar.send' ? { avatar: event.file, avatarProblem: undefined } : {})),
    refuseFile: assign(({ event }) => (event.type === 'avatar.send' ? { avatarProblem: documentFileProblem(event.file) } : {})),
    forgetAvatar: assign({ avatar: undefined }),
    keepAvatarRefusal: assign(({ event }) => ({ avatar: undefined, avatarProblem: refusedAvatar(event) })),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    chooseTier: assign(({ event }) => (event.type === 'tier.choose' ? { tier: event.tier } : {})),
    // Provided by the screen: the toasts, the error helper, the new supplier's page.
    notifySaved: () => {},
    showCreated: (_, _params: { id: string }) => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'supplierProfile',
  context: ({ input }) => ({ supplierId: input.supplierId, tier: 'silver', values: emptyValues, errors: {}, attempt: 0 }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'getSupplierProfile',
        src: 'getSupplierProfile',
        input: ({ context }) => ({ id: context.supplierId! }),
        onDone: { target: 'editing', actions: { type: 'showLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: { tags: ['error'], on: { 'form.retry': { target: 'loading' } } },
    editing: {
      on: {
        'form.change': { actions: 'applyChange' },
        'form.submit': { target: 'validating' },
        'tier.choose': { guard: 'isNew', actions: 'chooseTier' },
        'avatar.send': [
          // A new supplier gets its avatar once it is added.
          { guard: 'isNew' },
          { guard: 'isRefusedFile', actions: 'refuseFile' },
          { target: 'sendingAvatar', actions: 'keepAvatar' },
        ],
        'avatar.remove': { guard: 'hasOwnAvatar', target: 'removingAvatar', actions: assign({ avatarProblem: undefined }) },
      },
    },
    validating: {
      entry: 'validateFields',
      always: [{ guard: 'hasErrors', target: 'editing' }, { guard: 'isNew', target: 'creating' }, { target: 'saving' }],
    },
    // The new supplier is added; its page (with its avatar) takes over.
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createSupplier',
        src: 'createSupplier',
        input: ({ context }) => ({ body: { profile: toSupplierInput(context.values), tier: context.tier } }),
        onDone: { target: 'created', actions: ['notifySaved', { type: 'showCreated', params: ({ event }) => ({ id: event.output._id }) }] },
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    created: { type: 'final' },
    // The form is read-only while it is saved: what comes back replaces the values.
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'updateSupplierProfile',
        src: 'updateSupplierProfile',
        input: ({ context }) => ({ id: context.supplierId!, body: toSupplierInput(context.values) }),
        onDone: { target: 'editing', actions: [{ type: 'showLoaded', params: ({ event }) => event.output }, 'notifySaved'] },
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sendingAvatar: {
      tags: ['busy', 'avatar'],
      on: { 'form.change': { actions: 'applyChange' } },
      invoke: {
        id: 'updateSupplierAvatar',
        src: 'updateSupplierAvatar',
        input: ({ context }) => ({ id: context.supplierId!, file: context.avatar! }),
        onDone: { target: 'editing', actions: [{ type: 'showAvatar', params: ({ event }) => event.output }, 'notifySaved'] },
        onError: [
          { guard: 'isAvatarRefused', target: 'editing', actions: 'keepAvatarRefusal' },
          { target: 'editing', actions: ['forgetAvatar', { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }] },
        ],
      },
    },
    removingAvatar: {
      tags: ['busy', 'avatar'],
      on: { 'form.change': { actions: 'applyChange' } },
      invoke: {
        id: 'deleteSupplierAvatar',
        src: 'deleteSupplierAvatar',
        input: ({ context }) => ({ id: context.supplierId! }),
        onDone: { target: 'editing', actions: [{ type: 'showAvatar', params: ({ event }) => event.output }, 'notifySaved'] },
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
