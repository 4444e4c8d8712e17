import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { divIcon, marker as createMarker, type LeafletMouseEvent, type Marker } from 'leaflet';
import { Crosshair } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { mapBoxProps, mediterranean, useLeafletMap } from '@/src/components/map/use-leaflet-map';

export interface PlacePickerProps {
  /** The point the form's fields name; none while they do not name one. */
  point?: { latitude: number; longitude: number };
  onPick: (point: { latitude: number; longitude: number }) => void;
}

const PLACE_ZOOM = 12;

/**
 * The map picker of the place form: a click (or a tap) on the map moves the pin there, the pin can be dragged, and
 * the keyboard pans the map (arrows, + and -) and puts the pin at its centre with the button below. The fields
 * above stay the precise way; the pin follows what is typed in them.
 */
export function PlacePicker({ point, onPick }: PlacePickerProps) {
  const { t } = useLingui();
  const [containerRef, map] = useLeafletMap(point ? { center: [point.latitude, point.longitude], zoom: PLACE_ZOOM } : mediterranean);
  const pin = useRef<Marker>(undefined);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    if (!map) return;
    const onClick = (event: LeafletMouseEvent) => pick.current({ latitude: event.latlng.lat, longitude: event.latlng.lng });
    map.on('click', onClick);
    return () => void map.off('click', onClick);
  }, [map]);

  // The pin follows the fields: made at the first point, moved after, and brought into view when it leaves it.
  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    if (!map) return;
    if (latitude === undefined || longitude === undefined) {
      pin.current?.remove();
      pin.current = undefined;
      return;
    }
    if (!pin.current) {
      const icon = divIcon({ className: 'azura-place-pin', html: '', iconSize: [22, 22] });
      pin.current = createMarker([latitude, longitude], { icon, draggable: true, keyboard: false }).addTo(map);
      pin.current.on('dragend', () => {
        const at = pin.current!.getLatLng();
        pick.current({ latitude: at.lat, longitude: at.lng });
      });
    } else {
      pin.current.setLatLng([latitude, longitude]);
    }
    if (!map.getBounds().contains([latitude, longitude])) map.setView([latitude, longitude], Math.max(map.getZoom(), PLACE_ZOOM));
  }, [map, latitude, longitude]);

  return (
    <Box>
      <Box
        ref={containerRef}
        {...mapBoxProps}
        aria-label={t`Map: click to put the place's pin`}
        h={{ base: '64', md: '80' }}
        borderRadius="lg"
        cursor="crosshair"
        css={{
          ...mapBoxProps.css,
          '& .azura-place-pin': { bg: 'brand.solid', borderRadius: 'full', border: '3px solid white', boxShadow: '0 0 0 2px rgba(0,0,0,0.45)', cursor: 'grab' },
        }}
      />
      <HStack justify="space-between" wrap="wrap" gap="2" mt="2">
        <Text fontSize="sm" color="fg.muted">
          <Trans>Click the map or drag the pin; with the keyboard, move the map and put the pin at its centre.</Trans>
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={!map}
          onClick={() => {
            const centre = map!.getCenter();
            pick.current({ latitude: centre.lat, longitude: centre.lng });
          }}
        >
          <Crosshair aria-hidden="true" />
          <Trans>Put the pin at the map's centre</Trans>
        </Button>
      </HStack>
    </Box>
  );
}
