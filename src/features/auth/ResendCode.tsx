import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventFrom, SnapshotFrom } from 'xstate';
import type { signInCodeMachine } from '@/machines/sign-in-code/sign-in-code.machine';
import { Notice } from './auth-layout';
import { signInCodeTexts } from './messages';

type Snapshot = SnapshotFrom<typeof signInCodeMachine>;

export interface ResendCodeProps {
  snapshot: Snapshot;
  send: (event: EventFrom<typeof signInCodeMachine>) => void;
}

/** "Send a new code": offered once the cool-down is over, with the seconds left until then. */
export function ResendCode({ snapshot, send }: ResendCodeProps) {
  const { i18n } = useLingui();
  const { resendIn, resent, email } = snapshot.context;
  const state = (name: 'coolingDown' | 'ready' | 'resending' | 'resendFailed' | 'tooManyCodes') =>
    snapshot.matches({ enteringCode: { resend: name } });
  const time = `${Math.floor(resendIn / 60)}:${String(resendIn % 60).padStart(2, '0')}`;

  return (
    <Stack gap="3" align="stretch">
      {state('coolingDown') && resent > 0 && (
        <Notice status="success">
          <Trans>
            We sent a new code to <Text as="strong">{email}</Text>. The previous one no longer works.
          </Trans>
        </Notice>
      )}
      {state('resendFailed') && <Notice status="error">{i18n._(signInCodeTexts.resendFailed)}</Notice>}
      {state('tooManyCodes') ? (
        <Notice status="error">{i18n._(signInCodeTexts.tooManyCodes)}</Notice>
      ) : (
        <Button
          variant="ghost"
          colorPalette="brand"
          width="full"
          disabled={state('coolingDown')}
          loading={state('resending')}
          loadingText={<Trans>Sending…</Trans>}
          onClick={() => send({ type: 'signInCode.resend' })}
        >
          {state('coolingDown') ? <Trans>Send a new code in {time}</Trans> : <Trans>Send a new code</Trans>}
        </Button>
      )}
    </Stack>
  );
}
