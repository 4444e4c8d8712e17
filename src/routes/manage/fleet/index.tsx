import { Button } from '@chakra-ui/react';
import { Link, createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { Availability, FleetSort, FleetSortDefault, VehicleKind } from '@/openapi/generated/enums';
import { definedOnly, listPage, listSort, listText, oneOf } from '@/src/components/list/list-search';
import { pageHead } from '@/src/core/head';
import { useSessionUser } from '@/src/core/session-context';
import { FleetScreen, type FleetSearch } from '@/src/features/cars/fleet/FleetScreen';

/** The back office's places and suppliers (its layout's loader). */
const manage = getRouteApi('/manage');

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Keeps what the list understands from the address; anything else is dropped. */
export function validateFleetSearch(search: Record<string, unknown>): FleetSearch {
  return definedOnly<FleetSearch>({
    search: listText(search.search),
    kind: oneOf(search.kind, VehicleKind),
    availability: oneOf(search.availability, Availability),
    sort: listSort(search.sort, FleetSort, FleetSortDefault),
    supplier: typeof search.supplier === 'string' && SLUG.test(search.supplier) ? search.supplier : undefined,
    page: listPage(search.page),
  });
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
  const search = Route.useSearch();
  if (!user) return null;
  return (
    <FleetScreen
      account={user}
      lookups={lookups}
      search={search}
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
