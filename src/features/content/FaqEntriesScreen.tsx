import { Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FaqTopic, PageSizeDefault } from '@/openapi/generated/enums';
import { createContentActors } from '@/machines/content/content.actors';
import { type ContentDeletion, type FaqEntryRecord, type ListFaqEntriesQuery, faqEntriesOf } from '@/machines/content/content-lists';
import { ListChoice, ListSearchBox } from '@/src/components/ListFilters';
import { ListFrame } from '@/src/components/list/ListFrame';
import { backOfficeListKit, useBackOfficeList } from '@/src/components/list/use-back-office-list';
import { useListAddress } from '@/src/components/use-list-address';
import { useApi } from '@/src/core/api-context';
import { notify } from '@/src/core/toasts';
import { useLanguage } from '@/src/core/use-language';
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
 * The help centre as the admins run it (machines/content/content-lists.ts on the back office's list machine): in the help
 * centre's order (topic, then position), searched by question or address and filtered by topic, 30 a page; each entry
 * opened in its form; the ticked ones deleted after a confirmation.
 */
export function FaqEntriesScreen({ search, onSearchChange, newLink, editLink }: FaqEntriesScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const query: ListFaqEntriesQuery = { ...search, size: PageSizeDefault };
  const [snapshot, send] = useBackOfficeList(() => createContentActors(api).faqEntries, (result) => notify('positive', i18n._(faqDeletionMessage(result as ContentDeletion))), query);
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);
  const { total, target } = snapshot.context;
  const items = faqEntriesOf(snapshot.context);
  const kit = backOfficeListKit(snapshot, send);
  const named = target.length === 1 ? items.find((item) => item._id === target[0]) : undefined;

  return (
    <ListFrame
      heading={<Trans>Help centre</Trans>}
      headingRef={headingRef}
      newLinks={[{ key: 'entry', label: <Trans>New entry</Trans>, link: newLink }]}
      filters={
        <>
          <ListSearchBox value={search.search ?? ''} label={t`Search the help centre`} placeholder={t`Question or address`} onSearch={(text) => goTo({ search: text.trim() || undefined })} />
          <ListChoice
            label={t`Topic`}
            value={search.topic ?? ''}
            options={[{ value: '', label: t`Every topic` }, ...FaqTopic.map((topic) => ({ value: topic, label: i18n._(faqTopicLabels[topic]) }))]}
            onChange={(topic) => goTo({ topic: topic || undefined })}
          />
        </>
      }
      count={<Plural value={total} one="# entry" other="# entries" />}
      {...kit.frame}
      onDeleteSelection={kit.onDeleteSelection}
      empty={items.length === 0}
      emptyText={search.search || search.topic ? <Trans>No entry matches these filters.</Trans> : <Trans>No entries yet.</Trans>}
      page={search.page ?? 1}
      onPage={onPage}
      confirm={{
        ...kit.confirm,
        title: <Plural value={target.length} one="Delete this entry?" other="Delete # entries?" />,
        subject: named ? <Text fontWeight="semibold">{questionIn(named, language)}</Text> : null,
        note: <Trans>It is deleted in every language, and its link no longer opens an answer.</Trans>,
      }}
    >
      <FaqEntryRows items={items} selection={kit.selection} busy={kit.state.busy} onDelete={(item) => kit.onDelete(item._id)} editLink={editLink} />
    </ListFrame>
  );
}
