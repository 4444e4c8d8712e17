import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { languages, type Language } from '@/config/languages';
import type { FaqEntryRecord } from '@/machines/content/content-lists';
import { CardTop, RecordRows, type RowSelection } from '@/src/components/list/RecordRows';
import { useLanguage } from '@/src/core/use-language';
import { faqTopicLabels } from './content-messages';
import { LanguageBadges } from './LanguageBadges';

export interface FaqEntryRowsProps {
  items: FaqEntryRecord[];
  selection: RowSelection;
  busy: boolean;
  onDelete: (item: FaqEntryRecord) => void;
  editLink: (item: FaqEntryRecord, children: ReactNode) => ReactNode;
}

/** The question a reader of `language` sees, else the first written. */
export function questionIn(item: FaqEntryRecord, language: Language): string {
  return item.translations[language]?.question ?? languages.map((other) => item.translations[other]?.question).find(Boolean) ?? item.anchor;
}

/** The help centre's entries (the list kit's rows): each ticked, opened or deleted. */
export function FaqEntryRows({ items, selection, busy, onDelete, editLink }: FaqEntryRowsProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const written = (item: FaqEntryRecord) => languages.filter((other) => item.translations[other] !== undefined);
  const question = (item: FaqEntryRecord) => questionIn(item, language);
  const heading = (item: FaqEntryRecord) => (
    <Stack gap="0.5" minW="0">
      <Text as="span" fontWeight="semibold">
        {editLink(item, question(item))}
      </Text>
      <Text fontSize="sm" color="fg.muted" fontFamily="mono" truncate>
        #{item.anchor}
      </Text>
    </Stack>
  );
  const topic = (item: FaqEntryRecord) => (
    <Badge size="sm" variant="subtle" colorPalette="blue">
      {i18n._(faqTopicLabels[item.topic])} · {item.position}
    </Badge>
  );
  return (
    <RecordRows
      items={items}
      nameOf={question}
      label={t`Help-centre entries`}
      itemProps={(item) => ({ 'data-entry': item.anchor })}
      selection={selection}
      onDelete={onDelete}
      busy={busy}
      columns={[
        { key: 'question', header: <Trans>Question</Trans>, cell: heading },
        { key: 'topic', header: <Trans>Topic and position</Trans>, cell: topic },
        { key: 'languages', header: <Trans>Languages</Trans>, cell: (item) => <LanguageBadges written={written(item)} /> },
      ]}
      card={(item, { tick, actions }) => (
        <>
          <CardTop tick={tick} actions={actions}>
            {heading(item)}
          </CardTop>
          <HStack justify="space-between" wrap="wrap" gap="2">
            {topic(item)}
            <LanguageBadges written={written(item)} />
          </HStack>
        </>
      )}
    />
  );
}
