/**
 * The map's tiles: the server reads MAP_TILE_URL and MAP_TILE_ATTRIBUTION, writes them into the
 * page as meta tags, and the map of `/location-on-map` reads them there (the defaults without them,
 * as under the Vite dev server).
 */

/** OpenStreetMap's standard tiles (its operators ask for this host rather than the old a/b/c ones). */
export const defaultMapTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const defaultMapTileAttribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The names of the meta tags that carry the settings into the page. */
export const mapTileMeta = { url: 'azura-map-tile-url', attribution: 'azura-map-tile-attribution' } as const;

export interface MapTiles {
  /** A Leaflet tile URL template: `{s}`, `{z}`, `{x}`, `{y}`, `{r}`. */
  url: string;
  /** HTML shown in the map's corner, as the tile provider requires. */
  attribution: string;
}
