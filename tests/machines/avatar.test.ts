import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { User } from '@/openapi/types';
import { type UpdateAvatarRequest, avatarMachine, chosenFileError } from '@/machines/avatar/avatar.machine';
import { type Outcome, fakeActor } from '@/tests/support/fake-actors';
import { aUser, failure, userId } from '@/tests/support/fixtures';

const image = (type = 'image/png', size = 1024) => new File([new Uint8Array(size)], 'me.png', { type });
const withAvatar = aUser({ avatar: '/avatars/new.webp' });

function arrange({ user = aUser(), upload = [withAvatar], remove = [aUser()] }: {
  user?: User;
  upload?: Array<Outcome<User>>;
  remove?: Array<Outcome<User>>;
} = {}) {
  const updateAvatar = fakeActor<User, UpdateAvatarRequest>(...upload);
  const deleteAvatar = fakeActor<User, { userId: string }>(...remove);
  const notifyUserChanged = vi.fn<(params: { user: User }) => void>();
  const notifySaved = vi.fn();
  const machine = avatarMachine.provide({
    actors: { updateAvatar: updateAvatar.logic, deleteAvatar: deleteAvatar.logic },
    actions: { notifyUserChanged: (_, params) => notifyUserChanged(params), notifySaved },
  });
  const actor = createActor(machine, { input: { user } }).start();
  return { actor, updateAvatar, deleteAvatar, notifyUserChanged, notifySaved };
}

describe('avatar rules', () => {
  it('takes JPEG, PNG and WebP images up to 5 MB', () => {
    expect(chosenFileError(image('image/jpeg'))).toBeNull();
    expect(chosenFileError(image('image/webp'))).toBeNull();
    expect(chosenFileError(image('image/gif'))).toBe('notAnImage');
    expect(chosenFileError(image('image/png', 5 * 1024 * 1024 + 1))).toBe('tooLarge');
  });
});

describe('avatar machine', () => {
  it('asks for an image when none is chosen', () => {
    const { actor, updateAvatar } = arrange();
    actor.send({ type: 'avatar.upload' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('imageRequired');
    expect(updateAvatar.calls).toHaveLength(0);
  });

  it('refuses a file that is not a JPEG, PNG or WebP image, or too large, before sending it', () => {
    const { actor } = arrange();
    actor.send({ type: 'avatar.choose', file: image('application/pdf') });
    expect(actor.getSnapshot().context).toMatchObject({ file: null, error: 'notAnImage' });
    actor.send({ type: 'avatar.choose', file: image('image/png', 6 * 1024 * 1024) });
    expect(actor.getSnapshot().context).toMatchObject({ file: null, error: 'tooLarge' });
  });

  it('shows a chosen image, replaces it with another, or discards it', () => {
    const { actor } = arrange();
    const first = image();
    const second = image('image/jpeg');
    actor.send({ type: 'avatar.choose', file: first });
    expect(actor.getSnapshot().value).toBe('chosen');
    actor.send({ type: 'avatar.choose', file: second });
    expect(actor.getSnapshot().context.file).toBe(second);
    actor.send({ type: 'avatar.discard' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it('uploads the chosen image, then hands the user with its avatar to the session', async () => {
    const { actor, updateAvatar, notifyUserChanged, notifySaved } = arrange();
    const file = image();
    actor.send({ type: 'avatar.choose', file });
    actor.send({ type: 'avatar.upload' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));

    expect(updateAvatar.calls).toEqual([{ userId, file }]);
    expect(notifyUserChanged).toHaveBeenCalledWith({ user: withAvatar });
    expect(notifySaved).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ hasAvatar: true, file: null, error: null });
    expect(actor.getSnapshot().can({ type: 'avatar.remove' })).toBe(true);
  });

  it.each([
    ['PAYLOAD_TOO_LARGE', 'tooLarge'],
    ['UNSUPPORTED_MEDIA_TYPE', 'notAnImage'],
  ] as const)('drops an image the server refuses with %s', async (code, error) => {
    const { actor } = arrange({ upload: [failure(code, code === 'PAYLOAD_TOO_LARGE' ? 413 : 415)] });
    actor.send({ type: 'avatar.choose', file: image() });
    actor.send({ type: 'avatar.upload' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ file: null, error });
  });

  it('keeps the image chosen when the upload fails otherwise, to send it again', async () => {
    const { actor, updateAvatar } = arrange({ upload: [failure('INTERNAL_ERROR'), withAvatar] });
    actor.send({ type: 'avatar.choose', file: image() });
    actor.send({ type: 'avatar.upload' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('chosen');
    expect(actor.getSnapshot().context.error).toBe('notSaved');

    actor.send({ type: 'avatar.upload' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(updateAvatar.calls).toHaveLength(2);
  });

  it('removes an image only when there is one', async () => {
    const bare = arrange();
    expect(bare.actor.getSnapshot().can({ type: 'avatar.remove' })).toBe(false);

    const { actor, deleteAvatar, notifyUserChanged } = arrange({ user: withAvatar });
    actor.send({ type: 'avatar.remove' });
    expect(actor.getSnapshot().value).toBe('removing');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(deleteAvatar.calls).toEqual([{ userId }]);
    expect(notifyUserChanged).toHaveBeenCalledWith({ user: aUser() });
    expect(actor.getSnapshot().context.hasAvatar).toBe(false);
  });

  it('says when the image could not be removed, and keeps it', async () => {
    const { actor } = arrange({ user: withAvatar, remove: [failure('INTERNAL_ERROR')] });
    actor.send({ type: 'avatar.remove' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({ hasAvatar: true, error: 'notRemoved' });
  });
});
