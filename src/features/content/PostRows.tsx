import { HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { languages, type Language } from '@/config/languages';
import type { PostListItem } from '@/machines/content/content-lists';
import { useFormat } from '@/src/components/format';
import { CardTop, RecordRows, type RowSelection } from '@/src/components/list/RecordRows';
import { useLanguage } from '@/src/core/use-language';
import { LanguageBadges } from './LanguageBadges';

export interface PostRowsProps {
  items: PostListItem[];
  selection: RowSelection;
  busy: boolean;
  onDelete: (item: PostListItem) => void;
  editLink: (item: PostListItem, children: ReactNode) => ReactNode;
}

/** The title a reader of `language` sees: theirs, else English, else the first written. */
export function titleIn(titles: PostListItem['titles'], language: Language): string {
  return titles[language] ?? titles.en ?? languages.map((other) => titles[other]).find(Boolean) ?? '';
}

/** The posts' page (the list kit's rows): each ticked, opened or deleted. */
export function PostRows({ items, selection, busy, onDelete, editLink }: PostRowsProps) {
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
  return (
    <RecordRows
      items={items}
      nameOf={title}
      label={t`Posts`}
      itemProps={(item) => ({ 'data-post': item.slug })}
      selection={selection}
      onDelete={onDelete}
      busy={busy}
      columns={[
        {
          key: 'post',
          header: <Trans>Post</Trans>,
          cell: (item) => (
            <HStack gap="3">
              {cover(item)}
              {heading(item)}
            </HStack>
          ),
        },
        { key: 'languages', header: <Trans>Languages</Trans>, cell: (item) => <LanguageBadges written={written(item)} /> },
        { key: 'published', header: <Trans>Published</Trans>, cell: (item) => date(item.publishedAt), cellProps: { whiteSpace: 'nowrap' } },
        { key: 'author', header: <Trans>Author</Trans>, cell: (item) => item.author.name },
      ]}
      card={(item, { tick, actions }) => (
        <>
          <CardTop tick={tick} actions={actions}>
            {heading(item)}
          </CardTop>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <LanguageBadges written={written(item)} />
            <Text fontSize="sm" color="fg.muted">
              {date(item.publishedAt)} · {item.author.name}
            </Text>
          </HStack>
        </>
      )}
    />
  );
}
