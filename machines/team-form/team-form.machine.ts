import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@/config/languages';
import type { TeamFormProblem, TeamFormProblems } from '@/domain/team-forms';
import { errorCodeOf, failureCode, notProvided } from '@/machines/shared/failure';
import { hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';
import { typeOf } from '@/machines/shared/type-of';

/**
 * The forms that reach the team (contact, work with us, concierge) share one flow: edit, check, send, sent; the
 * server may refuse fields, the captcha or a flood. Each form is this machine made with its own fields, rules and
 * request (contact.ts, partner.ts, concierge.ts); its `send` actor is the form's operation (sendEmail,
 * sendPartnerApplication, sendConciergeRequest: team-form.actors.ts).
 */

// Types

/** The form's own fields, and `captcha` when the captcha is on and not solved. */
export type TeamFormErrors<TField extends string> = TeamFormProblems<TField | 'captcha'>;

export interface TeamFormContext<TDraft, TField extends string> {
  values: TDraft;
  errors: TeamFormErrors<TField>;
  /** The captcha's answer, when it is on (a token is good for one request). */
  captchaToken?: string;
  captchaOn: boolean;
  /** A signed-in sender: the contact form does not ask for a name and an address. */
  guest: boolean;
  /** The page's: the acknowledgement is written in it. */
  language: Language;
  /** Counts refusals (the form's and the server's), so the screen can move focus to the first invalid field. */
  attempt: number;
  /** The field people never see; a bot fills it, and the server drops what it sends. */
  website: string;
}

export type TeamFormEvent<TDraft> =
  | { type: 'form.change'; values: Partial<TDraft> }
  | { type: 'form.captcha'; token: string | undefined }
  | { type: 'form.trap'; value: string }
  | { type: 'form.submit' }
  /** After a sent request, an empty form for another one. */
  | { type: 'form.another' };

export interface TeamFormInput<TDraft> {
  captchaOn: boolean;
  guest: boolean;
  language: Language;
  /** What the form starts with (the signed-in person's name and address). */
  initial?: Partial<TDraft>;
}

export interface TeamFormSpec<TDraft, TField extends string, TRequest extends object> {
  id: string;
  empty: TDraft;
  /** What stays after a request is sent: who is writing (their name, address, supplier). */
  keep: readonly (keyof TDraft)[];
  validate: (values: TDraft, options: { guest: boolean }) => TeamFormProblems<TField>;
  /** The form's own fields; the machine adds the captcha's answer and the trap's text when there are some. */
  toRequest: (values: TDraft, options: { guest: boolean; language: Language }) => TRequest;
}

/** The fields the server refused, as the contract's Error carries them (`fields`). */
function refusedFields(error: unknown): Record<string, TeamFormProblem> {
  const fields = typeof error === 'object' && error !== null && 'fields' in error ? (error as { fields?: unknown }).fields : undefined;
  if (!Array.isArray(fields)) return {};
  return Object.fromEntries(fields.map((entry: { field: string; problem: TeamFormProblem }) => [entry.field, entry.problem]));
}

// Machine

export function createTeamFormMachine<TDraft extends object, TField extends string, TRequest extends object>(spec: TeamFormSpec<TDraft, TField, TRequest>) {
  type Context = TeamFormContext<TDraft, TField>;
  const backToForm = {
    'form.change': { target: 'editing', actions: 'applyChange' },
    'form.captcha': { actions: 'applyCaptcha' },
    'form.trap': { actions: 'applyTrap' },
    'form.submit': { target: 'validating' },
  } as const;

  return setup({
    types: {
      context: typeOf<Context>(),
      events: typeOf<TeamFormEvent<TDraft>>(),
      input: typeOf<TeamFormInput<TDraft>>(),
    },
    actors: {
      // The request's type is the form's (TRequest, from toRequest); the machine only passes it on.
      send: fromPromise<void, unknown>(() => notProvided('send')),
    },
    guards: {
      hasErrors: ({ context }) => hasFieldErrors(context.errors),
      isFieldRefusal: (_, { error }: { error: unknown }) => failureCode(error) === 'VALIDATION_ERROR' && Object.keys(refusedFields(error)).length > 0,
      isCaptchaRefused: ({ event }) => errorCodeOf(event) === 'CAPTCHA_REQUIRED',
      isThrottled: ({ event }) => errorCodeOf(event) === 'TOO_MANY_ATTEMPTS',
    },
    actions: {
      applyChange: assign(({ context, event }) => {
        if (event.type !== 'form.change') return {};
        return { values: { ...context.values, ...event.values }, errors: withoutErrorsFor(context.errors, event.values) };
      }),
      applyCaptcha: assign(({ context, event }) => {
        if (event.type !== 'form.captcha') return {};
        return { captchaToken: event.token, errors: withoutErrorsFor(context.errors, { captcha: true }) };
      }),
      applyTrap: assign(({ event }) => (event.type === 'form.trap' ? { website: event.value } : {})),
      validateFields: assign(({ context }) => {
        const errors = { ...spec.validate(context.values, { guest: context.guest }) } as Context['errors'];
        if (context.captchaOn && !context.captchaToken) errors.captcha = 'required';
        return { errors, attempt: context.attempt + 1 };
      }),
      refuseFields: assign(({ context }, { error }: { error: unknown }) => ({
        errors: refusedFields(error) as Context['errors'],
        attempt: context.attempt + 1,
      })),
      /** The server did not take the captcha's answer: it is spent, a new one is needed. */
      refuseCaptcha: assign(({ context }) => ({ errors: { captcha: 'required' } as Context['errors'], captchaToken: undefined, attempt: context.attempt + 1 })),
      spendCaptcha: assign({ captchaToken: undefined }),
      clearForm: assign(({ context }) => ({
        values: { ...spec.empty, ...Object.fromEntries(spec.keep.map((field) => [field, context.values[field]])) },
        errors: {},
      })),
    },
  }).createMachine({
    id: spec.id,
    context: ({ input }) => ({
      values: { ...spec.empty, ...input.initial },
      errors: {},
      captchaOn: input.captchaOn,
      guest: input.guest,
      language: input.language,
      attempt: 0,
      website: '',
    }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'form.change': { actions: 'applyChange' },
          'form.captcha': { actions: 'applyCaptcha' },
          'form.trap': { actions: 'applyTrap' },
          'form.submit': { target: 'validating' },
        },
      },
      validating: {
        entry: 'validateFields',
        always: [{ guard: 'hasErrors', target: 'editing' }, { target: 'sending' }],
      },
      sending: {
        tags: ['busy'],
        invoke: {
          id: 'send',
          src: 'send',
          input: ({ context }: { context: Context }) => ({
            ...spec.toRequest(context.values, { guest: context.guest, language: context.language }),
            ...(context.captchaToken ? { captchaToken: context.captchaToken } : {}),
            ...(context.website ? { website: context.website } : {}),
          }),
          onDone: { target: 'sent', actions: ['clearForm', 'spendCaptcha'] },
          onError: [
            {
              guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) },
              target: 'editing',
              actions: [{ type: 'refuseFields', params: ({ event }) => ({ error: event.error }) }, 'spendCaptcha'],
            },
            { guard: 'isCaptchaRefused', target: 'editing', actions: 'refuseCaptcha' },
            { guard: 'isThrottled', target: 'throttled', actions: 'spendCaptcha' },
            { target: 'failed', actions: 'spendCaptcha' },
          ],
        },
      },
      sent: { on: { 'form.another': { target: 'editing' } } },
      throttled: { tags: ['error'], on: { ...backToForm } },
      failed: { tags: ['error'], on: { ...backToForm } },
    },
  });
}
