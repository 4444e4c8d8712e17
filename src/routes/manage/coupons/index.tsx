import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { CouponStatus } from '../../../../openapi/generated/enums';
import { pageHead } from '../../../core/head';
import { CouponsScreen, type CouponsSearch } from '../../../features/coupons/CouponsScreen';

const sorts = ['code', 'endingSoon', 'mostUsed'] as const;

/** Keeps what the list understands from the address; anything else is dropped. */
export function validateCouponsSearch(search: Record<string, unknown>): CouponsSearch {
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 32) : '';
  const page = Number(search.page);
  const pick = <T extends string>(value: unknown, allowed: readonly T[]) => (allowed.includes(value as T) ? (value as T) : undefined);
  const result: CouponsSearch = {
    search: text || undefined,
    status: pick(search.status, CouponStatus),
    sort: pick(search.sort, sorts),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as CouponsSearch;
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
