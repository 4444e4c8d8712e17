import { Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { UserListStatus, UserSort, UserSortDefault, UserType } from '@/openapi/generated/enums';
import { definedOnly, listPage, listSort, listText, oneOf } from '@/src/components/list/list-search';
import { pageHead } from '@/src/core/head';
import { UsersScreen, type UsersSearch } from '@/src/features/users/UsersScreen';

/** Keeps what the list understands from the address; anything else is dropped. */
export function validateUsersSearch(search: Record<string, unknown>): UsersSearch {
  return definedOnly<UsersSearch>({
    search: listText(search.search),
    type: oneOf(search.type, UserType),
    status: oneOf(search.status, UserListStatus),
    sort: listSort(search.sort, UserSort, UserSortDefault),
    page: listPage(search.page),
  });
}

export const Route = createFileRoute('/manage/users/')({
  validateSearch: validateUsersSearch,
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Users`, noIndex: true }),
  component: UsersRoute,
});

function UsersRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <UsersScreen
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
      viewLink={(item, children) => (
        <ChakraLink asChild color="fg" fontWeight="medium">
          <Link to="/manage/users/$id" params={{ id: item._id }}>
            {children}
          </Link>
        </ChakraLink>
      )}
    />
  );
}
