import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { PlaceCountry, PlaceSort, PlaceSortDefault } from '@/openapi/generated/enums';
import { definedOnly, listPage, listSort, listText, oneOf } from '@/src/components/list/list-search';
import { pageHead } from '@/src/core/head';
import { PlacesScreen, type PlacesSearch } from '@/src/features/places/PlacesScreen';

/** Keeps what the list understands from the address; anything else is dropped. */
export function validatePlacesSearch(search: Record<string, unknown>): PlacesSearch {
  return definedOnly<PlacesSearch>({
    search: listText(search.search),
    country: oneOf(search.country, PlaceCountry),
    sort: listSort(search.sort, PlaceSort, PlaceSortDefault),
    page: listPage(search.page),
  });
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
