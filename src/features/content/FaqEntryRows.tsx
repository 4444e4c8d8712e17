import { Badge, Box, Card, HStack, IconButton, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { languages, type Language } from '@/config/languages';
import type { FaqEntryRecord } from '@/machines/content/content-lists';
import type { TeamListEvent } from '@/machines/shared/team-list.machine';
import { SelectBox } from '@/src/components/SelectBox';
import { useLanguage } from '@/src/core/use-language';
import { faqTopicLabels } from './content-messages';
import { LanguageBadges } from './LanguageBadges';

export interface FaqEntryRowsProps {
  items: FaqEntryRecord[];
  selected: string[];
  pageSelected: boolean;
  busy: boolean;
  send: (event: TeamListEvent) => void;
  editLink: (item: FaqEntryRecord, children: ReactNode) => ReactNode;
}

/** The question a reader of `language` sees, else the first written. */
export function questionIn(item: FaqEntryRecord, language: Language): string {
  return item.translations[language]?.question ?? languages.map((other) => item.translations[other]?.question).find(Boolean) ?? item.anchor;
}

/** The help centre's entries: a table from 960 px, cards below; each row ticked, opened or deleted. */
export function FaqEntryRows({ items, selected, pageSelected, busy, send, editLink }: FaqEntryRowsProps) {
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
  const tick = (item: FaqEntryRecord) => <SelectBox label={t`Select ${question(item)}`} checked={selected.includes(item._id)} onChange={() => send({ type: 'selection.toggle', id: item._id })} />;
  const remove = (item: FaqEntryRecord) => (
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t`Delete ${question(item)}`} disabled={busy} onClick={() => send({ type: 'change.ask', params: {}, ids: [item._id] })}>
      <Trash2 aria-hidden="true" />
    </IconButton>
  );
  return (
    <>
      <Box display={{ base: 'none', lg: 'block' }}>
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10">
                <SelectBox label={t`Select the page`} checked={pageSelected} onChange={() => send({ type: 'selection.togglePage' })} />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Question</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Topic and position</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Languages</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item._id} data-entry={item.anchor}>
                <Table.Cell>{tick(item)}</Table.Cell>
                <Table.Cell>{heading(item)}</Table.Cell>
                <Table.Cell>{topic(item)}</Table.Cell>
                <Table.Cell>
                  <LanguageBadges written={written(item)} />
                </Table.Cell>
                <Table.Cell textAlign="end">{remove(item)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" display={{ base: 'grid', lg: 'none' }} aria-label={t`Help-centre entries`}>
        {items.map((item) => (
          <Card.Root as="li" key={item._id} size="sm" variant="outline" data-entry={item.anchor}>
            <Card.Body gap="3">
              <HStack justify="space-between" align="flex-start" gap="3">
                <HStack gap="3" align="flex-start" minW="0">
                  {tick(item)}
                  {heading(item)}
                </HStack>
                {remove(item)}
              </HStack>
              <HStack justify="space-between" wrap="wrap" gap="2">
                {topic(item)}
                <LanguageBadges written={written(item)} />
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
