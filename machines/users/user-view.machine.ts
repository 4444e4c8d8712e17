import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas, User } from '@/openapi/types';
import { notProvided } from '@/machines/shared/failure';

/**
 * An account as an admin sees it: its profile, its licence image with the check behind the verified badge, its
 * latest bookings; and what the admin does to it: verify the licence (or take it back), suspend (after a
 * confirmation) or reinstate, change its type, write to it (a notification and an email).
 */

// Types

export type UserType = Schemas['UserType'];
export type IdentityDocument = Schemas['IdentityDocument'];
export type Booking = Schemas['Booking'];

export interface UserRecord {
  user: User;
  documents: IdentityDocument[];
  bookings: Booking[];
  /** All the bookings the account made (the list shows the latest). */
  bookingsTotal: number;
}

export type MessageError = 'required';
export type TypeError = 'supplierRequired';

export interface UserViewContext {
  userId: string;
  record?: UserRecord;
  /** The message being written. */
  message: string;
  messageError?: MessageError;
  /** The type being chosen, and the supplier of a supplier. */
  type?: UserType;
  supplierId: string;
  typeError?: TypeError;
  /** Why loading failed (an ApiFailure). */
  error?: unknown;
}

export type UserViewEvent =
  | { type: 'retry' }
  | { type: 'licence.set'; verified: boolean }
  | { type: 'suspension.ask' }
  | { type: 'suspension.cancel' }
  | { type: 'suspension.confirm' }
  | { type: 'suspension.lift' }
  | { type: 'type.choose'; userType: UserType; supplierId?: string }
  | { type: 'type.save' }
  | { type: 'message.change'; text: string }
  | { type: 'message.send' };

export const MESSAGE_MAX_LENGTH = 2000;

// Machine

const failure = { target: 'ready', actions: { type: 'notifyFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } } as const;

export const userViewMachine = setup({
  types: { context: typeOf<UserViewContext>(), events: typeOf<UserViewEvent>(), input: typeOf<{ userId: string }>() },
  actors: {
    loadUserRecord: fromPromise<UserRecord, { userId: string }>(() => notProvided('loadUserRecord')),
    setLicenceVerification: fromPromise<User, { userId: string; verified: boolean }>(() => notProvided('setLicenceVerification')),
    setUserSuspension: fromPromise<User, { userId: string; suspended: boolean }>(() => notProvided('setUserSuspension')),
    setUserType: fromPromise<User, { userId: string; type: UserType; supplierId?: string }>(() => notProvided('setUserType')),
    sendUserMessage: fromPromise<unknown, { userId: string; message: string }>(() => notProvided('sendUserMessage')),
  },
  guards: {
    hasLicence: ({ context }) => (context.record?.documents.length ?? 0) > 0,
    isSuspended: ({ context }) => context.record?.user.suspended === true,
    isActive: ({ context }) => context.record?.user.suspended === false,
    isNewType: ({ context }) => context.type !== undefined && (context.type !== context.record?.user.type || (context.type === 'supplier' && context.supplierId !== (context.record?.user.supplierId ?? ''))),
    lacksSupplier: ({ context }) => context.type === 'supplier' && context.supplierId === '',
    isBlankMessage: ({ context }) => context.message.trim() === '',
  },
  actions: {
    showRecord: assign((_, record: UserRecord) => ({ record, type: record.user.type, supplierId: record.user.supplierId ?? '', error: undefined })),
    showUser: assign(({ context }, user: User) => ({
      record: context.record && { ...context.record, user },
      type: user.type,
      supplierId: user.supplierId ?? '',
      typeError: undefined,
    })),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    chooseType: assign(({ context, event }) =>
      event.type === 'type.choose' ? { type: event.userType, supplierId: event.supplierId ?? (event.userType === 'supplier' ? context.supplierId : ''), typeError: undefined } : {},
    ),
    askForSupplier: assign({ typeError: 'supplierRequired' as const }),
    changeMessage: assign(({ event }) => (event.type === 'message.change' ? { message: event.text.slice(0, MESSAGE_MAX_LENGTH), messageError: undefined } : {})),
    askForMessage: assign({ messageError: 'required' as const }),
    clearMessage: assign({ message: '', messageError: undefined }),
    // Provided by the screen: the toasts and the error helper.
    notifySaved: () => {},
    notifySent: () => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'userView',
  context: ({ input }) => ({ userId: input.userId, message: '', supplierId: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadUserRecord',
        src: 'loadUserRecord',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'ready', actions: { type: 'showRecord', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: { tags: ['error'], on: { retry: { target: 'loading' } } },
    ready: {
      on: {
        'licence.set': { guard: 'hasLicence', target: 'checkingLicence' },
        'suspension.ask': { guard: 'isActive', target: 'confirmingSuspension' },
        'suspension.lift': { guard: 'isSuspended', target: 'reinstating' },
        'type.choose': { actions: 'chooseType' },
        'type.save': [{ guard: 'lacksSupplier', actions: 'askForSupplier' }, { guard: 'isNewType', target: 'changingType' }],
        'message.change': { actions: 'changeMessage' },
        'message.send': [{ guard: 'isBlankMessage', actions: 'askForMessage' }, { target: 'sendingMessage' }],
      },
    },
    checkingLicence: {
      tags: ['busy'],
      invoke: {
        id: 'setLicenceVerification',
        src: 'setLicenceVerification',
        input: ({ context, event }) => ({ userId: context.userId, verified: event.type === 'licence.set' && event.verified }),
        onDone: { target: 'ready', actions: [{ type: 'showUser', params: ({ event }) => event.output }, 'notifySaved'] },
        onError: failure,
      },
    },
    confirmingSuspension: {
      on: { 'suspension.cancel': { target: 'ready' }, 'suspension.confirm': { target: 'suspending' } },
    },
    suspending: {
      tags: ['busy'],
      invoke: {
        id: 'suspend',
        src: 'setUserSuspension',
        input: ({ context }) => ({ userId: context.userId, suspended: true }),
        onDone: { target: 'ready', actions: [{ type: 'showUser', params: ({ event }) => event.output }, 'notifySaved'] },
        onError: failure,
      },
    },
    reinstating: {
      tags: ['busy'],
      invoke: {
        id: 'reinstate',
        src: 'setUserSuspension',
        input: ({ context }) => ({ userId: context.userId, suspended: false }),
        onDone: { target: 'ready', actions: [{ type: 'showUser', params: ({ event }) => event.output }, 'notifySaved'] },
        onError: failure,
      },
    },
    changingType: {
      tags: ['busy'],
      invoke: {
        id: 'setUserType',
        src: 'setUserType',
        input: ({ context }) => ({ userId: context.userId, type: context.type!, ...(context.type === 'supplier' ? { supplierId: context.supplierId } : {}) }),
        onDone: { target: 'ready', actions: [{ type: 'showUser', params: ({ event }) => event.output }, 'notifySaved'] },
        onError: failure,
      },
    },
    sendingMessage: {
      tags: ['busy'],
      invoke: {
        id: 'sendUserMessage',
        src: 'sendUserMessage',
        input: ({ context }) => ({ userId: context.userId, message: context.message.trim() }),
        onDone: { target: 'ready', actions: ['clearMessage', 'notifySent'] },
        onError: failure,
      },
    },
  },
});
