import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type FormRules, type FormValues, type RecordFormActors, createRecordFormMachine } from '@/machines/shared/record-form.machine';
import { changesSaved } from '@/src/components/form/form-messages';
import { handleError } from '@/src/core/errors';
import { useLatestCallback } from '@/src/core/use-latest-callback';
import { notify } from '@/src/core/toasts';
import type { RecordFormFrameProps } from './RecordFormFrame';

/**
 * A record's form (machines/shared/record-form.machine.ts) on a screen: its actors (made once from the API), 'Changes
 * saved.' once saved, failures told by the error helper, the way back once done, and the focus on the first field in
 * error after each refused submit (its `name` attribute).
 */
export function useRecordForm<TValues extends FormValues, TField extends string, TProblem extends string, TRecord>(options: {
  id?: string;
  rules: FormRules<TValues, TField, TProblem, TRecord>;
  fields: readonly TField[];
  actors: () => RecordFormActors<TValues, TRecord>;
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const done = useLatestCallback(options.onDone);
  // The actors are made once a screen (from the API of its context).
  const [logic] = useState(() =>
    createRecordFormMachine<TValues, TField, TProblem, TRecord>().provide({
      actors: options.actors(),
      actions: {
        notifySaved: () => notify('positive', i18n._(changesSaved)),
        notifyFailure: (_, { error }) => handleError(error),
        leave: () => done(),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { id: options.id, rules: options.rules } });
  const form = snapshot.context;

  const focusFirstInvalid = useEffectEvent(() => {
    const first = options.fields.find((field) => form.errors[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  });
  // Only a refused submit moves the focus (typing must not).
  useEffect(() => {
    if (form.attempt > 0) focusFirstInvalid();
  }, [form.attempt]);

  const change = (values: Partial<TValues>) => send({ type: 'form.change', values });
  const state: RecordFormFrameProps['state'] = snapshot.matches('starting') || snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'loadFailed' : 'form';
  const busy = snapshot.hasTag('busy');
  /** What RecordFormFrame takes of the form, alike on every record screen: spread on it. */
  const frame = {
    state,
    error: form.error,
    busy,
    refused: Object.keys(form.errors).length > 0,
    formRef,
    onRetry: () => send({ type: 'form.retry' }),
    onSubmit: () => send({ type: 'form.submit' }),
    onCancel: options.onDone,
  };
  return { snapshot, send, form, change, formRef, state, busy, frame } as const;
}
