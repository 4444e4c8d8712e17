import { defaultMapTileAttribution, defaultMapTileUrl, mapTileMeta, type MapTiles } from '@/config/map-tiles';

/** The tiles the server chose (it writes them into the page as meta tags), else OpenStreetMap's. */
export function readMapTiles(document: Document = window.document): MapTiles {
  const read = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
  return {
    url: read(mapTileMeta.url) ?? defaultMapTileUrl,
    attribution: read(mapTileMeta.attribution) ?? defaultMapTileAttribution,
  };
}
