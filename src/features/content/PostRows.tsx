import { Box, Card, HStack, IconButton, Image, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { languages, type Language } from '@/config/languages';
import type { PostListItem } from '@/machines/content/content-lists';
import type { TeamListEvent } from '@/machines/shared/team-list.machine';
import { useFormat } from '@/src/components/format';
import { SelectBox } from '@/src/components/SelectBox';
import { useLanguage } from '@/src/core/use-language';
import { LanguageBadges } from './LanguageBadges';

export interface PostRowsProps {
  items: PostListItem[];
  selected: string[];
  pageSelected: boolean;
  busy: boolean;
  send: (event: TeamListEvent) => void;
  editLink: (item: PostListItem, children: ReactNode) => ReactNode;
}

/** The title a reader of `language` sees: theirs, else English, else the first written. */
export function titleIn(titles: PostListItem['titles'], language: Language): string {
  return titles[language] ?? titles.en ?? languages.map((other) => titles[other]).find(Boolean) ?? '';
}

/** The posts' page: a table from 960 px, cards below; each row ticked, opened or deleted. */
export function PostRows({ items, selected, pageSelected, busy, send, editLink }: PostRowsProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const { date } = useFormat();
  const written = (item: PostListItem) => languages.filter((other) => item.titles[other] !== undefined);
  const title = (item: PostListItem) => titleIn(item.titles, language);
  const cover = (item: PostListItem) => <Image src={item.coverUrl} alt="" w="16" h="11" objectFit="cover" borderRadius="md" flexShrink={0} bg="bg.muted" />;
  const heading = (item: PostListItem) => (
    <Stack gap="0.5" minW="0">
      <Text as="span" fontWeight="semibold">
        {editLink(item, title(item))}
      </Text>
      <Text fontSize="sm" color="fg.muted" fontFamily="mono" truncate>
        /blog/{item.slug}
      </Text>
    </Stack>
  );
  const tick = (item: PostListItem) => <SelectBox label={t`Select ${title(item)}`} checked={selected.includes(item._id)} onChange={() => send({ type: 'selection.toggle', id: item._id })} />;
  const remove = (item: PostListItem) => (
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t`Delete ${title(item)}`} disabled={busy} onClick={() => send({ type: 'change.ask', params: {}, ids: [item._id] })}>
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
                <Trans>Post</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Languages</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Published</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Author</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item._id} data-post={item.slug}>
                <Table.Cell>{tick(item)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="3">
                    {cover(item)}
                    {heading(item)}
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <LanguageBadges written={written(item)} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{date(item.publishedAt)}</Table.Cell>
                <Table.Cell>{item.author.name}</Table.Cell>
                <Table.Cell textAlign="end">{remove(item)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" display={{ base: 'grid', lg: 'none' }} aria-label={t`Posts`}>
        {items.map((item) => (
          <Card.Root as="li" key={item._id} size="sm" variant="outline" data-post={item.slug}>
            <Card.Body gap="3">
              <HStack justify="space-between" align="flex-start" gap="3">
                <HStack gap="3" align="flex-start" minW="0">
                  {tick(item)}
                  {heading(item)}
                </HStack>
                {remove(item)}
              </HStack>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <LanguageBadges written={written(item)} />
                <Text fontSize="sm" color="fg.muted">
                  {date(item.publishedAt)} · {item.author.name}
                </Text>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
