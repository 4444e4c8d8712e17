import { Box, Button, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { AvatarProblem } from '@/machines/fleet/supplier-profile.machine';
import { ImageButton } from '@/src/components/form/ImageButton';
import { avatarProblemMessages } from './supplier-messages';

export interface SupplierAvatarFieldProps {
  name: string;
  avatar: string;
  hasOwnAvatar: boolean;
  /** 'sending' or 'removing' while the server works on it. */
  working?: 'sending' | 'removing';
  /** Nothing can change (the profile is being saved). */
  disabled: boolean;
  problem?: AvatarProblem;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/**
 * The supplier's avatar as drivers see it in lists (the screen calls it its logo), its own sent at once when chosen (no
 * Save needed) and removed back to the plate of initials. The server re-encodes it inside 240x120.
 */
export function SupplierAvatarField({ name, avatar, hasOwnAvatar, working, disabled, problem, onChoose, onRemove }: SupplierAvatarFieldProps) {
  const { i18n, t } = useLingui();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const busy = working !== undefined || disabled;
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'flex-start', sm: 'center' }}>
      <Box w="60" h="28" flexShrink="0" borderWidth="1px" borderRadius="lg" bg="white" display="flex" alignItems="center" justifyContent="center" p="3">
        <Image src={avatar} alt={t`Logo of ${name}`} maxW="full" maxH="full" objectFit="contain" opacity={working ? 0.5 : 1} />
      </Box>
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          <Trans>JPEG, PNG or WebP, up to 5 MB. Drivers see it beside your cars and yachts; it is saved as soon as you choose it.</Trans>
        </Text>
        <HStack gap="2" wrap="wrap">
          <ImageButton id={inputId} name="avatar" disabled={busy} busy={working === 'sending'} errorId={problem ? errorId : undefined} onChoose={onChoose}>
            <ImageUp aria-hidden="true" />
            {working === 'sending' ? <Trans>Uploading…</Trans> : hasOwnAvatar ? <Trans>Replace the logo</Trans> : <Trans>Upload a logo</Trans>}
          </ImageButton>
          {hasOwnAvatar && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled={busy && working !== 'removing'}
              loading={working === 'removing'}
              loadingText={<Trans>Removing…</Trans>}
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" />
              <Trans>Remove the logo</Trans>
            </Button>
          )}
        </HStack>
        {problem && (
          <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
            {i18n._(avatarProblemMessages[problem])}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}
