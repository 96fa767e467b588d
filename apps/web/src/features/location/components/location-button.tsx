import { lazy, Suspense, useState } from 'react';
import { ChevronRightIcon, MapPinIcon } from '../../../ui/icons';
import { streetLine, useSelectedAddress } from '../use-selected-address';
import styles from './location-button.module.css';

const loadDialog = () => import('./location-dialog');
// The dialog (address search, service area) loads when it is about to be used.
const LocationDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.LocationDialog })),
);

/** SPEC §2 location selector: shows the saved street or 'Update Location'; opens the dialog. */
export function LocationButton() {
  const address = useSelectedAddress();
  const [open, setOpen] = useState(false);
  const street = streetLine(address);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
      >
        <span className={styles.pin}>
          <MapPinIcon size={16} />
        </span>
        <span className={styles.text}>
          <span className={styles.caption}>{street ? 'Delivering to' : 'Where to?'}</span>
          <span className={styles.street}>{street || 'Update Location'}</span>
        </span>
        <ChevronRightIcon size={16} className={styles.chevron} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <LocationDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
