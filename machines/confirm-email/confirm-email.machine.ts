import { fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { User } from '@/openapi/types';
import { errorCodeOf, notProvided } from '@/machines/shared/failure';
import { type Link, type LinkInput, linkGuards, readingLink, toLink } from '@/machines/shared/link';

// Types

export type { Link, LinkInput } from '@/machines/shared/link';

export interface ConfirmEmailContext {
  link: Link;
}

export type ConfirmEmailEvent = { type: 'confirmEmail.retry' };

// Machine

/** The link of the email-change email (`/confirm-email?u=&e=&t=`): the new address replaces the old one. */
export const confirmEmailMachine = setup({
  types: {
    context: typeOf<ConfirmEmailContext>(),
    events: typeOf<ConfirmEmailEvent>(),
    input: typeOf<LinkInput>(),
  },
  actors: {
    confirmEmail: fromPromise<User, Link>(() => notProvided('confirmEmail')),
  },
  guards: {
    ...linkGuards,
    /** Someone registered the new address between the request and the click. */
    isEmailTaken: ({ event }) => errorCodeOf(event) === 'EMAIL_ALREADY_REGISTERED',
  },
  actions: {
    /** Gives the changed user to the session when it is the one signed in; the route supplies it. */
    notifyEmailChanged: (_, _params: { user: User }) => {},
  },
}).createMachine({
  id: 'confirmEmail',
  context: ({ input }) => ({ link: toLink(input) }),
  initial: 'readingLink',
  states: {
    readingLink: readingLink('confirming'),
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ context }) => context.link,
        onDone: { target: 'confirmed', actions: { type: 'notifyEmailChanged', params: ({ event }) => ({ user: event.output }) } },
        onError: [
          { guard: 'isExpired', target: 'expired' },
          { guard: 'isEmailTaken', target: 'taken' },
          { guard: 'isBroken', target: 'invalid' },
          { target: 'networkDown' },
        ],
      },
    },
    confirmed: { type: 'final' },
    invalid: { type: 'final', tags: ['error'] },
    expired: { type: 'final', tags: ['error'] },
    taken: { type: 'final', tags: ['error'] },
    networkDown: { tags: ['error'], on: { 'confirmEmail.retry': { target: 'confirming' } } },
  },
});
