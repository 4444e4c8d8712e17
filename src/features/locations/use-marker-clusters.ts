import { divIcon, latLng, marker as createMarker, latLngBounds, point, type Map as LeafletMap, type Marker } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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

/** A cluster's marker, not on a map yet, and the element (inside its icon) its label renders into. */
interface ClusterMarker extends ClusterSlot {
  marker: Marker;
}

/**
 * Places whose labels would overlap at the map's zoom are drawn as one cluster marker (their own labels hidden: the
 * places of `hidden`), grouped again at each zoom; `zoomInOn` zooms in on a cluster's places and gives the focus to
 * the first of them once they are drawn (or to the smaller cluster that still holds it).
 */
export function useMarkerClusters(map: LeafletMap | undefined, slots: readonly MarkerSlot[]) {
  const [grouping, setGrouping] = useState<Grouping>({ number: 0, groups: [] });
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

  // The grouping's cluster markers, made with it (a marker off the map is only an object; the effect below puts them
  // on the map), each with an element of our own as its icon's content, so that their labels render with the grouping.
  const drawn = useMemo(() => {
    const clusters = grouping.groups.flatMap((slugs): ClusterMarker[] => {
      if (slugs.length < 2) return [];
      const members = slots.filter((slot) => slugs.includes(slot.slug)).map((slot) => slot.marker.getLatLng());
      if (members.length === 0) return [];
      const centre = latLng(
        members.reduce((sum, at) => sum + at.lat, 0) / members.length,
        members.reduce((sum, at) => sum + at.lng, 0) / members.length,
      );
      const element = document.createElement('div');
      const icon = divIcon({ className: 'azura-map-cluster', html: element, iconSize: undefined });
      const marker = createMarker(centre, { icon, keyboard: false, riseOnHover: true });
      return [{ key: slugs.join(' '), slugs, marker, element }];
    });
    return { number: grouping.number, clusters };
  }, [grouping, slots]);
  const hidden = useMemo(() => new Set(grouping.groups.filter((group) => group.length > 1).flat()), [grouping]);

  useEffect(() => {
    if (!map) return;
    for (const { marker } of drawn.clusters) marker.addTo(map);
    return () => {
      for (const { marker } of drawn.clusters) marker.remove();
    };
  }, [map, drawn]);

  // A place that joins a cluster takes its popup with it.
  useEffect(() => {
    for (const slot of slots) {
      if (hidden.has(slot.slug) && slot.marker.isPopupOpen()) slot.marker.closePopup();
    }
  }, [slots, hidden]);

  // Run after the effect that puts the clusters on the map (effects run in order): their labels are in the page.
  useEffect(() => {
    const next = focusNext.current;
    // A grouping of the zoom before may still be on its way to the page (made before the zoom, rendered after it):
    // the focus waits for the clusters of a grouping made after the zoom.
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

  return { clusters: drawn.clusters, hidden, zoomInOn };
}
