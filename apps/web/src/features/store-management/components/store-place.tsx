import {
  type ManagedStore,
  type StorePlaceBody,
  storePlaceBodySchema,
} from '@marketplace/contract/store-management';
import { lazy, Suspense } from 'react';
import { mutationErrorMessage } from '../../../api/client';
import { useMapStyle } from '../../../api/get-map-style';
import { PASADENA } from '../../../lib/map-style';
import { Button } from '../../../ui/button';
import { useZodForm } from '../../../ui/form';
import { Skeleton } from '../../../ui/skeleton';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { usePlaceStore } from '../api/place-store';
import styles from './store-place.module.css';

// MapLibre loads only on this tab (issue #33).
const StorePinMap = lazy(() => import('./store-pin-map'));

/** Where the store is, in words: how exactly, and what to do about it. */
function placeInWords(store: ManagedStore): string {
  switch (store.coordinatesPrecision) {
    case 'address':
      return 'Placed at the building. Drag the pin if the door is elsewhere, then save.';
    case 'street':
      return 'Placed somewhere on its street. Drag the pin to the door, then save.';
    case 'zipcode':
      return 'Placed at its zip code’s centre, not its door. Drag the pin to the door, then save.';
    default:
      return 'Not on the map yet. Drag the pin to the store’s door, then save.';
  }
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A store's place on the map (issue #33): the geocoder places a store from its address as it is
 * saved; staff and its seller correct it here by dragging the pin, or typing its coordinates.
 */
export function StorePlace({ store }: { store: ManagedStore }) {
  const mapStyle = useMapStyle();
  const place = usePlaceStore();
  const start: StorePlaceBody =
    store.latitude !== null && store.longitude !== null
      ? { latitude: store.latitude, longitude: store.longitude }
      : { latitude: PASADENA[1], longitude: PASADENA[0] };
  const form = useZodForm(storePlaceBodySchema, { defaultValues: start });
  const { errors, isDirty } = form.formState;
  const latitude = form.watch('latitude');
  const longitude = form.watch('longitude');
  const pin =
    Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : start;

  const save = form.handleSubmit((body) => {
    place.mutate(
      { storeId: store._id, place: body },
      {
        onSuccess: ({ message, store: saved }) => {
          toast.success(message);
          form.reset({
            latitude: saved.latitude ?? body.latitude,
            longitude: saved.longitude ?? body.longitude,
          });
        },
        onError: (cause) => toast.error(mutationErrorMessage(cause)),
      },
    );
  });

  return (
    <form className={styles.place} onSubmit={save} noValidate>
      <p className={styles.note} role="status">
        {placeInWords(store)}
      </p>
      <div className={styles.frame}>
        {mapStyle.data ? (
          <Suspense fallback={<Skeleton shape="block" height="100%" />}>
            <StorePinMap
              styleUrl={mapStyle.data.styleUrl}
              pin={pin}
              onMove={(moved) => {
                form.setValue('latitude', round(moved.latitude), { shouldDirty: true });
                form.setValue('longitude', round(moved.longitude), { shouldDirty: true });
              }}
            />
          </Suspense>
        ) : (
          <Skeleton shape="block" height="100%" />
        )}
      </div>
      <div className={styles.fields}>
        <TextField
          label="Latitude"
          inputMode="decimal"
          {...form.register('latitude', { valueAsNumber: true })}
          error={errors.latitude?.message}
        />
        <TextField
          label="Longitude"
          inputMode="decimal"
          {...form.register('longitude', { valueAsNumber: true })}
          error={errors.longitude?.message}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={!isDirty} loading={place.isPending}>
          Save place
        </Button>
        <Button type="button" variant="ghost" disabled={!isDirty} onClick={() => form.reset(start)}>
          Undo
        </Button>
      </div>
    </form>
  );
}
