import 'maplibre-gl/dist/maplibre-gl.css';
import type { LatLng } from '@marketplace/core/geo/distance';
import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { mapStyleOf } from '../../../lib/map-style';
import markerStyles from '../../../ui/map-markers.module.css';
import styles from '../../../ui/order-details.module.css';

export type TrackingMapProps = { styleUrl: string | null; driver: LatLng; door: LatLng | null };

const lngLat = (point: LatLng): [number, number] => [point.longitude, point.latitude];

/**
 * A small map of the driver and the buyer's door (issue #33): the driver's marker moves as
 * positions arrive, and the view keeps both in frame.
 */
export default function TrackingMap({ styleUrl, driver, door }: TrackingMapProps) {
  const container = useRef<HTMLElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const driverMarker = useRef<maplibregl.Marker | null>(null);
  const doorMarker = useRef<maplibregl.Marker | null>(null);
  // The places as numbers: a re-render with the same place moves nothing.
  const { latitude, longitude } = driver;
  const doorLatitude = door?.latitude ?? null;
  const doorLongitude = door?.longitude ?? null;
  const firstCentre = useRef(lngLat(driver));

  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new maplibregl.Map({
        container: container.current,
        style: mapStyleOf(styleUrl),
        center: firstCentre.current,
        zoom: 14,
        attributionControl: { compact: true },
        cooperativeGestures: true,
      });
    } catch {
      // No WebGL: the line above the map still says how fresh the driver's place is.
      setFailed(true);
      return;
    }
    mapRef.current = map;
    return () => {
      driverMarker.current = null;
      doorMarker.current = null;
      map.remove();
      mapRef.current = null;
    };
  }, [styleUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const here: [number, number] = [longitude, latitude];
    if (!driverMarker.current) {
      driverMarker.current = new maplibregl.Marker({
        element: markerElement(markerStyles.driver, 'Your driver'),
      }).setLngLat(here);
      driverMarker.current.addTo(map);
    }
    driverMarker.current.setLngLat(here);
    const element = driverMarker.current.getElement();
    element.dataset.state = 'busy';
    element.dataset.latitude = String(latitude);
    element.dataset.longitude = String(longitude);
    if (doorLatitude === null || doorLongitude === null) {
      map.setCenter(here);
      return;
    }
    const doorAt: [number, number] = [doorLongitude, doorLatitude];
    if (!doorMarker.current) {
      doorMarker.current = new maplibregl.Marker({
        element: markerElement(markerStyles.door, 'Your door'),
      }).setLngLat(doorAt);
      doorMarker.current.addTo(map);
    }
    const bounds = new maplibregl.LngLatBounds(here, here).extend(doorAt);
    map.fitBounds(bounds, { padding: 40, maxZoom: 15, duration: 0 });
  }, [latitude, longitude, doorLatitude, doorLongitude]);

  return (
    <section
      ref={container}
      className={styles.trackingMap}
      aria-label="Map of your driver and your door"
    >
      {failed && <p className={styles.driverNote}>This browser cannot draw the map.</p>}
    </section>
  );
}

function markerElement(className: string | undefined, label: string): HTMLElement {
  const element = document.createElement('div');
  element.className = className ?? '';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  return element;
}
