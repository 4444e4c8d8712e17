import { avatarMachine } from '@/machines/avatar/avatar.machine';
import { aUser, failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName } from './events';

/** The images the model chooses: one the server may take, one larger than 5 MB. */
export const images = {
  image: () => new File([new Uint8Array(2048)], 'image.png', { type: 'image/png' }),
  'too large': () => new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
};
const image = images.image();
const tooLarge = images['too large']();

const choose = (chosen: keyof typeof images) => ({ type: 'avatar.choose', file: chosen === 'image' ? image : tooLarge, chosen }) as const;

export const withAvatar = aUser({ avatar: '/avatars/new.webp' });

export const avatarModel: FlowModel<typeof avatarMachine> = {
  flow: 'avatar',
  machine: avatarMachine,
  variants: [{ input: { user: aUser() } }],
  events: () => [
    choose('image'),
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
  label: (event) => ('chosen' in event ? `choose ${String(event.chosen)}` : eventName(event)),
};

export const avatarPaths = () => buildPaths(avatarModel);
