import { Avatar, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { createAvatarActors } from '@/machines/avatar/avatar.actors';
import { avatarMachine } from '@/machines/avatar/avatar.machine';
import type { User } from '@/openapi/types';
import { useApi } from '@/src/core/api-context';
import { ImageButton } from '@/src/components/form/ImageButton';
import { avatarErrorMessages } from './account-messages';
import { useAccountEffects } from './use-account-effects';

/**
 * The chosen file as an address to show (a data: URL read by a FileReader): nothing to release afterwards, and the
 * reader's answer comes in a callback. A preview read for another file is not shown.
 */
function usePreview(file: File | null): string | undefined {
  const [preview, setPreview] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : undefined;
}

/**
 * The account's avatar: the current one (the session's user, as the header shows it), a chosen one as a preview
 * before it is sent, replace and remove. The avatar machine holds the flow; the server re-encodes the image.
 */
export function AvatarEditor({ user }: { user: User }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const effects = useAccountEffects();
  const logic = useMemo(
    () => avatarMachine.provide({ actors: createAvatarActors(api), actions: { notifyUserChanged: effects.notifyUserChanged, notifySaved: effects.notifySaved } }),
    [api, effects],
  );
  const [snapshot, send] = useMachine(logic, { input: { user } });
  const { file, error } = snapshot.context;
  const preview = usePreview(file);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const busy = snapshot.hasTag('busy');
  const chosen = snapshot.matches('chosen');
  const shown = preview ?? user.avatar ?? undefined;

  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'center', sm: 'flex-start' }}>
      <Avatar.Root size="2xl" colorPalette="brand" boxSize="24" flexShrink="0">
        <Avatar.Fallback name={user.fullName} />
        {shown && <Avatar.Image src={shown} alt={chosen ? t`Preview of your new picture` : t`Your picture`} />}
      </Avatar.Root>
      <Stack gap="3" flex="1" align={{ base: 'center', sm: 'flex-start' }} textAlign={{ base: 'center', sm: 'start' }}>
        <Text color="fg.muted" fontSize="sm">
          <Trans>JPEG, PNG or WebP, up to 5 MB. It is cropped to a square.</Trans>
        </Text>
        <HStack gap="2" wrap="wrap" justify={{ base: 'center', sm: 'flex-start' }}>
          <ImageButton id={inputId} name="image" disabled={busy} errorId={error ? errorId : undefined} onChoose={(chosenFile) => send({ type: 'avatar.choose', file: chosenFile })}>
            <ImageUp aria-hidden="true" />
            {chosen || snapshot.context.hasAvatar ? <Trans>Choose another picture</Trans> : <Trans>Choose a picture</Trans>}
          </ImageButton>
          {(snapshot.matches('idle') || chosen || snapshot.matches('uploading')) && (
            <Button
              size="sm"
              colorPalette="brand"
              // Nothing chosen yet: saving only asks for an image, so it does not look like the next step.
              variant={chosen || snapshot.matches('uploading') ? 'solid' : 'outline'}
              loading={snapshot.matches('uploading')}
              loadingText={<Trans>Uploading…</Trans>}
              disabled={snapshot.matches('removing')}
              onClick={() => send({ type: 'avatar.upload' })}
            >
              <Trans>Save picture</Trans>
            </Button>
          )}
          {chosen && (
            <Button size="sm" variant="ghost" onClick={() => send({ type: 'avatar.discard' })}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          {(snapshot.can({ type: 'avatar.remove' }) || snapshot.matches('removing')) && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              loading={snapshot.matches('removing')}
              loadingText={<Trans>Removing…</Trans>}
              onClick={() => send({ type: 'avatar.remove' })}
            >
              <Trash2 aria-hidden="true" />
              <Trans>Remove picture</Trans>
            </Button>
          )}
        </HStack>
        {error && (
          <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
            {i18n._(avatarErrorMessages[error])}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}
