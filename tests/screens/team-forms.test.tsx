import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredSession } from '@/src/core/storage';
import { ok, sendEmail, sendPartnerApplication, server } from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

afterEach(() => clearStoredSession());

describe('the team forms for a signed-in person', () => {
  it('asks only for the subject and the message on /contact, and the server answers at the account\'s address', async () => {
    const bodies: unknown[] = [];
    server.use(
      sendEmail(async ({ request }) => {
        bodies.push(await request.json());
        return ok('sendEmail', { queued: true });
      }),
    );
    const { user } = await renderAppAs('driver', '/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(await screen.findByRole('textbox', { name: /Subject/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your name/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Invoice');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Could I have an invoice?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you, your message has been sent.')).toBeInTheDocument();
    expect(bodies).toEqual([{ subject: 'Invoice', message: 'Could I have an invoice?', language: 'en' }]);
  });

  it('starts the work-with-us application from the person\'s name and address', async () => {
    server.use(sendPartnerApplication(() => ok('sendPartnerApplication', { queued: true })));
    await renderAppAs('driver', '/work-with-us');
    expect(await screen.findByRole('textbox', { name: /Contact person/ })).toHaveValue('Alex Driver');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('driver@example.com');
  });
});
