import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { startUpOff } from '@/config/start-up';
import { setStartUpSettings } from '@/src/core/start-up';
import { ConciergeForm } from '@/src/features/team/ConciergeForm';
import { ContactForm } from '@/src/features/team/ContactForm';
import { PartnerForm } from '@/src/features/team/PartnerForm';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, type StepContext, walkPath } from '@/tests/support/model-screen';
import { renderScreen } from '@/tests/support/render';
import { valuesOf } from './events';
import { type TeamFormSnapshot, teamFormModels, teamFormPaths, type TeamFormName } from './team-forms.paths';

/** A stand-in for the captcha's widget: the model "solves" it by calling back with an answer. */
const captcha = { solve: undefined as ((token: string) => void) | undefined, resets: 0 };

beforeEach(() => {
  captcha.solve = undefined;
  captcha.resets = 0;
  window.turnstile = {
    render: (_element, options) => {
      captcha.solve = options.callback as (token: string) => void;
      return 'widget';
    },
    reset: () => void (captcha.resets += 1),
    remove: () => {},
  };
});
afterEach(() => {
  setStartUpSettings(undefined);
  delete window.turnstile;
});

const screens: Record<TeamFormName, { ui: () => ReactElement; submit: string; another: string; sent: string; operation: 'sendEmail' | 'sendPartnerApplication' | 'sendConciergeRequest' }> = {
  contact: { ui: () => <ContactForm />, submit: 'Send message', another: 'Write another message', sent: 'Thank you, your message has been sent.', operation: 'sendEmail' },
  partner: { ui: () => <PartnerForm />, submit: 'Send my application', another: 'Send another application', sent: 'Thank you, your application has been sent.', operation: 'sendPartnerApplication' },
  concierge: { ui: () => <ConciergeForm />, submit: 'Send my request', another: 'Send another request', sent: 'Thank you, your request has been sent.', operation: 'sendConciergeRequest' },
};

/** Each field's error text as the screen words it, by problem. */
const errorTexts: Record<string, Record<string, string>> = {
  required: {
    ...Object.fromEntries(
      Object.entries({
        name: 'Your name', email: 'Email', subject: 'Subject', message: 'Message', supplier: 'Company', contactName: 'Contact person',
        phone: 'Phone', city: 'City', fleetSize: 'Number of cars or yachts', place: 'Place', requestType: 'What you need',
        startDate: 'From', guests: 'Guests',
      }).map(([field, label]) => [field, `Please fill in the field: ${label}`]),
    ),
    offers: 'Choose cars, yachts or both.',
    captcha: 'Fill out the captcha to continue.',
  },
  invalidEmail: { email: 'Invalid email address' },
  invalidPhone: { phone: 'Invalid phone number' },
  invalidNumber: { fleetSize: 'Enter a whole number from 1 to 100000.', guests: 'Enter a whole number from 1 to 500.' },
  invalidDate: { endDate: 'The end date must be on or after the start date.' },
};

const control = (name: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`);

async function fill({ screen: { user } }: StepContext, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      for (const box of document.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)) {
        if (box.checked !== value.includes(box.value)) await user.click(box);
      }
      continue;
    }
    const element = control(name)!;
    if (element instanceof HTMLSelectElement) await user.selectOptions(element, String(value));
    else if (element.type === 'date') fireEvent.change(element, { target: { value } });
    else {
      // Cleared, then the whole value in one input (as pasted): the screen sees what a user's typing ends with,
      // without a render per character (which made the model paths the suite's slowest files).
      await user.clear(element);
      const text = String(value);
      if (value) await user.paste(text);
    }
  }
}

function expectValues(values: object) {
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    if (Array.isArray(value)) {
      const checked = [...document.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((box) => box.value);
      expect(checked, name).toEqual(value);
    } else if (control(name)) expect(control(name), name).toHaveValue(String(value));
  }
}

async function expectErrors(errors: Record<string, string>) {
  for (const [field, problem] of Object.entries(errors)) {
    const text = errorTexts[problem]?.[field];
    if (!text) throw new Error(`no expected text for ${field}: ${problem}`);
    const element = control(field);
    if (element && field !== 'offers') await vi.waitFor(() => expect(element).toHaveAccessibleDescription(text));
    else expect(await screen.findByText(text)).toBeInTheDocument();
  }
  if (Object.keys(errors).length) expect(screen.getByText('Please fix errors.')).toBeInTheDocument();
  else expect(screen.queryByText('Please fix errors.')).toBeNull();
}

function screenModel(form: TeamFormName): ScreenModel {
  const { ui, submit, another, sent, operation } = screens[form];
  const submitButton = () => screen.getByRole('button', { name: submit });
  return {
    operations: { send: operation },
    render: async (variant) => {
      const { captchaOn } = variant.input as { captchaOn: boolean };
      setStartUpSettings(captchaOn ? { ...startUpOff, captcha: { siteKey: 'test-key', scriptUrl: 'https://captcha.test/api.js' } } : startUpOff);
      return renderScreen(ui(), { path: `/${form}` });
    },
    events: {
      'form.change': async (event, context) => fill(context, valuesOf(event) as Record<string, unknown>),
      'form.trap': (event) => {
        fireEvent.change(control('website')!, { target: { value: (event as EventObject & { value: string }).value } });
        return Promise.resolve();
      },
      'form.captcha': async (event) => {
        await vi.waitFor(() => expect(captcha.solve).toBeDefined());
        captcha.solve!((event as EventObject & { token: string }).token);
      },
      'form.submit': async (_, { screen: { user } }) => user.click(submitButton()),
      'form.another': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: another })),
    },
    states: {
      editing: async (snapshot: TeamFormSnapshot) => {
        expectValues(snapshot.context.values);
        await expectErrors(snapshot.context.errors);
        expect(control('website')).toHaveValue(snapshot.context.website);
      },
      sending: async (snapshot: TeamFormSnapshot, { held }) => {
        expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
        const body = held.requests.filter((request) => request.operation === operation).at(-1)?.body as Record<string, unknown>;
        expect(body).toMatchObject({ language: 'en' });
        expect(body.captchaToken).toBe(snapshot.context.captchaToken);
        expect(body.website).toBe(snapshot.context.website || undefined);
      },
      sent: async () => {
        expect(await screen.findByText(sent)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: another })).toBeInTheDocument();
      },
      throttled: async (snapshot: TeamFormSnapshot) => {
        expect(await screen.findByRole('alert')).toHaveTextContent('You have sent us several requests in a short time. Please try again in an hour.');
        expectValues(snapshot.context.values);
      },
      failed: async (snapshot: TeamFormSnapshot) => {
        expect(await screen.findByRole('alert')).toHaveTextContent('Your request could not be sent. Please try again in a moment.');
        expectValues(snapshot.context.values);
      },
    },
  };
}

for (const form of ['contact', 'partner', 'concierge'] as const) {
  describe(`${form} form model`, () => {
    const paths = teamFormPaths(form);
    if (form === 'contact') {
      it('covers every state and every transition of the machine', () => {
        const { missingStates, missingTransitions } = coverage(teamFormModels[form], paths);
        expect(missingStates).toEqual([]);
        expect(missingTransitions).toEqual([]);
      });
    }
    const model = screenModel(form);
    for (const path of paths) {
      it(path.name, async () => {
        await walkPath(path, model);
      });
    }
  });
}
