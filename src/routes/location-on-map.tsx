import { createFileRoute } from '@tanstack/react-router';
import { currentLanguage } from '../core/switch-language';
import { loadLocations } from '../features/locations/locations-data';
import { LocationMapScreen } from '../features/locations/LocationMapScreen';

/** The places of the catalogue on a map, and as a list of links. */
export const Route = createFileRoute('/location-on-map')({
  // A new language reloads the names of places.
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ deps, context }) => loadLocations(context.api, deps.language),
  component: LocationMapRoute,
});

function LocationMapRoute() {
  return <LocationMapScreen locations={Route.useLoaderData()} />;
}
