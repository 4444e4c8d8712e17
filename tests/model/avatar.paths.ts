import { avatarMachine } from '@/machines/avatar/avatar.machine';
import { aUser, failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName } from './events';

/** The pictures the model chooses: one the server may take, one larger than 5 MB. */
export const pictures = {
  photo: () => new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' }),
  'too large': () => new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
};
const photo = pictures.photo();
const tooLarge = pictures['too large']();

const choose = (picture: keyof typeof pictures) => ({ type: 'avatar.choose', file: picture === 'photo' ? photo : tooLarge, picture }) as const;

export const withAvatar = aUser({ avatar: '/avatars/new.webp' });

export const avatarModel: FlowModel<typeof avatarMachine> = {
  flow: 'avatar',
  machine: avatarMachine,
  variants: [{ input: { user: aUser() } }],
  events: () => [
    choose('photo'),
    choose('too large'),
    { type: 'avatar.upload' },
    { type: 'avatar.discard' },
    { type: 'avatar.remove' },
    doneEvent('updateAvatar', withAvatar),
    ...(['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'INTERNAL_ERROR'] as const).map((code) => errorEvent('updateAvatar', failure(code))),
    doneEvent('deleteAvatar', aUser()),
    errorEvent('deleteAvatar', failure('INTERNAL_ERROR')),
  ],
  project: (context: { hasAvatar: boolean; file: File | null; error: string | null }) => ({
    hasAvatar: context.hasAvatar,
    file: context.file?.name ?? null,
    error: context.error,
  }),
  label: (event) => ('picture' in event ? `choose ${String(event.picture)}` : eventName(event)),
};

export const avatarPaths = () => buildPaths(avatarModel);
