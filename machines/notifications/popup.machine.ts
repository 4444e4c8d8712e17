import { sendParent, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas } from '@/openapi/types';

// Types

/** How long a pop-up stays up while nobody hovers it (the spec's 5000 ms). */
export const POPUP_MS = 5000;

export interface PopupInput {
  notification: Schemas['Notification'];
}

export interface PopupContext {
  notification: Schemas['Notification'];
}

export type PopupEvent = { type: 'popup.pause' } | { type: 'popup.resume' } | { type: 'popup.dismiss' };

// Machine

/**
 * One pop-up of an arriving notification: it closes by itself after POPUP_MS, not while the pointer or the
 * keyboard focus is on it (leaving gives it the whole time again), or at once when dismissed. Its parent (the
 * notifications machine) removes it and shows the next one waiting.
 */
export const popupMachine = setup({
  types: {
    context: typeOf<PopupContext>(),
    events: typeOf<PopupEvent>(),
    input: typeOf<PopupInput>(),
  },
  delays: { popupTime: POPUP_MS },
  actions: {
    reportClosed: sendParent(({ context }) => ({ type: 'popup.closed' as const, id: context.notification._id })),
  },
}).createMachine({
  id: 'popup',
  context: ({ input }) => ({ notification: input.notification }),
  initial: 'shown',
  states: {
    shown: {
      after: { popupTime: { target: 'closed' } },
      on: {
        'popup.pause': { target: 'paused' },
        'popup.dismiss': { target: 'closed' },
      },
    },
    paused: {
      on: {
        'popup.resume': { target: 'shown' },
        'popup.dismiss': { target: 'closed' },
      },
    },
    closed: { type: 'final', entry: 'reportClosed' },
  },
});
