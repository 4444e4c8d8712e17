import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { CompanySort, CompanySortDefault, SupplierTier } from '@/openapi/generated/enums';
import { definedOnly, listPage, listSort, listText, oneOf } from '@/src/components/list/list-search';
import { pageHead } from '@/src/core/head';
import { CompaniesScreen, type CompaniesSearch } from '@/src/features/company/CompaniesScreen';

/** Keeps what the list understands from the address; anything else is dropped. */
export function validateCompaniesSearch(search: Record<string, unknown>): CompaniesSearch {
  return definedOnly<CompaniesSearch>({
    search: listText(search.search),
    tier: oneOf(search.tier, SupplierTier),
    sort: listSort(search.sort, CompanySort, CompanySortDefault),
    page: listPage(search.page),
  });
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
