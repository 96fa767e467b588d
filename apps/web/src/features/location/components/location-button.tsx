import { useState } from 'react';
import { brand } from '../../../config/brand';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ChevronRightIcon, MapPinIcon } from '../../../ui/icons';
import { streetLine, useSelectedAddress } from '../use-selected-address';
import styles from './location-button.module.css';

/**
 * SPEC §2 location selector: shows the saved street or 'Update Location' and opens the
 * location dialog. Address search inside the dialog arrives with the address feature.
 */
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
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delivery location"
        description="We use your address to show stores that deliver to you."
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        <div className={styles.current}>
          <MapPinIcon size={20} />
          <div>
            <p className={styles.currentLabel}>Current address</p>
            <p className={styles.currentValue}>{street || 'No address selected yet'}</p>
            {address?.city && (
              <p>
                {[address.city, address.state].filter(Boolean).join(', ')} {address.zipcode}
              </p>
            )}
          </div>
        </div>
        <p className={styles.area}>{brand.name} currently delivers across:</p>
        <ul className={styles.towns}>
          {brand.serviceArea.map((town) => (
            <li key={town}>{town}</li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
