import { Badge, Box, Button, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Mail, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TeamRequestRecord } from '@/machines/inbox/inbox-list';
import type { BackOfficeListEvent } from '@/machines/shared/back-office-list.machine';
import { useFormat } from '@/src/components/format';
import { conciergeRequestLabels, partnerOfferLabels, teamLabels, type TeamLabel } from '@/src/components/team-messages';
import { requestKindLabels } from './inbox-messages';

/** The form fields shown, in the forms' order; the sender's name and email are the card's heading. */
const shownFields: TeamLabel[] = ['subject', 'message', 'supplier', 'contactName', 'phone', 'city', 'fleetSize', 'offers', 'requestType', 'startDate', 'endDate', 'place', 'guests', 'budget'];

/**
 * One request of the inbox, as the list kit's card body (its tick given): who sent it from which form and when, what
 * the form asked, and what to do with it.
 */
export function TeamRequestCard({ request, tick, busy, send }: { request: TeamRequestRecord; tick: ReactNode; busy: boolean; send: (event: BackOfficeListEvent) => void }) {
  const { i18n } = useLingui();
  const { dateTime, date } = useFormat();
  const valueOf = (field: TeamLabel, value: unknown): string => {
    if (field === 'offers' && Array.isArray(value)) return value.map((offer) => i18n._(partnerOfferLabels[offer as 'cars' | 'yachts'])).join(', ');
    if (field === 'requestType' && typeof value === 'string' && value in conciergeRequestLabels) return i18n._(conciergeRequestLabels[value as keyof typeof conciergeRequestLabels]);
    if ((field === 'startDate' || field === 'endDate') && typeof value === 'string') return date(value);
    if (field === 'budget' && typeof value === 'number') return i18n.number(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    return String(value);
  };
  const fields = shownFields.filter((field) => request.fields[field] !== undefined && request.fields[field] !== null && request.fields[field] !== '');
  const handled = request.handledAt !== null;
  return (
    <>
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <HStack gap="3" align="start" minW="0">
          <Box mt="1">{tick}</Box>
          <Box minW="0">
            <Text fontWeight="semibold">{request.name}</Text>
            <ChakraLink href={`mailto:${request.email}`} fontSize="sm" color="fg.muted" wordBreak="break-all">
              {request.email}
            </ChakraLink>
            <Text fontSize="xs" color="fg.muted">
              {dateTime(request.createdAt)} · {request.language.toUpperCase()}
            </Text>
          </Box>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Badge variant="outline">{i18n._(requestKindLabels[request.kind])}</Badge>
          <Badge variant="subtle" colorPalette={handled ? 'gray' : 'blue'}>
            {handled ? <Trans>Handled</Trans> : <Trans>New</Trans>}
          </Badge>
        </HStack>
      </HStack>
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="3">
        {fields.map((field) => (
          <Box key={field} gridColumn={field === 'message' ? { md: 'span 2' } : undefined}>
            <Text as="dt" fontSize="xs" color="fg.muted">
              {i18n._(teamLabels[field])}
            </Text>
            <Text as="dd" whiteSpace="pre-wrap" wordBreak="break-word">
              {valueOf(field, request.fields[field])}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Stack direction="row" gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <a href={`mailto:${request.email}`}>
            <Mail aria-hidden="true" />
            <Trans>Reply by email</Trans>
          </a>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => send({ type: 'change.apply', params: { action: 'handled', handled: !handled }, ids: [request._id] })}
        >
          {handled ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
          {handled ? <Trans>Mark as new</Trans> : <Trans>Mark as handled</Trans>}
        </Button>
      </Stack>
    </>
  );
}
