import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/tests/support/fixtures';
import { accountApi, expectSavedToast, inSection, setUpAccountTests, userId } from '@/tests/support/account-screen';
import { fail } from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

setUpAccountTests();

const image = (type = 'image/png', size = 2048) => new File([new Uint8Array(size)], 'me.png', { type });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"][name="image"]')!;
const headerAvatar = () => screen.getByRole('banner').querySelector('img')?.getAttribute('src');

async function openProfile(path = '/settings') {
  const app = await renderAppAs('driver', path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe("the account's avatar", () => {
  it('asks for an image when none is chosen', async () => {
    const api = accountApi();
    const { user } = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Save picture' }));

    expect(await screen.findByText('Please add an image.')).toBeInTheDocument();
    expect(fileInput()).toHaveAccessibleDescription('Please add an image.');
    expect(api.sent('updateAvatar')).toHaveLength(0);
  });

  it('shows the chosen image, uploads it as the multipart field image, and the header shows it at once', async () => {
    const api = accountApi();
    const { user } = await openProfile();
    const profile = inSection('Profile');

    await user.upload(fileInput(), image());
    expect(profile.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(fileInput()).toHaveAccessibleName('Choose another picture');
    await user.click(profile.getByRole('button', { name: 'Save picture' }));

    await expectSavedToast();
    const uploads = api.sent('updateAvatar');
    expect(uploads.map((request) => request.url.pathname)).toEqual([`/api/update-avatar/${userId}`]);
    // jsdom's File reaches msw's FormData as a blob of its type (another realm): its name and bytes are not kept.
    expect(uploads[0]?.body).toHaveProperty('image.type', 'image/png');
    await waitFor(() => expect(headerAvatar()).toBe(api.user().avatar));
    expect(profile.getByRole('button', { name: 'Remove picture' })).toBeInTheDocument();
  });

  it('refuses a file that is not a JPEG, PNG or WebP image, or larger than 5 MB, before sending it', async () => {
    const api = accountApi();
    const { user } = await openProfile();

    await user.upload(fileInput(), image('image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('This picture is too large: the limit is 5 MB.')).toBeInTheDocument();
    expect(api.sent('updateAvatar')).toHaveLength(0);
  });

  it.each([
    [413, 'PAYLOAD_TOO_LARGE', 'This picture is too large: the limit is 5 MB.'],
    [415, 'UNSUPPORTED_MEDIA_TYPE', 'This file is not a picture: choose a JPEG, PNG or WebP image.'],
    [500, 'INTERNAL_ERROR', 'The picture could not be saved. Please try again.'],
  ] as const)('says why the server refused the image (%s)', async (status, code, text) => {
    const api = accountApi();
    api.refuse('updateAvatar', fail(code, status));
    const { user } = await openProfile();

    await user.upload(fileInput(), image('image/webp'));
    await user.click(screen.getByRole('button', { name: 'Save picture' }));

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes the avatar, and the header shows the initials again', async () => {
    const withAvatar = aUser({ avatar: '/avatars/old.webp' });
    const api = accountApi({ user: withAvatar });
    const { user, router } = await openProfile('/mobile/MyAccountMobile');
    router.options.context.session.send({ type: 'session.userChanged', user: withAvatar });
    await user.click(await screen.findByRole('link', { name: /Profile and picture/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile and picture' })).toBeInTheDocument();
    expect(headerAvatar()).toBe('/avatars/old.webp');

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));

    await expectSavedToast();
    expect(api.sent('deleteAvatar').map((request) => request.url.pathname)).toEqual([`/api/delete-avatar/${userId}`]);
    await waitFor(() => expect(headerAvatar()).toBeUndefined());
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
  });
});
