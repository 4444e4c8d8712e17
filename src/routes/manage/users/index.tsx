import { Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { UserType } from '../../../../openapi/generated/enums';
import { pageHead } from '../../../core/head';
import { UsersScreen, type UsersSearch } from '../../../features/users/UsersScreen';

const statuses = ['active', 'suspended', 'notActivated', 'licenceToVerify'] as const;
const sorts = ['oldest', 'name', 'email'] as const;

/** Keeps what the list understands from the address; anything else is dropped. */
export function validateUsersSearch(search: Record<string, unknown>): UsersSearch {
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 80) : '';
  const page = Number(search.page);
  const pick = <T extends string>(value: unknown, allowed: readonly T[]) => (allowed.includes(value as T) ? (value as T) : undefined);
  const result: UsersSearch = {
    search: text || undefined,
    type: pick(search.type, UserType),
    status: pick(search.status, statuses),
    sort: pick(search.sort, sorts),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as UsersSearch;
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
