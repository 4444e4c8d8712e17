import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EventFrom, SnapshotFrom } from 'xstate';
import type { signUpMachine } from '@/machines/sign-up/sign-up.machine';
import { AuthCard, NetworkDownNotice, Notice, TextLink } from './auth-layout';
import { activationEmail, signUpFailures } from './messages';

/** What the sign-up says once it has sent the activation email, and when it fails. */

export type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>;
export type Send = (event: EventFrom<typeof signUpMachine>) => void;

/** The activation email is on its way: the notice, a resend, and what to do next (`children`). */
export function EmailSentNotice({ snapshot, send, children }: { snapshot: SignUpSnapshot; send: Send; children?: ReactNode }) {
  const { i18n } = useLingui();
  const email = snapshot.context.email.trim();
  const resent = snapshot.matches({ emailSent: 'resent' });
  return (
    <Stack gap="4">
      {/* A new notice after a resend, so that it is announced again. */}
      <Notice key={resent ? 'resent' : 'sent'} status="success" title={i18n._(activationEmail.sent)}>
        <Trans>
          We sent an activation link to <Text as="strong">{email}</Text>. It is valid for one day.
        </Trans>
      </Notice>
      {children}
      {snapshot.matches({ emailSent: 'resendFailed' }) && <Notice status="error">{i18n._(activationEmail.failed)}</Notice>}
      {(snapshot.can({ type: 'signUp.resendActivation' }) || snapshot.matches({ emailSent: 'resending' })) && (
        <Button
          variant="outline"
          size="lg"
          colorPalette="brand"
          loading={snapshot.matches({ emailSent: 'resending' })}
          loadingText={<Trans>Sending…</Trans>}
          onClick={() => send({ type: 'signUp.resendActivation' })}
        >
          <Trans>Resend activation email</Trans>
        </Button>
      )}
    </Stack>
  );
}

export function EmailSent({ snapshot, send, redirect }: { snapshot: SignUpSnapshot; send: Send; redirect?: string }) {
  const email = snapshot.context.email.trim();
  return (
    <AuthCard
      icon={MailCheck}
      tone="green"
      title={<Trans>Check your inbox</Trans>}
      footer={
        <Trans>
          Activated your account?{' '}
          <TextLink to="/sign-in" search={{ email, redirect }}>
            Sign in
          </TextLink>
        </Trans>
      }
    >
      <EmailSentNotice snapshot={snapshot} send={send}>
        {redirect && (
          <Text>
            <Trans>Your booking is kept: once your account is activated, sign in here and it continues where you left it.</Trans>
          </Text>
        )}
      </EmailSentNotice>
    </AuthCard>
  );
}

export function FailureNotice({ snapshot, send, redirect }: { snapshot: SignUpSnapshot; send: Send; redirect?: string }) {
  const { i18n } = useLingui();
  if (snapshot.matches('networkDown')) {
    return (
      <NetworkDownNotice onRetry={() => send({ type: 'signUp.retry' })} />
    );
  }
  if (snapshot.matches('emailTaken')) {
    const email = snapshot.context.email.trim();
    return (
      <Notice status="error" title={i18n._(signUpFailures.emailTaken)}>
        <Trans>
          <TextLink to="/sign-in" search={{ email, redirect }}>
            Sign in
          </TextLink>{' '}
          or{' '}
          <TextLink to="/forgot-password" search={{ email }}>
            reset your password
          </TextLink>
          .
        </Trans>
      </Notice>
    );
  }
  if (snapshot.matches('failed')) return <Notice status="error">{i18n._(signUpFailures.failed)}</Notice>;
  return null;
}

