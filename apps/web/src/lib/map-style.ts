import type { StyleSpecification } from 'maplibre-gl';

/** Pasadena City Hall (longitude, latitude): where a map opens before it frames its stops. */
export const PASADENA: [number, number] = [-118.1445, 34.1478];

/**
 * Without MAP_STYLE_URL: OpenStreetMap's raster tiles with their attribution, for development
 * (their usage policy forbids heavy use), over a plain ground so the stops still read while
 * tiles load, or cannot.
 */
const OSM_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    osm: {
      type: 'raster',
      tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
      tileSize: 256,
      maxzoom: 19,
      attribution:
        '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    },
  },
  layers: [
    { id: 'ground', type: 'background', paint: { 'background-color': '#f2efe9' } },
    { id: 'osm', type: 'raster', source: 'osm' },
  ],
};

/** The style a map is drawn with: the configured one, or OpenStreetMap's tiles. */
export function mapStyleOf(styleUrl: string | null): string | StyleSpecification {
  return styleUrl ?? OSM_STYLE;
}

/** "Rosa Quintero" → "RQ": a driver's marker. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
