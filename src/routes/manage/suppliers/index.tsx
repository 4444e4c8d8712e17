import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { SupplierTier } from '../../../../openapi/generated/enums';
import { pageHead } from '../../../core/head';
import { CompaniesScreen, type CompaniesSearch } from '../../../features/company/CompaniesScreen';

const sorts = ['newest', 'fleet'] as const;

/** Keeps what the list understands from the address; anything else is dropped. */
export function validateCompaniesSearch(search: Record<string, unknown>): CompaniesSearch {
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 80) : '';
  const page = Number(search.page);
  const pick = <T extends string>(value: unknown, allowed: readonly T[]) => (allowed.includes(value as T) ? (value as T) : undefined);
  const result: CompaniesSearch = {
    search: text || undefined,
    tier: pick(search.tier, SupplierTier),
    sort: pick(search.sort, sorts),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as CompaniesSearch;
}

export const Route = createFileRoute('/manage/suppliers/')({
  validateSearch: validateCompaniesSearch,
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Rental companies`, noIndex: true }),
  component: CompaniesRoute,
});

function CompaniesRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <CompaniesScreen
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
      newLink={(children) => (
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/manage/suppliers/new">{children}</Link>
        </Button>
      )}
      profileLink={(item, children) => (
        <ChakraLink asChild color="fg">
          <Link to="/manage/company" search={{ company: item._id }}>
            {children}
          </Link>
        </ChakraLink>
      )}
    />
  );
}
