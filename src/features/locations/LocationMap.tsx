import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { divIcon, latLngBounds, marker as createMarker, type Map as LeafletMap } from 'leaflet';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Schemas } from '@/openapi/types';
import { mapBoxProps, mediterranean, useLeafletMap } from '@/src/components/map/use-leaflet-map';
import { ClusterLabel, MarkerLabel, MarkerPopup } from './MapMarkers';
import { useMarkerClusters, type MarkerSlot } from './use-marker-clusters';

type Location = Schemas['Location'];

export interface LocationMapProps {
  locations: Location[];
}

/**
 * The places on a Leaflet map (tiles from the server's settings). Each marker shows its numbers of
 * cars and yachts and opens a popup with links; places too close to read apart at a zoom are one
 * cluster marker that zooms in on them. Labels and popups are React, rendered into the elements
 * Leaflet creates, so they follow the language and use the router's links.
 */
/** A place's position on the map: what its marker is made from. */
type Point = Pick<Location, 'slug' | 'latitude' | 'longitude'>;

/**
 * A marker for each point, with the elements its label and popup are rendered into; not on a map yet (an effect
 * adds them). The label is an element of our own inside Leaflet's marker element, so that it outlives the marker's
 * removal from a map and its return (Strict Mode, a new map).
 */
function makeMarkerSlots(points: readonly Point[]): MarkerSlot[] {
  return points.map(({ slug, latitude, longitude }) => {
    const label = document.createElement('div');
    // Enter on the label is already its button's click: Leaflet's own Enter would toggle the popup twice.
    label.addEventListener('keypress', (event) => event.stopPropagation());
    // No size: the label sizes itself and is placed by CSS above the point.
    const icon = divIcon({ className: 'azura-map-marker', html: label, iconSize: undefined });
    const marker = createMarker([latitude, longitude], { icon, keyboard: false, riseOnHover: true });
    const popup = document.createElement('div');
    marker.bindPopup(popup, { closeButton: false, minWidth: 220, maxWidth: 280, autoPanPadding: [16, 16] });
    marker.on('popupopen', () => popup.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true }));
    marker.on('popupclose', () => {
      // Back to the marker when the focus was in the popup (Escape, the close button).
      if (popup.contains(document.activeElement) || document.activeElement === document.body) {
        label.querySelector('button')?.focus({ preventScroll: true });
      }
    });
    return { slug, marker, label, popup };
  });
}

/** `value` as it was when `key` last changed: a new value under the same key is not taken. */
function useKeptByKey<T>(key: string, value: T): T {
  const [kept, setKept] = useState({ key, value });
  if (kept.key === key) return kept.value;
  // A new key: kept during this render, as React does for state adjusted to new props.
  setKept({ key, value });
  return value;
}

export function LocationMap({ locations }: LocationMapProps) {
  const { t } = useLingui();
  const [containerRef, map] = useLeafletMap(mediterranean);

  // Markers are made again only when the places move, not when their names or counts change (a new language).
  const placesKey = locations.map(({ slug, latitude, longitude }) => `${slug}@${latitude},${longitude}`).join(' ');
  const points = useKeptByKey(
    placesKey,
    locations.map(({ slug, latitude, longitude }) => ({ slug, latitude, longitude })),
  );
  const slots = useMemo(() => makeMarkerSlots(points), [points]);
  // The map a view was fitted to the places on: places that change later (the page's data loaded again, a place
  // added meanwhile) get their markers and leave the view where the person has taken it.
  const fitted = useRef<LeafletMap | undefined>(undefined);
  useEffect(() => {
    if (!map) return;
    for (const { marker } of slots) marker.addTo(map);
    if (slots.length > 0 && fitted.current !== map) {
      fitted.current = map;
      const bounds = latLngBounds(slots.map(({ marker }) => marker.getLatLng()));
      // More room at the top: the labels stand above their points.
      map.fitBounds(bounds, { paddingTopLeft: [32, 56], paddingBottomRight: [32, 24], maxZoom: 10 });
    }
    return () => {
      for (const { marker } of slots) marker.remove();
    };
  }, [map, slots]);

  const { clusters, hidden, zoomInOn } = useMarkerClusters(map, slots);

  const bySlug = new Map(locations.map((location) => [location.slug, location]));
  return (
    <>
      <Box
        ref={containerRef}
        {...mapBoxProps}
        aria-label={t`Map of our locations`}
        h="full"
        borderRadius="2xl"
        css={{
          ...mapBoxProps.css,
          '& .leaflet-popup-content-wrapper, & .leaflet-popup-tip': { bg: 'bg.panel', color: 'fg' },
          '& .leaflet-popup-content': { margin: '3', lineHeight: '1.4' },
          // Leaflet colours every link of the map (unlayered CSS, over Chakra's recipes): the popup's are brand links.
          '& .leaflet-popup-content a': { color: 'brand.fg', textDecoration: 'none' },
        }}
      />
      {slots.map(({ slug, marker, label, popup }) => {
        const location = bySlug.get(slug);
        if (!location) return null;
        return (
          <Fragment key={slug}>
            {createPortal(
              <MarkerLabel location={location} hidden={hidden.has(slug)} onFocusChange={(focused) => marker.setZIndexOffset(focused ? 1000 : 0)} />,
              label,
            )}
            {createPortal(<MarkerPopup location={location} onClose={() => marker.closePopup()} />, popup)}
          </Fragment>
        );
      })}
      {clusters.map(({ key, slugs, element }) => {
        const places = slugs.flatMap((slug) => bySlug.get(slug) ?? []);
        return createPortal(<ClusterLabel places={places} onZoomIn={() => zoomInOn(slugs)} />, element, key);
      })}
    </>
  );
}
