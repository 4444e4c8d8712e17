import { Button } from '@chakra-ui/react';
import { Link, createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '../../../core/head';
import { useSessionUser } from '../../../core/session-context';
import { FleetScreen, type FleetSearch } from '../../../features/cars/fleet/FleetScreen';

/** The back office's places and companies (its layout's loader). */
const manage = getRouteApi('/manage');

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Keeps what the list understands from the address; anything else is dropped. */
export function validateFleetSearch(search: Record<string, unknown>): FleetSearch {
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 80) : '';
  const page = Number(search.page);
  const pick = <T extends string>(value: unknown, allowed: readonly T[]) => (allowed.includes(value as T) ? (value as T) : undefined);
  const result: FleetSearch = {
    search: text || undefined,
    kind: pick(search.kind, ['car', 'yacht'] as const),
    availability: pick(search.availability, ['available', 'unavailable'] as const),
    sort: pick(search.sort, ['name', 'priceLow', 'priceHigh'] as const),
    supplier: typeof search.supplier === 'string' && SLUG.test(search.supplier) ? search.supplier : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as FleetSearch;
}

export const Route = createFileRoute('/manage/fleet/')({
  validateSearch: validateFleetSearch,
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Fleet`, noIndex: true }),
  component: FleetRoute,
});

function FleetRoute() {
  const user = useSessionUser();
  const navigate = useNavigate({ from: Route.fullPath });
  const lookups = manage.useLoaderData();
  if (!user) return null;
  return (
    <FleetScreen
      account={user}
      lookups={lookups}
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
      newLink={(kind, children) => (
        <Button asChild size="sm" colorPalette="brand" variant={kind === 'car' ? 'solid' : 'outline'}>
          {kind === 'car' ? <Link to="/manage/fleet/cars/new">{children}</Link> : <Link to="/manage/fleet/yachts/new">{children}</Link>}
        </Button>
      )}
      editLink={(item, children, label) =>
        item.kind === 'car' ? (
          <Link to="/manage/fleet/cars/$id" params={{ id: item._id }} aria-label={label}>
            {children}
          </Link>
        ) : (
          <Link to="/manage/fleet/yachts/$id" params={{ id: item._id }} aria-label={label}>
            {children}
          </Link>
        )
      }
    />
  );
}
