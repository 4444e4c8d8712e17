import { Trans, Plural, useLingui } from '@lingui/react/macro';
import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { languages, type Language } from '../../../config/languages';
import { createContentActors } from '../../../machines/content/content.actors';
import { CONTENT_PAGE_SIZE, type ContentDeletion, type ListPostsQuery, type PostListItem, isPageSelected, pageCount, postsOf } from '../../../machines/content/content-lists';
import { ListChoice, ListSearchBox } from '../../components/ListFilters';
import { useListAddress } from '../../components/use-list-address';
import { useApi } from '../../core/api-context';
import { notify } from '../../core/toasts';
import { useLanguage } from '../../core/use-language';
import { DeletableListFrame } from '../manage/DeletableListFrame';
import { listState, useTeamList } from '../manage/use-team-list';
import { languageLabels, postDeletionMessage } from './content-messages';
import { PostRows, titleIn } from './PostRows';

/** The list's address: what /manage/blog keeps in its query (validated by the route). */
export interface PostsSearch {
  search?: string;
  language?: Language;
  sort?: 'oldest' | 'slug';
  page?: number;
}

export interface PostsScreenProps {
  search: PostsSearch;
  onSearchChange: (next: PostsSearch) => void;
  newLink: (children: ReactNode) => ReactNode;
  editLink: (item: PostListItem, children: ReactNode) => ReactNode;
}

/**
 * The blog as the admins run it (machines/content/content-lists.ts on the team's list machine): searched by title, tag
 * or address and by the language written in, newest first, 30 a page; each post opened in its form; the ticked ones
 * deleted after a confirmation.
 */
export function PostsScreen({ search, onSearchChange, newLink, editLink }: PostsScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const query: ListPostsQuery = { ...search, size: CONTENT_PAGE_SIZE };
  const [snapshot, send] = useTeamList(() => createContentActors(api).posts, (result) => notify('positive', i18n._(postDeletionMessage(result as ContentDeletion))), query);
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);
  const { total, selected, target, error } = snapshot.context;
  const items = postsOf(snapshot.context);
  const state = listState(snapshot);
  const named = target.length === 1 ? items.find((item) => item._id === target[0]) : undefined;

  return (
    <DeletableListFrame
      heading={<Trans>Blog</Trans>}
      headingRef={headingRef}
      newLink={newLink}
      newLabel={<Trans>New post</Trans>}
      filters={
        <>
          <ListSearchBox value={search.search ?? ''} label={t`Search the posts`} placeholder={t`Title, tag or address`} onSearch={(text) => goTo({ search: text.trim() || undefined })} />
          <ListChoice
            label={t`Written in`}
            value={search.language ?? ''}
            options={[{ value: '', label: t`Any language` }, ...languages.map((other) => ({ value: other, label: i18n._(languageLabels[other]) }))]}
            onChange={(written) => goTo({ language: (written || undefined) as Language | undefined })}
          />
          <ListChoice
            label={t`Sort by`}
            value={search.sort ?? ''}
            options={[
              { value: '', label: t`Newest first` },
              { value: 'oldest', label: t`Oldest first` },
              { value: 'slug', label: t`Address` },
            ]}
            onChange={(sort) => goTo({ sort: (sort || undefined) as PostsSearch['sort'] })}
          />
        </>
      }
      count={<Plural value={total} one="# post" other="# posts" />}
      state={state}
      selected={selected.length}
      target={target.length}
      error={error}
      send={send}
      empty={items.length === 0}
      emptyText={search.search || search.language ? <Trans>No post matches these filters.</Trans> : <Trans>No posts yet.</Trans>}
      page={search.page ?? 1}
      pages={pageCount(snapshot.context)}
      onPage={onPage}
      confirmTitle={<Plural value={target.length} one="Delete this post?" other="Delete # posts?" />}
      confirmSubject={named ? <Text fontWeight="semibold">{titleIn(named.titles, language)}</Text> : null}
      confirmNote={<Trans>It is deleted in every language, and its page no longer opens.</Trans>}
    >
      <PostRows items={items} selected={selected} pageSelected={isPageSelected(snapshot.context)} busy={state.busy} send={send} editLink={editLink} />
    </DeletableListFrame>
  );
}
