import { NOT_DELIVERABLE_DIALOG } from '@marketplace/core/constants/messages';
import { type RefObject, useId, useRef } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { AlertCircleIcon, MapPinIcon } from '../../../ui/icons';
import { toast } from '../../../ui/toast';
import { localityLine } from '../selected-address';
import { useAddressCheck } from '../use-address-check';
import { streetLine, useSelectedAddress } from '../use-selected-address';
import { AddressSearch } from './address-search';
import styles from './location-dialog.module.css';
import { ServiceArea } from './service-area';

type LocationDialogProps = { open: boolean; onClose: () => void };

/**
 * SPEC §2/§4 location modal: the current address, an address autocomplete, and a pick that is
 * checked against the service area. Served: saved as `selectedAddress` and closed. Not served:
 * SPEC's message, and the modal stays open for another try. Backdrop, Escape and the close
 * buttons close it.
 */
export function LocationDialog({ open, onClose }: LocationDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      initialFocusRef={inputRef}
      title="Delivery address"
      description="Stores, delivery windows and fees depend on where your order is going."
      width={520}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {/* Mounted only while open, so every opening starts from a clean box. */}
      <LocationDialogBody onDone={onClose} inputRef={inputRef} />
    </Dialog>
  );
}

function LocationDialogBody({
  onDone,
  inputRef,
}: {
  onDone: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const address = useSelectedAddress();
  const { check, pick } = useAddressCheck();
  const messageId = useId();
  const street = streetLine(address);

  const error =
    check.status === 'not-served'
      ? NOT_DELIVERABLE_DIALOG
      : check.status === 'invalid'
        ? check.message
        : check.status === 'failed'
          ? 'We couldn’t check this address. Please try again.'
          : null;

  return (
    <div className={styles.body}>
      <div className={styles.current}>
        <span className={styles.currentIcon} aria-hidden="true">
          <MapPinIcon size={18} />
        </span>
        <div className={styles.currentText}>
          <p className={styles.currentLabel}>Current address</p>
          {street ? (
            <>
              <p className={styles.currentValue}>{street}</p>
              <p className={styles.currentLocality}>{localityLine(address ?? {})}</p>
            </>
          ) : (
            <p className={styles.currentEmpty}>No address selected yet</p>
          )}
        </div>
      </div>

      <AddressSearch
        label={street ? 'Change delivery address' : 'Delivery address'}
        showLabel
        inputRef={inputRef}
        placeholder="Start typing your street address"
        busy={check.status === 'checking'}
        invalid={error !== null}
        messageId={error ? messageId : undefined}
        onPick={async (picked) => {
          const result = await pick(picked);
          if (result.status === 'saved') {
            toast.success(
              `Delivering to ${[picked.number, picked.street].filter(Boolean).join(' ')}`,
            );
            onDone();
          }
        }}
      />

      {error && (
        <p id={messageId} className={styles.error} role="alert">
          <AlertCircleIcon size={18} />
          <span>{error}</span>
        </p>
      )}

      <ServiceArea />
    </div>
  );
}
