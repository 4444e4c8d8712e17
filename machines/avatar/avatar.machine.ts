import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { User } from '@/openapi/types';
import { documentFileProblem } from '@/domain/documents';
import { errorCodeOf, notProvided } from '@/machines/shared/failure';

// Types

/** Why there is no new image: nothing chosen, refused before or by the server, or the server failed. */
export type AvatarError = 'imageRequired' | 'tooLarge' | 'notAnImage' | 'notSaved' | 'notRemoved';

export interface AvatarContext {
  userId: string;
  /** The account has an avatar now (the header shows it); only then can it be removed. */
  hasAvatar: boolean;
  /** The image chosen and shown as a preview, not sent yet. */
  file: File | null;
  error: AvatarError | null;
}

export type AvatarEvent =
  | { type: 'avatar.choose'; file: File }
  | { type: 'avatar.discard' }
  | { type: 'avatar.upload' }
  | { type: 'avatar.remove' };

export interface AvatarInput {
  user: User;
}

export interface UpdateAvatarRequest {
  userId: string;
  file: File;
}

// Rules

/** An image refused before it is sent (domain/documents.ts: JPEG, PNG or WebP up to 5 MB), or null. */
export function chosenFileError(file: File): AvatarError | null {
  const problem = documentFileProblem(file);
  return problem === 'tooLarge' ? 'tooLarge' : problem === 'notAnImage' ? 'notAnImage' : null;
}

/** The server's refusal of an upload: 413 and 415 name the image's fault, anything else is a failure to retry. */
function uploadError(event: object): AvatarError {
  const code = errorCodeOf(event);
  return code === 'PAYLOAD_TOO_LARGE' ? 'tooLarge' : code === 'UNSUPPORTED_MEDIA_TYPE' ? 'notAnImage' : 'notSaved';
}

// Machine

export const avatarMachine = setup({
  types: {
    context: typeOf<AvatarContext>(),
    events: typeOf<AvatarEvent>(),
    input: typeOf<AvatarInput>(),
  },
  actors: {
    updateAvatar: fromPromise<User, UpdateAvatarRequest>(() => notProvided('updateAvatar')),
    deleteAvatar: fromPromise<User, { userId: string }>(() => notProvided('deleteAvatar')),
  },
  guards: {
    isAcceptableFile: ({ event }) => event.type === 'avatar.choose' && chosenFileError(event.file) === null,
    hasAvatar: ({ context }) => context.hasAvatar,
    isImageRefused: ({ event }) => uploadError(event) !== 'notSaved',
  },
  actions: {
    keepFile: assign(({ event }) => (event.type === 'avatar.choose' ? { file: event.file, error: null } : {})),
    refuseFile: assign(({ event }) => (event.type === 'avatar.choose' ? { file: null, error: chosenFileError(event.file) } : {})),
    askForImage: assign({ error: 'imageRequired' as const }),
    forgetFile: assign({ file: null, error: null }),
    setUploadError: assign(({ event }) => ({ error: uploadError(event) })),
    dropRefusedFile: assign(({ event }) => ({ file: null, error: uploadError(event) })),
    /** Hands the user with its new avatar to the session (the header's avatar); the route supplies it. */
    notifyUserChanged: (_, _params: { user: User }) => {},
    /** 'Changes made successfully.'; the route supplies it. */
    notifySaved: () => {},
  },
}).createMachine({
  id: 'avatar',
  context: ({ input }) => ({ userId: input.user._id, hasAvatar: input.user.avatar !== null, file: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'avatar.choose': [{ guard: 'isAcceptableFile', target: 'chosen', actions: 'keepFile' }, { actions: 'refuseFile' }],
        'avatar.upload': { actions: 'askForImage' },
        'avatar.remove': { guard: 'hasAvatar', target: 'removing' },
      },
    },
    chosen: {
      on: {
        'avatar.choose': [{ guard: 'isAcceptableFile', actions: 'keepFile' }, { target: 'idle', actions: 'refuseFile' }],
        'avatar.discard': { target: 'idle', actions: 'forgetFile' },
        'avatar.upload': { target: 'uploading' },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'updateAvatar',
        src: 'updateAvatar',
        input: ({ context }) => ({ userId: context.userId, file: context.file! }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ hasAvatar: true, file: null, error: null }),
            { type: 'notifyUserChanged', params: ({ event }) => ({ user: event.output }) },
            'notifySaved',
          ],
        },
        onError: [
          { guard: 'isImageRefused', target: 'idle', actions: 'dropRefusedFile' },
          // The image may be fine: it stays chosen, to send again.
          { target: 'chosen', actions: 'setUploadError' },
        ],
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'deleteAvatar',
        src: 'deleteAvatar',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ hasAvatar: false, error: null }),
            { type: 'notifyUserChanged', params: ({ event }) => ({ user: event.output }) },
            'notifySaved',
          ],
        },
        onError: { target: 'idle', actions: assign({ error: 'notRemoved' as const }) },
      },
    },
  },
});
