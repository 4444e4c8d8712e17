import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { languages } from '@/config/languages';
import { PostSort, PostSortDefault } from '@/openapi/generated/enums';
import { definedOnly, listPage, listSort, listText, oneOf } from '@/src/components/list/list-search';
import { pageHead } from '@/src/core/head';
import { PostsScreen, type PostsSearch } from '@/src/features/content/PostsScreen';

/** Keeps what the list understands from the address; anything else is dropped. */
export function validatePostsSearch(search: Record<string, unknown>): PostsSearch {
  return definedOnly<PostsSearch>({
    search: listText(search.search),
    language: oneOf(search.language, languages),
    sort: listSort(search.sort, PostSort, PostSortDefault),
    page: listPage(search.page),
  });
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
