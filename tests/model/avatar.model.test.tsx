import { screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AvatarError, type avatarMachine } from '@/machines/avatar/avatar.machine';
import { toaster } from '@/src/core/toasts';
import { AvatarEditor } from '@/src/features/account/AvatarEditor';
import { aUser, userId } from '@/tests/support/fixtures';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen } from '@/tests/support/render';
import { expectSavedToast } from './account-forms';
import { avatarModel, avatarPaths } from './avatar.paths';

type Snapshot = SnapshotFrom<typeof avatarMachine>;

const paths = avatarPaths();

const errorTexts: Record<AvatarError, string> = {
  imageRequired: 'Please add an image.',
  tooLarge: 'This picture is too large: the limit is 5 MB.',
  notAnImage: 'This file is not a picture: choose a JPEG, PNG or WebP image.',
  notSaved: 'The picture could not be saved. Please try again.',
  notRemoved: 'The picture could not be removed. Please try again.',
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"][name="image"]')!;
const button = (name: string) => screen.queryByRole('button', { name });

/** The image's error as the machine holds it, or none. */
function expectError(error: AvatarError | null) {
  if (error) expect(screen.getByRole('alert')).toHaveTextContent(errorTexts[error]);
  else expect(screen.queryByRole('alert')).toBeNull();
}

const model: ScreenModel = {
  render: () => renderScreen(<AvatarEditor user={aUser()} />, { path: '/settings' }),
  events: {
    'avatar.choose': async (event, { screen: { user } }) => user.upload(fileInput(), (event as unknown as { file: File }).file),
    'avatar.upload': async (_, { screen: { user } }) => user.click(button('Save picture')!),
    'avatar.discard': async (_, { screen: { user } }) => user.click(button('Cancel')!),
    'avatar.remove': async (_, { screen: { user } }) => user.click(button('Remove picture')!),
  },
  states: {
    idle: async (snapshot: Snapshot, { event }) => {
      if (event.type === 'xstate.done.actor.updateAvatar' || event.type === 'xstate.done.actor.deleteAvatar') await expectSavedToast();
      // After an answer the screen follows a moment later.
      await vi.waitFor(() => expect(button('Save picture')).toBeEnabled());
      expectError(snapshot.context.error);
      // With an image: another may replace it, or it may be removed.
      expect(fileInput()).toHaveAccessibleName(snapshot.context.hasAvatar ? 'Choose another picture' : 'Choose a picture');
      expect(button('Remove picture') !== null).toBe(snapshot.context.hasAvatar);
      expect(button('Cancel')).toBeNull();
      expect(button('Save picture')).toBeEnabled();
    },
    chosen: async (snapshot: Snapshot) => {
      await vi.waitFor(() => expect(button('Save picture')).toBeEnabled());
      expectError(snapshot.context.error);
      expect(fileInput()).toHaveAccessibleName('Choose another picture');
      expect(button('Remove picture')).toBeNull();
      expect(button('Cancel')).toBeEnabled();
      expect(button('Save picture')).toBeEnabled();
    },
    uploading: async (_, { held }) => {
      expect(await screen.findByRole('button', { name: 'Uploading…' })).toBeDisabled();
      expect(held.requests.filter((r) => r.operation === 'updateAvatar').at(-1)?.url.pathname).toBe(`/api/update-avatar/${userId}`);
    },
    removing: async (_, { held }) => {
      expect(await screen.findByRole('button', { name: 'Removing…' })).toBeDisabled();
      expect(held.requests.filter((r) => r.operation === 'deleteAvatar').at(-1)?.url.pathname).toBe(`/api/delete-avatar/${userId}`);
    },
  },
};

describe('avatar model', () => {
  beforeEach(() => toaster.remove());

  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(avatarModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, model);
    });
  }
});
