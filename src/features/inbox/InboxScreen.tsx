import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Check, RotateCcw, Trash2 } from 'lucide-react';
import type { TeamRequestKind } from '../../../openapi/generated/enums';
import { INBOX_PAGE_SIZE, type ListTeamRequestsQuery, createInboxActors, isPageSelected, pageCount, requestsOf } from '../../../machines/inbox/inbox-list';
import { useApi } from '../../core/api-context';
import { notify } from '../../core/toasts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListChoice, ListSearchBox } from '../../components/ListFilters';
import { ListResults } from '../../components/ListResults';
import { useTeamList } from '../manage/use-team-list';
import { useListAddress } from '../../components/use-list-address';
import { TeamRequestCard } from './TeamRequestCard';
import { inboxChangeMessage, requestKindLabels } from './inbox-messages';
import { SelectBox } from '../../components/SelectBox';

/** The inbox's address: what /manage/inbox keeps in its query (validated by the route). */
export interface InboxSearch {
  search?: string;
  kind?: TeamRequestKind;
  status?: 'new' | 'handled';
  page?: number;
}

const kinds: TeamRequestKind[] = ['contact', 'partner', 'concierge'];

/**
 * The team's inbox (the team's list machine): what reached the team through its forms (contact, Work with us,
 * concierge), newest first, each with what its form asked; answered by email, marked handled or new, deleted.
 */
export function InboxScreen({ search, onSearchChange }: { search: InboxSearch; onSearchChange: (next: InboxSearch) => void }) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const query: ListTeamRequestsQuery = { ...search, size: INBOX_PAGE_SIZE };
  const [snapshot, send] = useTeamList(() => createInboxActors(api), (result, params) => notify('positive', i18n._(inboxChangeMessage(result as { updated?: number; deleted?: number }, params.handled === true))), query);
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);

  const { total, selected, target, error } = snapshot.context;
  const items = requestsOf(snapshot.context);
  const loading = snapshot.matches('loading');
  const busy = snapshot.hasTag('busy');

  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="5">
        <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight" outline="none">
          <Trans>Inbox</Trans>
        </Heading>

        <Stack as="section" aria-label={t`Filters`} direction={{ base: 'column', md: 'row' }} gap="3" wrap="wrap">
          <ListSearchBox value={search.search ?? ''} label={t`Search the inbox`} placeholder={t`Name or email`} onSearch={(text) => goTo({ search: text.trim() || undefined })} />
          <ListChoice
            label={t`Form`}
            value={search.kind ?? ''}
            options={[{ value: '', label: t`Every form` }, ...kinds.map((kind) => ({ value: kind, label: i18n._(requestKindLabels[kind]) }))]}
            onChange={(kind) => goTo({ kind: kind || undefined })}
          />
          <ListChoice
            label={t`Status`}
            value={search.status ?? ''}
            options={[
              { value: '', label: t`Every status` },
              { value: 'new', label: t`New` },
              { value: 'handled', label: t`Handled` },
            ]}
            onChange={(status) => goTo({ status: status || undefined })}
          />
        </Stack>

        <HStack justify="space-between" wrap="wrap" gap="3" minH="10">
          <HStack gap="3">
            <SelectBox label={t`Select the page`} checked={isPageSelected(snapshot.context)} disabled={items.length === 0} onChange={() => send({ type: 'selection.togglePage' })} />
            <Text role="status" aria-live="polite" fontWeight="semibold">
              {loading && items.length === 0 ? <Trans>Loading…</Trans> : snapshot.matches('failed') ? null : <Plural value={total} one="# request" other="# requests" />}
            </Text>
          </HStack>
          {selected.length > 0 && (
            <HStack gap="2" wrap="wrap" role="group" aria-label={t`Selection`}>
              <Text fontSize="sm" color="fg.muted">
                <Plural value={selected.length} one="# selected" other="# selected" />
              </Text>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => send({ type: 'change.apply', params: { action: 'handled', handled: true } })}>
                <Check aria-hidden="true" />
                <Trans>Mark as handled</Trans>
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => send({ type: 'change.apply', params: { action: 'handled', handled: false } })}>
                <RotateCcw aria-hidden="true" />
                <Trans>Mark as new</Trans>
              </Button>
              <Button size="sm" colorPalette="red" disabled={busy} onClick={() => send({ type: 'change.ask', params: { action: 'delete' } })}>
                <Trash2 aria-hidden="true" />
                <Trans>Delete selection ({selected.length})</Trans>
              </Button>
            </HStack>
          )}
        </HStack>

        <ListResults
          loading={loading}
          failed={snapshot.matches('failed')}
          error={error}
          onRetry={() => send({ type: 'list.retry' })}
          empty={items.length === 0}
          emptyText={search.search || search.kind || search.status ? <Trans>No request matches these filters.</Trans> : <Trans>The inbox is empty.</Trans>}
          page={search.page ?? 1}
          pages={pageCount(snapshot.context)}
          onPage={onPage}
        >
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t`Requests`}>
            {items.map((request) => (
              <TeamRequestCard key={request._id} request={request} selected={selected.includes(request._id)} busy={busy} send={send} />
            ))}
          </Stack>
        </ListResults>
      </Stack>
      <ConfirmDialog
        open={snapshot.matches('confirming') || (snapshot.matches('changing') && snapshot.context.params.action === 'delete')}
        busy={snapshot.matches('changing')}
        title={<Plural value={target.length} one="Delete this request?" other="Delete # requests?" />}
        subject={null}
        note={<Trans>Deleted requests cannot be brought back; the emails already sent stay in the team’s mailbox.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => send({ type: 'change.confirm' })}
        onDismiss={() => send({ type: 'change.cancel' })}
        finalFocus={() => headingRef.current}
      />
    </Container>
  );
}
