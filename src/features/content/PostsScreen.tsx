import { Trans, Plural, useLingui } from '@lingui/react/macro';
import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { languages, type Language } from '@/config/languages';
import { createContentActors } from '@/machines/content/content.actors';
import { PageSizeDefault, PostSort, PostSortDefault } from '@/openapi/generated/enums';
import { type ContentDeletion, type ListPostsQuery, type PostListItem, postsOf } from '@/machines/content/content-lists';
import { ListChoice, ListSearchBox } from '@/src/components/ListFilters';
import { ListFrame } from '@/src/components/list/ListFrame';
import { sortChoices } from '@/src/components/list/list-search';
import { backOfficeListKit, useBackOfficeList } from '@/src/components/list/use-back-office-list';
import { useListAddress } from '@/src/components/use-list-address';
import { useApi } from '@/src/core/api-context';
import { notify } from '@/src/core/toasts';
import { useLanguage } from '@/src/core/use-language';
import { languageLabels, postDeletionMessage } from './content-messages';
import { PostRows, titleIn } from './PostRows';

/** The list's address: what /manage/blog keeps in its query (validated by the route). */
export interface PostsSearch {
  search?: string;
  language?: Language;
  sort?: Exclude<PostSort, typeof PostSortDefault>;
  page?: number;
}

export interface PostsScreenProps {
  search: PostsSearch;
  onSearchChange: (next: PostsSearch) => void;
  newLink: (children: ReactNode) => ReactNode;
  editLink: (item: PostListItem, children: ReactNode) => ReactNode;
}

/**
 * The blog as the admins run it (machines/content/content-lists.ts on the back office's list machine): searched by title, tag
 * or address and by the language written in, newest first, 30 a page; each post opened in its form; the ticked ones
 * deleted after a confirmation.
 */
export function PostsScreen({ search, onSearchChange, newLink, editLink }: PostsScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const query: ListPostsQuery = { ...search, size: PageSizeDefault };
  const [snapshot, send] = useBackOfficeList(() => createContentActors(api).posts, (result) => notify('positive', i18n._(postDeletionMessage(result as ContentDeletion))), query);
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);
  const { total, target } = snapshot.context;
  const items = postsOf(snapshot.context);
  const kit = backOfficeListKit(snapshot, send);
  const named = target.length === 1 ? items.find((item) => item._id === target[0]) : undefined;

  return (
    <ListFrame
      heading={<Trans>Blog</Trans>}
      headingRef={headingRef}
      newLinks={[{ key: 'post', label: <Trans>New post</Trans>, link: newLink }]}
      filters={
        <>
          <ListSearchBox value={search.search ?? ''} label={t`Search the posts`} placeholder={t`Title, tag or address`} onSearch={(text) => goTo({ search: text.trim() || undefined })} />
          <ListChoice
            label={t`Written in`}
            value={search.language ?? ''}
            options={[{ value: '', label: t`Any language` }, ...languages.map((other) => ({ value: other, label: i18n._(languageLabels[other]) }))]}
            onChange={(written) => goTo({ language: written || undefined })}
          />
          <ListChoice
            label={t`Sort by`}
            value={search.sort ?? ''}
            options={sortChoices(PostSort, PostSortDefault, { newest: t`Newest first`, oldest: t`Oldest first`, slug: t`Address` })}
            onChange={(sort) => goTo({ sort: sort || undefined })}
          />
        </>
      }
      count={<Plural value={total} one="# post" other="# posts" />}
      {...kit.frame}
      onDeleteSelection={kit.onDeleteSelection}
      empty={items.length === 0}
      emptyText={search.search || search.language ? <Trans>No post matches these filters.</Trans> : <Trans>No posts yet.</Trans>}
      page={search.page ?? 1}
      onPage={onPage}
      confirm={{
        ...kit.confirm,
        title: <Plural value={target.length} one="Delete this post?" other="Delete # posts?" />,
        subject: named ? <Text fontWeight="semibold">{titleIn(named.titles, language)}</Text> : null,
        note: <Trans>It is deleted in every language, and its page no longer opens.</Trans>,
      }}
    >
      <PostRows items={items} selection={kit.selection} busy={kit.state.busy} onDelete={(item) => kit.onDelete(item._id)} editLink={editLink} />
    </ListFrame>
  );
}
