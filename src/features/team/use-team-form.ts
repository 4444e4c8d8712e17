import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { AnyActorLogic } from 'xstate';
import type { createTeamFormMachine } from '@/machines/team-form/team-form.machine';
import { useFocusFirstInvalid } from '@/src/components/form/use-focus-first-invalid';
import { useApi } from '@/src/core/api-context';
import { startUpSettings } from '@/src/core/start-up';
import { useSessionUser } from '@/src/core/session-context';
import { useLanguage } from '@/src/core/use-language';
import { createTeamFormActors } from '@/machines/team-form/team-form.actors';
import { teamFieldMessage, teamLabels, type TeamLabel } from '@/src/components/team-messages';

type TeamFormMachine<TDraft extends object, TField extends string> = ReturnType<typeof createTeamFormMachine<TDraft, TField, object>>;

/**
 * A team form's machine, with its operation as the `send` actor, the signed-in person's details to start from, and
 * each field's props (value, error text, focus on the first refused field).
 */
export function useTeamForm<TDraft extends object, TField extends TeamLabel>({
  machine,
  operation,
  fields,
  initial,
}: {
  machine: TeamFormMachine<TDraft, TField>;
  operation: keyof ReturnType<typeof createTeamFormActors>;
  fields: readonly TField[];
  /** What the form starts with for a signed-in person. */
  initial?: (user: { fullName: string; email: string; phone?: string | null }) => Partial<TDraft>;
}) {
  const { i18n } = useLingui();
  const api = useApi();
  const user = useSessionUser();
  const language = useLanguage();
  const logic = useMemo(() => machine.provide({ actors: { send: createTeamFormActors(api)[operation] as AnyActorLogic } }), [api, machine, operation]);
  const [snapshot, send] = useMachine(logic, {
    input: { captchaOn: startUpSettings().captcha !== null, guest: !user, language, initial: user && initial ? initial(user) : undefined },
  });
  const { context } = snapshot;
  const { fieldRef } = useFocusFirstInvalid<TField | 'captcha'>(context.attempt, context.errors, [...fields, 'captcha']);
  const errorOf = (name: TField | 'captcha') => {
    const problem = context.errors[name];
    return problem && i18n._(teamFieldMessage(name, problem, i18n._(teamLabels[name])));
  };
  const field = <K extends TField>(name: K) => ({
    name,
    label: i18n._(teamLabels[name]),
    value: (context.values as Record<string, unknown>)[name] as string,
    error: errorOf(name),
    inputRef: fieldRef(name),
    onChange: (value: unknown) => send({ type: 'form.change', values: { [name]: value } as Partial<TDraft> }),
  });
  const missing = fields.filter((name) => context.errors[name] === 'required').map((name) => i18n._(teamLabels[name]));
  return { snapshot, send, field, errorOf, missing, language, signedIn: Boolean(user) };
}
