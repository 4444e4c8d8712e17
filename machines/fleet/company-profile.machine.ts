import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/failure';
import { type FieldErrors, hasFieldErrors, withoutErrorsFor } from '../shared/form';
import {
  type CompanyField,
  type CompanyFieldError,
  type CompanyProfile,
  type CompanyProfileInput,
  type CompanyValues,
  companyValuesOf,
  toCompanyInput,
  validateCompany,
} from './company.form';

/**
 * A rental company's profile in the back office: loaded, edited and saved as a whole (its name, contact, bio in each
 * language and terms of booking); its logo sent or removed on its own, at once, without touching what is being typed.
 */

// Types

export interface CompanyProfileContext {
  companyId: string;
  /** As the server last answered it: the logo, the tier. */
  profile?: CompanyProfile;
  values: CompanyValues;
  errors: FieldErrors<CompanyField, CompanyFieldError>;
  /** Counts submits, so the screen can move focus to the first invalid field each time. */
  attempt: number;
  /** The logo being sent. */
  logo?: File;
  /** Why loading failed (an ApiFailure). */
  error?: unknown;
}

export type CompanyProfileEvent =
  | { type: 'form.change'; values: Partial<CompanyValues> }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  | { type: 'logo.send'; file: File }
  | { type: 'logo.remove' };

const emptyValues: CompanyValues = {
  name: '',
  email: '',
  phone: '',
  paymentTypes: [],
  payLater: false,
  minimumAge: '',
  licenceRequired: false,
  bioEn: '',
  bioFr: '',
  bioRu: '',
};

// Machine

export const companyProfileMachine = setup({
  types: {
    context: {} as CompanyProfileContext,
    events: {} as CompanyProfileEvent,
    input: {} as { companyId: string },
  },
  actors: {
    getCompanyProfile: fromPromise<CompanyProfile, { id: string }>(async () => notProvided('getCompanyProfile')),
    updateCompanyProfile: fromPromise<CompanyProfile, { id: string; body: CompanyProfileInput }>(async () => notProvided('updateCompanyProfile')),
    updateCompanyLogo: fromPromise<CompanyProfile, { id: string; file: File }>(async () => notProvided('updateCompanyLogo')),
    deleteCompanyLogo: fromPromise<CompanyProfile, { id: string }>(async () => notProvided('deleteCompanyLogo')),
  },
  guards: {
    hasErrors: ({ context }) => hasFieldErrors(context.errors),
    hasOwnLogo: ({ context }) => context.profile?.hasOwnLogo === true,
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      return { values: { ...context.values, ...event.values }, errors: withoutErrorsFor(context.errors, event.values) };
    }),
    validateFields: assign(({ context }) => ({ errors: validateCompany(context.values), attempt: context.attempt + 1 })),
    showLoaded: assign(({ event }) => {
      const profile = (event as unknown as { output: CompanyProfile }).output;
      return { profile, values: companyValuesOf(profile), error: undefined };
    }),
    /** The logo changed: the profile's logo follows, the values being typed stay. */
    showLogo: assign(({ event }) => ({ profile: (event as unknown as { output: CompanyProfile }).output, logo: undefined })),
    keepLogo: assign(({ event }) => (event.type === 'logo.send' ? { logo: event.file } : {})),
    forgetLogo: assign({ logo: undefined }),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    // Provided by the screen: the toasts, the error helper.
    notifySaved: () => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'companyProfile',
  context: ({ input }) => ({ companyId: input.companyId, values: emptyValues, errors: {}, attempt: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'getCompanyProfile',
        src: 'getCompanyProfile',
        input: ({ context }) => ({ id: context.companyId }),
        onDone: { target: 'editing', actions: 'showLoaded' },
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: { tags: ['error'], on: { 'form.retry': { target: 'loading' } } },
    editing: {
      on: {
        'form.change': { actions: 'applyChange' },
        'form.submit': { target: 'validating' },
        'logo.send': { target: 'sendingLogo', actions: 'keepLogo' },
        'logo.remove': { guard: 'hasOwnLogo', target: 'removingLogo' },
      },
    },
    validating: {
      entry: 'validateFields',
      always: [{ guard: 'hasErrors', target: 'editing' }, { target: 'saving' }],
    },
    saving: {
      tags: ['busy'],
      on: { 'form.change': { actions: 'applyChange' } },
      invoke: {
        id: 'updateCompanyProfile',
        src: 'updateCompanyProfile',
        input: ({ context }) => ({ id: context.companyId, body: toCompanyInput(context.values) }),
        onDone: { target: 'editing', actions: ['showLoaded', 'notifySaved'] },
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sendingLogo: {
      tags: ['busy', 'logo'],
      on: { 'form.change': { actions: 'applyChange' } },
      invoke: {
        id: 'updateCompanyLogo',
        src: 'updateCompanyLogo',
        input: ({ context }) => ({ id: context.companyId, file: context.logo! }),
        onDone: { target: 'editing', actions: ['showLogo', 'notifySaved'] },
        onError: { target: 'editing', actions: ['forgetLogo', { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    removingLogo: {
      tags: ['busy', 'logo'],
      on: { 'form.change': { actions: 'applyChange' } },
      invoke: {
        id: 'deleteCompanyLogo',
        src: 'deleteCompanyLogo',
        input: ({ context }) => ({ id: context.companyId }),
        onDone: { target: 'editing', actions: ['showLogo', 'notifySaved'] },
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
