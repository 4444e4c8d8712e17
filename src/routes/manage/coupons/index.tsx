import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { CouponSort, CouponSortDefault, CouponStatus } from '@/openapi/generated/enums';
import { definedOnly, listPage, listSort, listText, oneOf } from '@/src/components/list/list-search';
import { pageHead } from '@/src/core/head';
import { CouponsScreen, type CouponsSearch } from '@/src/features/coupons/CouponsScreen';

/** Keeps what the list understands from the address; anything else is dropped. */
export function validateCouponsSearch(search: Record<string, unknown>): CouponsSearch {
  return definedOnly<CouponsSearch>({
    search: listText(search.search, 32),
    status: oneOf(search.status, CouponStatus),
    sort: listSort(search.sort, CouponSort, CouponSortDefault),
    page: listPage(search.page),
  });
}

export const Route = createFileRoute('/manage/coupons/')({
  validateSearch: validateCouponsSearch,
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Coupons`, noIndex: true }),
  component: CouponsRoute,
});

function CouponsRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <CouponsScreen
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
      newLink={(children) => (
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/manage/coupons/new">{children}</Link>
        </Button>
      )}
      editLink={(item, children) => (
        <ChakraLink asChild color="fg">
          <Link to="/manage/coupons/$id" params={{ id: item._id }}>
            {children}
          </Link>
        </ChakraLink>
      )}
    />
  );
}
