import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormSummary } from '@/src/components/form/FormSummary';
import { useTypedBeforeHydration } from '@/src/components/form/use-typed-before-hydration';
import { useHydrated } from '@/src/core/hydrated';
import { Captcha } from './Captcha';
import { Honeypot } from './Honeypot';
import { sending, teamFormFailed, teamFormThrottled } from '@/src/components/team-messages';
import type { Language } from '@/config/languages';

/** What the frame reads of a team form (use-team-form.ts). */
export interface TeamFormView {
  snapshot: {
    matches(state: 'sent' | 'throttled' | 'failed'): boolean;
    hasTag(tag: 'busy'): boolean;
    context: { values: object; errors: object; captchaToken?: string; website: string };
  };
  send: (
    event:
      | { type: 'form.submit' }
      | { type: 'form.another' }
      | { type: 'form.trap'; value: string }
      | { type: 'form.captcha'; token: string | undefined }
      | { type: 'form.change'; values: Record<string, unknown> },
  ) => void;
  errorOf: (name: 'captcha') => string | undefined;
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
 * What the three team forms share around their fields: the summary of errors, the server's refusals, the trap for
 * bots, the captcha when it is on, the submit button, and the thanks once sent.
 */
export function TeamFormFrame({ form, label, submitLabel, sentTitle, sentText, anotherLabel, children }: TeamFormFrameProps) {
  const { i18n } = useLingui();
  const { snapshot, send, errorOf, missing, language } = form;
  const { context } = snapshot;
  const hydrated = useHydrated();
  const formElement = useTypedBeforeHydration(context.values as Record<string, unknown>, (typed) => send({ type: 'form.change', values: typed }));
  const thanks = useRef<HTMLDivElement>(null);
  const sent = snapshot.matches('sent');
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
        {/* Sent by the page's script only (JSON, captcha): until it runs, the button is off and Enter sends nothing. */}
        <Button type="submit" disabled={!hydrated} colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={snapshot.hasTag('busy')} loadingText={i18n._(sending)}>
          {submitLabel}
        </Button>
        <Text color="fg.muted" fontSize="sm">
          <Trans>We use what you send only to answer you.</Trans>
        </Text>
      </Stack>
    </form>
  );
}
