import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { User } from '@/openapi/types';
import { notProvided } from '@/machines/shared/failure';

// Types

export interface EmailNotificationsContext {
  userId: string;
  /** What the switch shows: the choice being saved, else the saved one. */
  enabled: boolean;
}

export type EmailNotificationsEvent = { type: 'emailNotifications.toggle'; enabled: boolean };

export interface EmailNotificationsInput {
  user: User;
}

export interface UpdateEmailNotificationsRequest {
  _id: string;
  enableEmailNotifications: boolean;
}

// Machine

export const emailNotificationsMachine = setup({
  types: {
    context: typeOf<EmailNotificationsContext>(),
    events: typeOf<EmailNotificationsEvent>(),
    input: typeOf<EmailNotificationsInput>(),
  },
  actors: {
    updateEmailNotifications: fromPromise<User, UpdateEmailNotificationsRequest>(() =>
      notProvided('updateEmailNotifications'),
    ),
  },
  guards: {
    isChange: ({ context, event }) => event.enabled !== context.enabled,
  },
  actions: {
    /** Hands the saved user to the session (spec 4: the toggle also updates the stored user); the route supplies it. */
    notifyUserChanged: (_, _params: { user: User }) => {},
    /** 'Changes made successfully.'; the route supplies it. */
    notifySaved: () => {},
    /** The error helper's toast; the route supplies it. */
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'emailNotifications',
  context: ({ input }) => ({ userId: input.user._id, enabled: input.user.enableEmailNotifications }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'emailNotifications.toggle': {
          guard: 'isChange',
          target: 'saving',
          actions: assign({ enabled: ({ event }) => event.enabled }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'updateEmailNotifications',
        src: 'updateEmailNotifications',
        input: ({ context }) => ({ _id: context.userId, enableEmailNotifications: context.enabled }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ enabled: ({ event }) => event.output.enableEmailNotifications }),
            { type: 'notifyUserChanged', params: ({ event }) => ({ user: event.output }) },
            'notifySaved',
          ],
        },
        // The switch goes back to what is saved.
        onError: {
          target: 'idle',
          actions: [
            assign({ enabled: ({ context }) => !context.enabled }),
            { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});
