import 'maplibre-gl/dist/maplibre-gl.css';
import { isPositionStale } from '@marketplace/core/geo/driver-position';
import maplibregl, { type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { initials, mapStyleOf, PASADENA } from '../../../../lib/map-style';
import markerStyles from '../../../../ui/map-markers.module.css';
import type { DriverOnShift } from '../../api/get-dispatch-board';
import {
  BOARD_COLOURS,
  type orderFeatures,
  type pairFeatures,
  type storeFeatures,
} from '../../board-view';
import styles from './dispatch-board.module.css';

export type BoardMapProps = {
  styleUrl: string | null;
  stores: ReturnType<typeof storeFeatures>;
  orders: ReturnType<typeof orderFeatures>;
  pair: ReturnType<typeof pairFeatures>;
  drivers: readonly (DriverOnShift & { load: number })[];
  now: number;
  onSelectOrder: (orderId: string) => void;
};

const empty = (): GeoJSON.FeatureCollection => ({ type: 'FeatureCollection', features: [] });

/** Adds the board's sources and layers once the style has loaded. */
function addLayers(map: MapLibreMap) {
  map.addSource('stores', { type: 'geojson', data: empty() });
  map.addSource('orders', { type: 'geojson', data: empty() });
  map.addSource('pair', { type: 'geojson', data: empty() });
  map.addLayer({
    id: 'pair',
    type: 'line',
    source: 'pair',
    paint: { 'line-color': BOARD_COLOURS.pair, 'line-width': 3, 'line-dasharray': [2, 1] },
  });
  map.addLayer({
    id: 'stores',
    type: 'circle',
    source: 'stores',
    paint: {
      'circle-radius': 7,
      'circle-color': BOARD_COLOURS.store,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  // An approximate drop-off (a street, a zip code's centre) is an area, not a pin.
  map.addLayer({
    id: 'order-areas',
    type: 'circle',
    source: 'orders',
    filter: ['==', ['get', 'approximate'], true],
    paint: { 'circle-radius': 22, 'circle-color': ['get', 'colour'], 'circle-opacity': 0.15 },
  });
  map.addLayer({
    id: 'orders',
    type: 'circle',
    source: 'orders',
    paint: {
      'circle-radius': 7,
      // Unassigned orders are filled; assigned ones are rings.
      'circle-color': ['case', ['get', 'assigned'], '#ffffff', ['get', 'colour']],
      'circle-stroke-color': ['get', 'colour'],
      'circle-stroke-width': 3,
    },
  });
}

/**
 * The dispatch map (issue #33), loaded only where a board is shown: stores (green), open
 * deliveries at their drop-offs coloured by how close their window is to closing (filled while
 * unassigned), the selected order's pick-up and drop-off as a dashed pair, and drivers on shift
 * as labelled markers that move as their positions arrive (grey once stale).
 */
export default function BoardMap(props: BoardMapProps) {
  const container = useRef<HTMLElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const ready = useRef(false);
  const markers = useRef(new Map<string, maplibregl.Marker>());
  const fitted = useRef(false);
  const latest = useRef(props);
  latest.current = props;

  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new maplibregl.Map({
        container: container.current,
        style: mapStyleOf(props.styleUrl),
        center: PASADENA,
        zoom: 12,
        attributionControl: { compact: false },
      });
    } catch {
      // No WebGL (turned off, or an old device): the table below still has every order.
      setFailed(true);
      return;
    }
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    mapRef.current = map;
    map.on('load', () => {
      addLayers(map);
      ready.current = true;
      draw(map, latest.current);
    });
    map.on('click', 'orders', (event) => {
      const orderId = event.features?.[0]?.properties?.orderId;
      if (typeof orderId === 'string') latest.current.onSelectOrder(orderId);
    });
    map.on('click', 'stores', (event) => {
      const feature = event.features?.[0];
      const name = feature?.properties?.name;
      if (feature?.geometry.type !== 'Point' || typeof name !== 'string') return;
      new maplibregl.Popup({ closeButton: false })
        .setLngLat(feature.geometry.coordinates as [number, number])
        .setText(name)
        .addTo(map);
    });
    map.on('mouseenter', 'orders', () => {
      map.getCanvas().style.cursor = 'pointer';
    });
    map.on('mouseleave', 'orders', () => {
      map.getCanvas().style.cursor = '';
    });
    const placed = markers.current;
    return () => {
      for (const marker of placed.values()) marker.remove();
      placed.clear();
      ready.current = false;
      map.remove();
      mapRef.current = null;
    };
  }, [props.styleUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (map && ready.current) draw(map, props);
    if (map) placeDrivers(map, markers.current, props.drivers, props.now);
    if (map && !fitted.current) fitted.current = fitAll(map, props);
  });

  return (
    <section
      ref={container}
      className={styles.map}
      aria-label="Dispatch map: stores, open deliveries and drivers on shift"
    >
      {failed && (
        <p className={styles.mapFailed}>
          This browser cannot draw the map (WebGL is turned off). The table below has every order.
        </p>
      )}
    </section>
  );
}

function draw(map: MapLibreMap, props: BoardMapProps) {
  (map.getSource('stores') as GeoJSONSource | undefined)?.setData(props.stores);
  (map.getSource('orders') as GeoJSONSource | undefined)?.setData(props.orders);
  (map.getSource('pair') as GeoJSONSource | undefined)?.setData(props.pair);
}

/** One marker per driver on shift with a position, moved in place; gone drivers are removed. */
function placeDrivers(
  map: MapLibreMap,
  placed: Map<string, maplibregl.Marker>,
  drivers: BoardMapProps['drivers'],
  now: number,
) {
  const shown = new Set<string>();
  for (const driver of drivers) {
    if (driver.latitude === null || driver.longitude === null || driver.at === null) continue;
    shown.add(driver.driverId);
    const stale = isPositionStale(Date.parse(driver.at), now);
    const label = `${driver.name}, ${driver.load === 0 ? 'free' : `carrying ${driver.load}`}${stale ? ', position stale' : ''}`;
    let marker = placed.get(driver.driverId);
    if (!marker) {
      const element = document.createElement('div');
      element.className = markerStyles.driver ?? '';
      element.dataset.driverId = driver.driverId;
      element.setAttribute('role', 'img');
      marker = new maplibregl.Marker({ element }).setLngLat([driver.longitude, driver.latitude]);
      marker.addTo(map);
      placed.set(driver.driverId, marker);
    }
    marker.setLngLat([driver.longitude, driver.latitude]);
    const element = marker.getElement();
    element.setAttribute('aria-label', label);
    element.title = label;
    element.textContent = initials(driver.name);
    element.dataset.state = stale ? 'stale' : driver.load === 0 ? 'free' : 'busy';
    element.dataset.longitude = String(driver.longitude);
    element.dataset.latitude = String(driver.latitude);
  }
  for (const [driverId, marker] of placed) {
    if (!shown.has(driverId)) {
      marker.remove();
      placed.delete(driverId);
    }
  }
}

/** Frames everything drawn, once there is something to frame; true once it has. */
function fitAll(map: MapLibreMap, props: BoardMapProps): boolean {
  const points = [
    ...props.stores.features.map((feature) => feature.geometry.coordinates),
    ...props.orders.features.map((feature) => feature.geometry.coordinates),
    ...props.drivers.flatMap((driver) =>
      driver.latitude === null || driver.longitude === null
        ? []
        : [[driver.longitude, driver.latitude]],
    ),
  ];
  if (points.length === 0) return false;
  const bounds = new maplibregl.LngLatBounds();
  for (const [lng, lat] of points) bounds.extend([lng!, lat!]);
  map.fitBounds(bounds, { padding: 48, maxZoom: 14, duration: 0 });
  return true;
}
