import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/src/core/head';
import { currentLanguage } from '@/src/core/switch-language';
import { loadLocations } from '@/src/features/locations/locations-data';
import { LocationMapScreen } from '@/src/features/locations/LocationMapScreen';

/** The places of the catalogue on a map, and as a list of links. */
export const Route = createFileRoute('/location-on-map')({
  // A new language reloads the names of places.
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ deps, context }) => loadLocations(context.api, deps.language),
  head: ({ match }) =>
    pageHead({
      title: t(match.context.i18n)`Our locations on a map`,
      description: t(match.context.i18n)`Every place where you can rent a car or charter a yacht with Azura, on a map and in a list, with the number of cars and yachts at each.`,
    }),
  component: LocationMapRoute,
});

function LocationMapRoute() {
  return <LocationMapScreen locations={Route.useLoaderData()} />;
}
