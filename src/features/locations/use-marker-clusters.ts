import { divIcon, latLng, marker as createMarker, latLngBounds, point, type Map as LeafletMap, type Marker } from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clusterByScreenDistance } from './map-clusters';

/** A marker on the map and the elements its label and popup are rendered into. */
export interface MarkerSlot {
  slug: string;
  marker: Marker;
  label: HTMLElement;
  popup: HTMLElement;
}

/** A marker standing for places too close to read apart at this zoom, and the element its label renders into. */
export interface ClusterSlot {
  key: string;
  slugs: string[];
  element: HTMLElement;
}

/** The places grouped at one zoom of the map; each grouping has a higher number than the one before. */
interface Grouping {
  number: number;
  groups: string[][];
}

/**
 * Places whose labels would overlap at the map's zoom are drawn as one cluster marker (their own markers hidden),
 * grouped again at each zoom; `zoomInOn` zooms in on a cluster's places and gives the focus to the first of them once
 * they are drawn (or to the smaller cluster that still holds it).
 */
export function useMarkerClusters(map: LeafletMap | undefined, slots: readonly MarkerSlot[]) {
  const [grouping, setGrouping] = useState<Grouping>({ number: 0, groups: [] });
  const [drawn, setDrawn] = useState<{ number: number; clusters: ClusterSlot[] }>({ number: 0, clusters: [] });
  const groupings = useRef(0);
  // The place the focus goes to, once the clusters of a grouping later than `after` are drawn.
  const focusNext = useRef<{ slug: string; after: number } | undefined>(undefined);

  useEffect(() => {
    if (!map || slots.length === 0) return;
    const regroup = () => {
      const zoom = map.getZoom();
      groupings.current += 1;
      const number = groupings.current;
      // A map not laid out yet has no zoom; at the deepest zoom nothing comes closer, so nothing is grouped.
      if (!Number.isFinite(zoom) || zoom >= map.getMaxZoom()) {
        setGrouping({ number, groups: slots.map(({ slug }) => [slug]) });
        return;
      }
      const points = slots.map(({ slug, marker }) => ({ slug, ...map.project(marker.getLatLng(), zoom) }));
      setGrouping({ number, groups: clusterByScreenDistance(points) });
    };
    regroup();
    map.on('zoomend', regroup);
    return () => void map.off('zoomend', regroup);
  }, [map, slots]);

  useEffect(() => {
    if (!map) return;
    const clustered = grouping.groups.filter((group) => group.length > 1);
    const hidden = new Set(clustered.flat());
    for (const slot of slots) {
      const hide = hidden.has(slot.slug);
      if (hide && slot.marker.isPopupOpen()) slot.marker.closePopup();
      slot.label.style.display = hide ? 'none' : '';
    }
    const made = clustered.map((slugs) => {
      const members = slots.filter((slot) => slugs.includes(slot.slug)).map((slot) => slot.marker.getLatLng());
      const centre = latLng(
        members.reduce((sum, at) => sum + at.lat, 0) / members.length,
        members.reduce((sum, at) => sum + at.lng, 0) / members.length,
      );
      const icon = divIcon({ className: 'azura-map-cluster', html: '', iconSize: undefined });
      const marker = createMarker(centre, { icon, keyboard: false, riseOnHover: true }).addTo(map);
      return { key: slugs.join(' '), slugs, marker, element: marker.getElement()! };
    });
    setDrawn({ number: grouping.number, clusters: made.map(({ key, slugs, element }) => ({ key, slugs, element })) });
    return () => {
      for (const { marker } of made) marker.remove();
    };
  }, [map, slots, grouping]);

  useEffect(() => {
    const next = focusNext.current;
    // The clusters of the zoom before may still be taking their turn (React runs their effects as late as the next
    // update, here the zoom itself): the focus waits for those drawn after it.
    if (!next || drawn.number <= next.after) return;
    focusNext.current = undefined;
    const cluster = drawn.clusters.find(({ slugs }) => slugs.includes(next.slug));
    const holder = cluster ? cluster.element : slots.find((slot) => slot.slug === next.slug)?.label;
    holder?.querySelector('button')?.focus({ preventScroll: true });
  }, [drawn, slots]);

  const zoomInOn = useCallback(
    (slugs: readonly string[]) => {
      if (!map) return;
      const bounds = latLngBounds(slots.filter((slot) => slugs.includes(slot.slug)).map((slot) => slot.marker.getLatLng()));
      // Deep enough for the places to fit the map with room for their labels, and always at least one step.
      const fits = map.getBoundsZoom(bounds, false, point(96, 96));
      const zoom = Math.min(map.getMaxZoom(), Math.max(map.getZoom() + 1, Number.isFinite(fits) ? fits : 0));
      // From the keyboard (the cluster's button has the focus), the focus follows to the places zoomed in on.
      if (document.activeElement?.closest('.azura-map-cluster')) focusNext.current = { slug: slugs[0]!, after: groupings.current };
      map.setView(bounds.getCenter(), zoom);
    },
    [map, slots],
  );

  return { clusters: drawn.clusters, zoomInOn };
}
