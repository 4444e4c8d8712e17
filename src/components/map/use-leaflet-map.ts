import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import { control, map as createMap, tileLayer, type Map as LeafletMap, type MapOptions } from 'leaflet';
import { useCallback, useEffect, useState, type RefCallback } from 'react';
import { readMapTiles } from '@/src/core/map-tiles';

/** Where a map looks while it has nothing to show: the western Mediterranean, where the places are. */
export const mediterranean = { center: [42, 6] as [number, number], zoom: 4 };

/**
 * A Leaflet map on the element the returned ref is given to, as every map of the app has it: the server's tiles and
 * their attribution, the zoom buttons named in the page's language, the wheel zooming only once the map has the focus
 * (so that scrolling the page never gets caught in it), and its size following its box. `view` is read once, when
 * the map is made. The map is made when the element is attached and removed when it is detached (the ref's cleanup);
 * the ref is the same function at every render, so the map lives as long as its element. Leaflet and its styles load
 * with the pages that show a map only (they import this hook).
 */
export function useLeafletMap(view: Pick<MapOptions, 'center' | 'zoom'>): [containerRef: RefCallback<HTMLDivElement>, map: LeafletMap | undefined] {
  const { t } = useLingui();
  const [map, setMap] = useState<LeafletMap>();
  // Where the map starts: later changes of `view` move it through the map itself.
  const [start] = useState(view);

  const containerRef = useCallback(
    (container: HTMLDivElement | null) => {
      if (!container) return;
      const tiles = readMapTiles();
      const leaflet = createMap(container, { ...start, zoomControl: false, attributionControl: false, scrollWheelZoom: false });
      control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(leaflet);
      tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(leaflet);
      leaflet.on('focus', () => leaflet.scrollWheelZoom.enable());
      leaflet.on('blur', () => leaflet.scrollWheelZoom.disable());
      const resize = new ResizeObserver(() => leaflet.invalidateSize());
      resize.observe(container);
      setMap(leaflet);
      return () => {
        resize.disconnect();
        leaflet.remove();
        setMap((current) => (current === leaflet ? undefined : current));
      };
    },
    [start],
  );

  useEffect(() => {
    if (!map) return;
    const zoom = control.zoom({ position: 'topleft', zoomInTitle: t`Zoom in`, zoomOutTitle: t`Zoom out` }).addTo(map);
    return () => void zoom.remove();
  }, [map, t]);

  return [containerRef, map];
}

/**
 * The box every map of the app is drawn in (spread on the Box that the hook's ref is given to): framed, its own stacking
 * context (Leaflet's panes reach z-index 1000: they stay under the sticky header), and Leaflet's own parts in the
 * app's type, colours and focus ring. A map adds its own rules after `css`.
 */
export const mapBoxProps = {
  role: 'region',
  w: 'full',
  borderWidth: '1px',
  borderColor: 'border.muted',
  overflow: 'hidden',
  isolation: 'isolate',
  css: {
    '&.leaflet-container': { fontFamily: 'body', fontSize: 'sm', bg: 'bg.muted' },
    '&.leaflet-container:focus-visible': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    '& .leaflet-control-attribution': { fontSize: 'xs' },
    '& .leaflet-control-attribution a': { color: '#0056b3' },
  },
} as const;
