import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormSummary } from '../../components/form/FormSummary';
import { Captcha } from './Captcha';
import { Honeypot } from './Honeypot';
import { sending, teamFormFailed, teamFormThrottled } from './team-messages';
import type { Language } from '../../../config/languages';

/** What the frame reads of a team form (use-team-form.ts). */
export interface TeamFormView {
  snapshot: {
    matches(state: 'sent' | 'throttled' | 'failed'): boolean;
    hasTag(tag: 'busy'): boolean;
    context: { values: object; errors: object; captchaToken?: string; website: string };
  };
  send(
    event:
      | { type: 'form.submit' }
      | { type: 'form.another' }
      | { type: 'form.trap'; value: string }
      | { type: 'form.captcha'; token: string | undefined }
      | { type: 'form.change'; values: Record<string, unknown> },
  ): void;
  errorOf(name: 'captcha'): string | undefined;
  missing: string[];
  language: Language;
}

export interface TeamFormFrameProps {
  form: TeamFormView;
  /** The accessible name of the form. */
  label: string;
  submitLabel: ReactNode;
  /** What the sender sees once the request is sent, and the action that opens a new form. */
  sentTitle: ReactNode;
  sentText: ReactNode;
  anotherLabel: ReactNode;
  children: ReactNode;
}

/**
 * What was typed into the server's page before it came alive (a slow phone): the fields whose text differs from the
 * form's, read once when the page hydrates, so that nothing typed is lost.
 */
function typedBeforeHydration(form: HTMLFormElement, values: Record<string, unknown>): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const name of Object.keys(values)) {
    const controls = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`)];
    if (controls.length === 0) continue;
    const value = Array.isArray(values[name])
      ? controls.filter((control) => control instanceof HTMLInputElement && control.checked).map((control) => control.value)
      : controls[0]!.value;
    if (JSON.stringify(value) !== JSON.stringify(values[name])) typed[name] = value;
  }
  return typed;
}

/**
 * What the three team forms share around their fields: the summary of errors, the server's refusals, the trap for
 * bots, the captcha when it is on, the submit button, and the thanks once sent.
 */
export function TeamFormFrame({ form, label, submitLabel, sentTitle, sentText, anotherLabel, children }: TeamFormFrameProps) {
  const { i18n } = useLingui();
  const { snapshot, send, errorOf, missing, language } = form;
  const { context } = snapshot;
  const formElement = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const sent = snapshot.matches('sent');
  useEffect(() => {
    if (!formElement.current) return;
    const typed = typedBeforeHydration(formElement.current, context.values as Record<string, unknown>);
    if (Object.keys(typed).length > 0) send({ type: 'form.change', values: typed });
    // Once, when the form first shows: later the form holds every keystroke.
  }, []);
  // The thanks replace the form: show them where the form was, and read them out.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);
  if (sent) {
    return (
      <Stack gap="4" role="status" aria-live="polite" ref={thanks} tabIndex={-1} outline="none" scrollMarginTop="24">
        <Alert.Root status="success" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{sentTitle}</Alert.Title>
            <Alert.Description>{sentText}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button variant="outline" alignSelf="flex-start" onClick={() => send({ type: 'form.another' })}>
          {anotherLabel}
        </Button>
      </Stack>
    );
  }
  const hasErrors = Object.keys(context.errors).length > 0;
  return (
    <form
      ref={formElement}
      noValidate
      aria-label={label}
      aria-busy={snapshot.hasTag('busy')}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <Stack gap="5" position="relative">
        {hasErrors && <FormSummary missing={missing} />}
        {snapshot.matches('throttled') && (
          <Alert.Root status="error" borderRadius="lg" role="alert">
            <Alert.Indicator />
            <Alert.Description>{i18n._(teamFormThrottled)}</Alert.Description>
          </Alert.Root>
        )}
        {snapshot.matches('failed') && (
          <Alert.Root status="error" borderRadius="lg" role="alert">
            <Alert.Indicator />
            <Alert.Description>{i18n._(teamFormFailed)}</Alert.Description>
          </Alert.Root>
        )}
        {children}
        <Honeypot value={context.website} onChange={(value) => send({ type: 'form.trap', value })} />
        <Captcha language={language} hasToken={Boolean(context.captchaToken)} error={errorOf('captcha')} onToken={(token) => send({ type: 'form.captcha', token })} />
        <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={snapshot.hasTag('busy')} loadingText={i18n._(sending)}>
          {submitLabel}
        </Button>
        <Text color="fg.muted" fontSize="sm">
          <Trans>We use what you send only to answer you.</Trans>
        </Text>
      </Stack>
    </form>
  );
}
