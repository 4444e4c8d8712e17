import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { type FormRules, formOf, recordFormMachine } from '@/machines/shared/record-form.machine';
import { changesSaved } from '@/src/components/form/form-messages';
import { handleError } from '@/src/core/errors';
import { i18n } from '@/src/core/i18n';
import { notify } from '@/src/core/toasts';

type RecordFormActors = Parameters<typeof recordFormMachine.provide>[0]['actors'];

/**
 * A record's form (machines/shared/record-form.machine.ts) on a screen: its actors (made once from the API), 'Changes
 * saved.' once saved, failures told by the error helper, the way back once done, and the focus on the first field in
 * error after each refused submit (its `name` attribute).
 */
export function useRecordForm<TValues, TField extends string, TProblem extends string, TRecord>(options: {
  id?: string;
  rules: FormRules<TValues, TField, TProblem, TRecord>;
  fields: readonly TField[];
  actors: () => RecordFormActors;
  onDone: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const done = useRef(options.onDone);
  useEffect(() => {
    done.current = options.onDone;
  });
  const logic = useMemo(
    () =>
      recordFormMachine.provide({
        actors: options.actors(),
        actions: {
          notifySaved: () => notify('positive', i18n._(changesSaved)),
          notifyFailure: (_, { error }) => handleError(error),
          leave: () => done.current(),
        },
      }),
    // The actors are made once a screen (from the API of its context).
    [],
  );
  const [snapshot, send] = useMachine(logic, { input: { id: options.id, rules: options.rules } });
  const form = formOf(snapshot.context, options.rules);

  useEffect(() => {
    if (form.attempt === 0) return;
    const first = options.fields.find((field) => form.errors[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [form.attempt]);

  const change = (values: Partial<TValues>) => send({ type: 'form.change', values: values });
  const state = snapshot.matches('starting') || snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'loadFailed' : 'form';
  return { snapshot, send, form, change, formRef, state, busy: snapshot.hasTag('busy') } as const;
}
