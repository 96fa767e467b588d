import 'maplibre-gl/dist/maplibre-gl.css';
import type { LatLng } from '@marketplace/core/geo/distance';
import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { mapStyleOf } from '../../../lib/map-style';
import styles from './store-place.module.css';

export type StorePinMapProps = {
  styleUrl: string | null;
  pin: LatLng;
  onMove: (place: LatLng) => void;
};

/**
 * A map with the store's pin to drag to its door (issue #33): loaded only on this tab. Typing
 * coordinates moves the pin too, so the place can be set without a mouse.
 */
export default function StorePinMap({ styleUrl, pin, onMove }: StorePinMapProps) {
  const container = useRef<HTMLElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const marker = useRef<maplibregl.Marker | null>(null);
  const latest = useRef(onMove);
  latest.current = onMove;
  const first = useRef<[number, number]>([pin.longitude, pin.latitude]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new maplibregl.Map({
        container: container.current,
        style: mapStyleOf(styleUrl),
        center: first.current,
        zoom: 16,
      });
    } catch {
      setFailed(true);
      return;
    }
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    marker.current = new maplibregl.Marker({ draggable: true, color: '#2e7d32' })
      .setLngLat(first.current)
      .addTo(map);
    marker.current.getElement().setAttribute('aria-label', 'The store’s pin');
    marker.current.on('dragend', () => {
      const at = marker.current?.getLngLat();
      if (at) latest.current({ latitude: at.lat, longitude: at.lng });
    });
    mapRef.current = map;
    return () => {
      marker.current = null;
      map.remove();
      mapRef.current = null;
    };
  }, [styleUrl]);

  const { latitude, longitude } = pin;
  useEffect(() => {
    const placed = marker.current?.getLngLat();
    if (!placed || (placed.lat === latitude && placed.lng === longitude)) return;
    marker.current?.setLngLat([longitude, latitude]);
    mapRef.current?.easeTo({ center: [longitude, latitude], duration: 300 });
  }, [latitude, longitude]);

  return (
    <section ref={container} className={styles.map} aria-label="Map of the store’s place">
      {failed && (
        <p className={styles.note}>
          This browser cannot draw the map. Type the coordinates below instead.
        </p>
      )}
    </section>
  );
}
