import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { PlaceCountry } from '../../../../openapi/generated/enums';
import { pageHead } from '../../../core/head';
import { PlacesScreen, type PlacesSearch } from '../../../features/places/PlacesScreen';

const sorts = ['country', 'mostCars'] as const;

/** Keeps what the list understands from the address; anything else is dropped. */
export function validatePlacesSearch(search: Record<string, unknown>): PlacesSearch {
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 80) : '';
  const page = Number(search.page);
  const pick = <T extends string>(value: unknown, allowed: readonly T[]) => (allowed.includes(value as T) ? (value as T) : undefined);
  const result: PlacesSearch = {
    search: text || undefined,
    country: pick(search.country, PlaceCountry),
    sort: pick(search.sort, sorts),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as PlacesSearch;
}

export const Route = createFileRoute('/manage/places/')({
  validateSearch: validatePlacesSearch,
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Places`, noIndex: true }),
  component: PlacesRoute,
});

function PlacesRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <PlacesScreen
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
      newLink={(children) => (
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/manage/places/new">{children}</Link>
        </Button>
      )}
      editLink={(item, children) => (
        <ChakraLink asChild color="fg">
          <Link to="/manage/places/$id" params={{ id: item._id }}>
            {children}
          </Link>
        </ChakraLink>
      )}
    />
  );
}
