import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { LogOut } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { createSignOutEverywhereActors } from '@/machines/sign-out-everywhere/sign-out-everywhere.actors';
import { signOutEverywhereMachine } from '@/machines/sign-out-everywhere/sign-out-everywhere.machine';
import type { User } from '@/openapi/types';
import { ConfirmDialog } from '@/src/components/ConfirmDialog';
import { useApi } from '@/src/core/api-context';
import { failureText } from '@/src/core/errors';

export interface SignOutEverywhereProps {
  user: User;
  /** Every session is gone: the route ends this one too and shows the sign-in page. */
  onSignedOut: () => void;
}

/** 'Sign out of every device', confirmed in a dialog first (the sign-out-everywhere machine). */
export function SignOutEverywhere({ user, onSignedOut }: SignOutEverywhereProps) {
  const { i18n } = useLingui();
  const api = useApi();
  // A new onSignedOut needs no new actor: useMachine hands the running one the latest implementations.
  const logic = useMemo(
    () => signOutEverywhereMachine.provide({ actors: createSignOutEverywhereActors(api), actions: { endSession: () => onSignedOut() } }),
    [api, onSignedOut],
  );
  const [snapshot, send] = useMachine(logic, { input: { userId: user._id } });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { failure } = snapshot.context;
  const email = user.email;
  return (
    <Stack gap="3" align="flex-start">
      <Text color="fg.muted" fontSize="sm">
        <Trans>Signs you out on this device and on every other one, such as a phone you lost. You sign in again with your password.</Trans>
      </Text>
      <Button ref={buttonRef} variant="outline" colorPalette="red" onClick={() => send({ type: 'signOutEverywhere.ask' })}>
        <LogOut aria-hidden="true" />
        <Trans>Sign out of every device</Trans>
      </Button>
      <ConfirmDialog
        open={snapshot.matches('confirming') || snapshot.matches('signingOut')}
        busy={snapshot.hasTag('busy')}
        title={<Trans>Sign out of every device?</Trans>}
        subject={<Trans>Every session of {email} ends, this one included.</Trans>}
        note={<Trans>Links we emailed you that are not used yet stop working too.</Trans>}
        error={failure ? failureText(i18n, failure) : undefined}
        confirmLabel={<Trans>Sign out everywhere</Trans>}
        onConfirm={() => send({ type: 'signOutEverywhere.confirm' })}
        onDismiss={() => send({ type: 'signOutEverywhere.cancel' })}
        finalFocus={() => buttonRef.current}
      />
    </Stack>
  );
}
