import { Box, Button, HStack, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, ExternalLink, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { LicenceCheck } from '@/openapi/generated/enums';
import type { IdentityDocument } from '@/machines/users/user-view.machine';
import { loadDocumentImage } from '@/machines/users/users.actors';
import { useApi } from '@/src/core/api-context';
import { useFormat } from '@/src/components/format';
import { LoadingSpinner } from '@/src/components/PageSpinner';

export interface UserLicenceSectionProps {
  userId: string;
  name: string;
  licence: LicenceCheck;
  documents: IdentityDocument[];
  busy: boolean;
  working: boolean;
  onVerify: (verified: boolean) => void;
}

/** The image, read with the session's token (an img cannot send it) and shown from memory; let go when it changes. */
function useDocumentImage(userId: string, documentId: string | undefined) {
  const api = useApi();
  // What was read, with what it was read for: another image shows as loading until its own answer.
  const [state, setState] = useState<{ api: typeof api; userId: string; documentId: string; url?: string; failed: boolean }>();
  useEffect(() => {
    if (!documentId) return;
    const controller = new AbortController();
    let url: string | undefined;
    loadDocumentImage(api, userId, documentId, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ api, userId, documentId, url, failed: false });
      },
      () => setState({ api, userId, documentId, failed: true }),
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, userId, documentId]);
  return state && state.api === api && state.userId === userId && state.documentId === documentId ? { url: state.url, failed: state.failed } : { failed: false };
}

/**
 * An account's driving licence image, as its owner sent it, with the admin's check behind the verified badge: verify
 * it, or take the verification back. A new image from the owner waits for a new check.
 */
export function UserLicenceSection({ userId, name, licence, documents, busy, working, onVerify }: UserLicenceSectionProps) {
  const { t } = useLingui();
  const { dateTime } = useFormat();
  const document = documents.find((item) => item.kind === 'licence');
  const image = useDocumentImage(userId, document?._id);
  if (!document) {
    return (
      <Text color="fg.muted">
        <Trans>No licence picture yet. Drivers add one when a company asks for it as they book.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="4">
      <Box borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg.muted" maxW="md">
        {image.url ? (
          <Image src={image.url} alt={t`Driving licence of ${name}`} w="full" maxH="80" objectFit="contain" />
        ) : image.failed ? (
          <Text p="4" color="fg.error" role="alert">
            <Trans>The picture could not be loaded.</Trans>
          </Text>
        ) : (
          <LoadingSpinner size="md" py="0" h="48" />
        )}
      </Box>
      <Text fontSize="sm" color="fg.muted">
        <Trans>Sent on {dateTime(document.createdAt)}.</Trans>{' '}
        {image.url && (
          <ChakraLink href={image.url} target="_blank" rel="noopener" color="fg.link">
            <Trans>Open it full size</Trans>
            <ExternalLink size="14" aria-hidden="true" />
          </ChakraLink>
        )}
      </Text>
      <HStack gap="3" wrap="wrap">
        {licence === 'verified' ? (
          <>
            <Text color="green.fg" fontWeight="medium" display="inline-flex" alignItems="center" gap="1.5">
              <BadgeCheck size="18" aria-hidden="true" />
              <Trans>Verified: the account shows the verified badge.</Trans>
            </Text>
            <Button size="sm" variant="outline" disabled={busy && !working} loading={working} onClick={() => onVerify(false)}>
              <Undo2 aria-hidden="true" />
              <Trans>Take back the verification</Trans>
            </Button>
          </>
        ) : (
          <Button size="sm" colorPalette="green" disabled={busy && !working} loading={working} onClick={() => onVerify(true)}>
            <BadgeCheck aria-hidden="true" />
            <Trans>Verify the licence</Trans>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
