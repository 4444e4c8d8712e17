import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { languages } from '../../../../config/languages';
import { pageHead } from '../../../core/head';
import { PostsScreen, type PostsSearch } from '../../../features/content/PostsScreen';

const sorts = ['oldest', 'slug'] as const;

/** Keeps what the list understands from the address; anything else is dropped. */
export function validatePostsSearch(search: Record<string, unknown>): PostsSearch {
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 80) : '';
  const page = Number(search.page);
  const pick = <T extends string>(value: unknown, allowed: readonly T[]) => (allowed.includes(value as T) ? (value as T) : undefined);
  const result: PostsSearch = {
    search: text || undefined,
    language: pick(search.language, languages),
    sort: pick(search.sort, sorts),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as PostsSearch;
}

export const Route = createFileRoute('/manage/blog/')({
  validateSearch: validatePostsSearch,
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Blog`, noIndex: true }),
  component: PostsRoute,
});

function PostsRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <PostsScreen
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
      newLink={(children) => (
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/manage/blog/new">{children}</Link>
        </Button>
      )}
      editLink={(item, children) => (
        <ChakraLink asChild color="fg">
          <Link to="/manage/blog/$id" params={{ id: item._id }}>
            {children}
          </Link>
        </ChakraLink>
      )}
    />
  );
}
