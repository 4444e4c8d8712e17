import { Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FaqTopic } from '../../../openapi/generated/enums';
import { createContentActors } from '../../../machines/content/content.actors';
import { CONTENT_PAGE_SIZE, type ContentDeletion, type FaqEntryRecord, type ListFaqEntriesQuery, faqEntriesOf, isPageSelected, pageCount } from '../../../machines/content/content-lists';
import { ListChoice, ListSearchBox } from '../../components/ListFilters';
import { useListAddress } from '../../components/use-list-address';
import { useApi } from '../../core/api-context';
import { notify } from '../../core/toasts';
import { useLanguage } from '../../core/use-language';
import { DeletableListFrame } from '../manage/DeletableListFrame';
import { listState, useTeamList } from '../manage/use-team-list';
import { faqDeletionMessage, faqTopicLabels } from './content-messages';
import { FaqEntryRows, questionIn } from './FaqEntryRows';

/** The list's address: what /manage/help keeps in its query (validated by the route). */
export interface FaqEntriesSearch {
  search?: string;
  topic?: FaqTopic;
  page?: number;
}

export interface FaqEntriesScreenProps {
  search: FaqEntriesSearch;
  onSearchChange: (next: FaqEntriesSearch) => void;
  newLink: (children: ReactNode) => ReactNode;
  editLink: (item: FaqEntryRecord, children: ReactNode) => ReactNode;
}

/**
 * The help centre as the admins run it (machines/content/content-lists.ts on the team's list machine): in the help
 * centre's order (topic, then position), searched by question or address and filtered by topic, 30 a page; each entry
 * opened in its form; the ticked ones deleted after a confirmation.
 */
export function FaqEntriesScreen({ search, onSearchChange, newLink, editLink }: FaqEntriesScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const query: ListFaqEntriesQuery = { ...search, size: CONTENT_PAGE_SIZE };
  const [snapshot, send] = useTeamList(() => createContentActors(api).faqEntries, (result) => notify('positive', i18n._(faqDeletionMessage(result as ContentDeletion))), query);
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);
  const { total, selected, target, error } = snapshot.context;
  const items = faqEntriesOf(snapshot.context);
  const state = listState(snapshot);
  const named = target.length === 1 ? items.find((item) => item._id === target[0]) : undefined;

  return (
    <DeletableListFrame
      heading={<Trans>Help centre</Trans>}
      headingRef={headingRef}
      newLink={newLink}
      newLabel={<Trans>New entry</Trans>}
      filters={
        <>
          <ListSearchBox value={search.search ?? ''} label={t`Search the help centre`} placeholder={t`Question or address`} onSearch={(text) => goTo({ search: text.trim() || undefined })} />
          <ListChoice
            label={t`Topic`}
            value={search.topic ?? ''}
            options={[{ value: '', label: t`Every topic` }, ...FaqTopic.map((topic) => ({ value: topic, label: i18n._(faqTopicLabels[topic]) }))]}
            onChange={(topic) => goTo({ topic: (topic || undefined) as FaqTopic | undefined })}
          />
        </>
      }
      count={<Plural value={total} one="# entry" other="# entries" />}
      state={state}
      selected={selected.length}
      target={target.length}
      error={error}
      send={send}
      empty={items.length === 0}
      emptyText={search.search || search.topic ? <Trans>No entry matches these filters.</Trans> : <Trans>No entries yet.</Trans>}
      page={search.page ?? 1}
      pages={pageCount(snapshot.context)}
      onPage={onPage}
      confirmTitle={<Plural value={target.length} one="Delete this entry?" other="Delete # entries?" />}
      confirmSubject={named ? <Text fontWeight="semibold">{questionIn(named, language)}</Text> : null}
      confirmNote={<Trans>It is deleted in every language, and its link no longer opens an answer.</Trans>}
    >
      <FaqEntryRows items={items} selected={selected} pageSelected={isPageSelected(snapshot.context)} busy={state.busy} send={send} editLink={editLink} />
    </DeletableListFrame>
  );
}
