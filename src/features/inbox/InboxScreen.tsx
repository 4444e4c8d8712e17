import { Button } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Check, RotateCcw } from 'lucide-react';
import { PageSizeDefault, TeamRequestKind, type TeamRequestStatus } from '@/openapi/generated/enums';
import { type ListTeamRequestsQuery, createInboxActors, requestsOf } from '@/machines/inbox/inbox-list';
import { useApi } from '@/src/core/api-context';
import { notify } from '@/src/core/toasts';
import { ListChoice, ListSearchBox } from '@/src/components/ListFilters';
import { ListFrame } from '@/src/components/list/ListFrame';
import { PageTick, RecordRows } from '@/src/components/list/RecordRows';
import { backOfficeListKit, useBackOfficeList } from '@/src/components/list/use-back-office-list';
import { useListAddress } from '@/src/components/use-list-address';
import { TeamRequestCard } from './TeamRequestCard';
import { inboxChangeMessage, requestKindLabels } from './inbox-messages';

/** The inbox's address: what /manage/inbox keeps in its query (validated by the route). */
export interface InboxSearch {
  search?: string;
  kind?: TeamRequestKind;
  status?: TeamRequestStatus;
  page?: number;
}

/**
 * The team's inbox (the back office's list machine, on the list kit's cards at every width): what reached the team through
 * its forms (contact, Work with us, concierge), newest first, each with what its form asked; answered by email, marked
 * handled or new, deleted.
 */
export function InboxScreen({ search, onSearchChange }: { search: InboxSearch; onSearchChange: (next: InboxSearch) => void }) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const query: ListTeamRequestsQuery = { ...search, size: PageSizeDefault };
  const [snapshot, send] = useBackOfficeList(() => createInboxActors(api), (result, params) => notify('positive', i18n._(inboxChangeMessage(result as { updated?: number; deleted?: number }, params.handled === true))), query);
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);

  const { total, target } = snapshot.context;
  const items = requestsOf(snapshot.context);
  const kit = backOfficeListKit(snapshot, send);
  const busy = kit.state.busy;

  return (
    <ListFrame
      heading={<Trans>Inbox</Trans>}
      headingRef={headingRef}
      narrow
      filters={
        <>
          <ListSearchBox value={search.search ?? ''} label={t`Search the inbox`} placeholder={t`Name or email`} onSearch={(text) => goTo({ search: text.trim() || undefined })} />
          <ListChoice
            label={t`Form`}
            value={search.kind ?? ''}
            options={[{ value: '', label: t`Every form` }, ...TeamRequestKind.map((kind) => ({ value: kind, label: i18n._(requestKindLabels[kind]) }))]}
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
        </>
      }
      count={<Plural value={total} one="# request" other="# requests" />}
      pageTick={<PageTick selection={kit.selection} disabled={items.length === 0} />}
      {...kit.frame}
      bulkActions={
        <>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => send({ type: 'change.apply', params: { action: 'handled', handled: true } })}>
            <Check aria-hidden="true" />
            <Trans>Mark as handled</Trans>
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => send({ type: 'change.apply', params: { action: 'handled', handled: false } })}>
            <RotateCcw aria-hidden="true" />
            <Trans>Mark as new</Trans>
          </Button>
        </>
      }
      onDeleteSelection={() => send({ type: 'change.ask', params: { action: 'delete' } })}
      empty={items.length === 0}
      emptyText={search.search || search.kind || search.status ? <Trans>No request matches these filters.</Trans> : <Trans>The inbox is empty.</Trans>}
      page={search.page ?? 1}
      onPage={onPage}
      confirm={{
        ...kit.confirm,
        // Marking handled runs without a confirmation: only a deletion keeps it open while it runs.
        open: snapshot.matches('confirming') || (snapshot.matches('changing') && snapshot.context.params.action === 'delete'),
        title: <Plural value={target.length} one="Delete this request?" other="Delete # requests?" />,
        subject: null,
        note: <Trans>Deleted requests cannot be brought back; the emails already sent stay in the team’s mailbox.</Trans>,
      }}
    >
      <RecordRows
        items={items}
        nameOf={(request) => request.name}
        tickLabel={(request) => t`Select the request of ${request.name}`}
        label={t`Requests`}
        itemProps={(request) => ({ 'data-request': request.email, opacity: request.handledAt !== null ? 0.85 : 1 })}
        selection={kit.selection}
        card={(request, { tick }) => <TeamRequestCard request={request} tick={tick} busy={busy} send={send} />}
      />
    </ListFrame>
  );
}
