import { fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas } from '@/openapi/types';
import { errorCodeOf, notProvided } from '@/machines/shared/failure';
import { type CheckTokenOutput, type Link, type LinkInput, linkGuards, linkPurposeOf, readingLink, toLink } from '@/machines/shared/link';

// Types

export type { Link, LinkInput } from '@/machines/shared/link';

export interface ActivationContext {
  link: Link;
}

export type ActivationEvent = { type: 'activation.retry' } | { type: 'activation.resend' };

// Machine

export const activationMachine = setup({
  types: {
    context: typeOf<ActivationContext>(),
    events: typeOf<ActivationEvent>(),
    input: typeOf<LinkInput>(),
  },
  actors: {
    checkToken: fromPromise<CheckTokenOutput, Link>(() => notProvided('checkToken')),
    activate: fromPromise<Schemas['User'], Link>(() => notProvided('activate')),
    resend: fromPromise<Schemas['Queued'], { email: string; isPasswordReset: boolean }>(() => notProvided('resend')),
  },
  guards: {
    ...linkGuards,
    isActivationLink: ({ event }) => linkPurposeOf(event) === 'activation',
    /** The account is active already (a second click, or a retry after a lost answer). */
    isAlreadyActivated: ({ event }) => errorCodeOf(event) === 'ALREADY_ACTIVATED',
  },
}).createMachine({
  id: 'activation',
  context: ({ input }) => ({ link: toLink(input) }),
  initial: 'readingLink',
  states: {
    readingLink: readingLink('checkingToken'),
    checkingToken: {
      tags: ['busy'],
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        input: ({ context }) => context.link,
        onDone: [{ guard: 'isActivationLink', target: 'activating' }, { target: 'invalid' }],
        onError: [
          { guard: 'isExpired', target: 'expired' },
          { guard: 'isAlreadyActivated', target: 'activated' },
          { guard: 'isBroken', target: 'invalid' },
          { target: 'networkDown' },
        ],
      },
    },
    activating: {
      tags: ['busy'],
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => context.link,
        onDone: { target: 'activated' },
        onError: [
          { guard: 'isExpired', target: 'expired' },
          { guard: 'isAlreadyActivated', target: 'activated' },
          { guard: 'isBroken', target: 'invalid' },
          { target: 'networkDown' },
        ],
      },
    },
    activated: { type: 'final' },
    invalid: { type: 'final', tags: ['error'] },
    networkDown: {
      tags: ['error'],
      // Start again from the check: if the activation went through, the check says so.
      on: { 'activation.retry': { target: 'checkingToken' } },
    },
    expired: {
      tags: ['error'],
      initial: 'idle',
      states: {
        idle: {
          on: { 'activation.resend': { target: 'resending' } },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            id: 'resend',
            src: 'resend',
            input: ({ context }) => ({ email: context.link.email, isPasswordReset: false }),
            onDone: { target: 'resent' },
            onError: { target: 'resendFailed' },
          },
        },
        resent: {},
        resendFailed: {
          on: { 'activation.resend': { target: 'resending' } },
        },
      },
    },
  },
});
