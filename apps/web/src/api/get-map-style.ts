import type { MapStyle } from '@marketplace/contract/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';

/**
 * GET /api/map-style: what every map of the app is drawn with (MAP_STYLE_URL, or null for
 * OpenStreetMap's tiles). It changes only with a deploy, so it is read once.
 */
export function useMapStyle(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['map-style'],
      queryFn: ({ signal }) => apiRequest<MapStyle>('/api/map-style', { signal }),
      staleTime: Number.POSITIVE_INFINITY,
      enabled,
    }),
  );
}
