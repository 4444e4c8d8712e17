import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { SupplierSort, SupplierSortDefault, SupplierTier } from '@/openapi/generated/enums';
import { definedOnly, listPage, listSort, listText, oneOf } from '@/src/components/list/list-search';
import { pageHead } from '@/src/core/head';
import { SuppliersScreen, type SuppliersSearch } from '@/src/features/suppliers/SuppliersScreen';

/** Keeps what the list understands from the address; anything else is dropped. */
export function validateSuppliersSearch(search: Record<string, unknown>): SuppliersSearch {
  return definedOnly<SuppliersSearch>({
    search: listText(search.search),
    tier: oneOf(search.tier, SupplierTier),
    sort: listSort(search.sort, SupplierSort, SupplierSortDefault),
    page: listPage(search.page),
  });
}

export const Route = createFileRoute('/manage/suppliers/')({
  validateSearch: validateSuppliersSearch,
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Rental companies`, noIndex: true }),
  component: SuppliersRoute,
});

function SuppliersRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <SuppliersScreen
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
      newLink={(children) => (
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/manage/suppliers/new">{children}</Link>
        </Button>
      )}
      profileLink={(item, children) => (
        <ChakraLink asChild color="fg">
          <Link to="/manage/supplier" search={{ supplier: item._id }}>
            {children}
          </Link>
        </ChakraLink>
      )}
    />
  );
}
