import type { AddressSuggestion } from '@marketplace/contract/addresses';
import type { CheckoutAddress } from '@marketplace/contract/checkout';
import {
  ADDRESS_UNAVAILABLE_SUFFIX,
  NOT_DELIVERABLE_DIALOG,
} from '@marketplace/core/constants/messages';
import { validateAddress } from '@marketplace/core/validation/validate-address';
import { useState } from 'react';
import { z } from 'zod';
import type { SavedAddress } from '../../features/checkout/api/get-saved-addresses';
import { validateZipcode } from '../../features/location/api/validate-zipcode';
import { AddressSearch } from '../../features/location/components/address-search';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useZodForm } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import styles from './checkout-page.module.css';

const NEW = 'new';

export function addressSummary(
  address: Pick<
    CheckoutAddress,
    'street1' | 'street2' | 'aptHouseNo' | 'city' | 'state' | 'zipcode'
  >,
) {
  const apt = address.aptHouseNo ? `, ${address.aptHouseNo}` : '';
  return `${address.street1} ${address.street2}${apt}, ${address.city}, ${address.state} ${address.zipcode}`;
}

type Picked = Pick<
  CheckoutAddress,
  | 'street1'
  | 'street2'
  | 'city'
  | 'state'
  | 'zipcode'
  | 'latitude'
  | 'longitude'
  | 'coordinatesPrecision'
>;

function fromSuggestion(s: AddressSuggestion): Picked {
  return {
    street1: s.number,
    street2: s.street,
    city: s.city,
    state: s.state,
    zipcode: s.postalCode,
    latitude: s.latitude,
    longitude: s.longitude,
    coordinatesPrecision: s.precision,
  };
}

/**
 * A new address as the dialog's fields hold it, checked by core's rules (full name, 10-digit
 * contact, an address picked from the suggestions) and turned into the address checkout sends.
 */
const newAddressSchema = z
  .object({
    fullname: z.string(),
    contact: z.string(),
    aptHouseNo: z.string(),
    picked: z.custom<Picked | null>(),
  })
  .transform((values, context): CheckoutAddress => {
    const { picked } = values;
    const result = validateAddress({ ...values, zipcode: picked?.zipcode });
    if (!result.ok || !picked) {
      const errors = result.ok ? {} : result.errors;
      for (const [field, message] of Object.entries(errors)) {
        // The zip code comes from the picked suggestion: its message belongs to the search.
        context.addIssue({
          code: 'custom',
          path: [field === 'zipcode' ? 'picked' : field],
          message,
        });
      }
      return z.NEVER;
    }
    return {
      ...picked,
      fullname: result.value.fullname,
      contact: result.value.contact,
      aptHouseNo: values.aptHouseNo.trim() || null,
    };
  });

/**
 * SPEC §2/§4/§5 checkout address dialog: saved addresses (unserviceable ones '(Unavailable)'
 * and not selectable, the first valid one preselected) or a new one with full name, contact,
 * autocomplete and apartment. With `checkServiceable`, an address we don't deliver to says so
 * and Save stays disabled.
 */
export function AddressDialog(props: {
  open: boolean;
  title: string;
  saved: readonly SavedAddress[];
  checkServiceable: boolean;
  onClose: () => void;
  onSave: (address: CheckoutAddress) => void;
}) {
  const { open, title, saved, checkServiceable, onClose, onSave } = props;
  const firstValid = saved.find((address) => address.isServiceable || !checkServiceable);
  const [choice, setChoice] = useState<string>(firstValid?._id ?? NEW);
  const form = useZodForm(newAddressSchema, {
    defaultValues: { fullname: '', contact: '', aptHouseNo: '', picked: null },
  });
  const { errors, isSubmitted } = form.formState;
  const contact = form.watch('contact');
  const [serviceable, setServiceable] = useState<boolean | null>(null);
  const [checking, setChecking] = useState(false);

  async function pick(suggestion: AddressSuggestion) {
    const next = fromSuggestion(suggestion);
    form.setValue('picked', next, { shouldValidate: isSubmitted });
    if (!checkServiceable) return;
    setServiceable(null);
    setChecking(true);
    try {
      const reply = await validateZipcode({ zipcode: next.zipcode });
      setServiceable(reply.isValid);
    } catch {
      setServiceable(false);
    } finally {
      setChecking(false);
    }
  }

  const notServed = choice === NEW && checkServiceable && serviceable === false;

  function save() {
    if (choice === NEW) return void form.handleSubmit(onSave)();
    const address = saved.find((candidate) => candidate._id === choice);
    if (!address) return;
    const { _id, isServiceable, ...rest } = address;
    onSave(rest);
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      width={560}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={notServed || checking} loading={checking}>
            Save
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        {saved.length > 0 && (
          <fieldset className={styles.savedList}>
            <legend className={styles.groupLegend}>Saved addresses</legend>
            {saved.map((address) => {
              const usable = address.isServiceable || !checkServiceable;
              return (
                <label
                  key={address._id}
                  className={`${styles.savedOption} ${usable ? '' : styles.unavailable}`}
                >
                  <input
                    type="radio"
                    name="saved-address"
                    value={address._id}
                    disabled={!usable}
                    checked={choice === address._id}
                    onChange={() => setChoice(address._id)}
                  />
                  <span>
                    <strong>{address.fullname}</strong>
                    <br />
                    {addressSummary(address)}
                    {!usable && ` ${ADDRESS_UNAVAILABLE_SUFFIX}`}
                  </span>
                </label>
              );
            })}
            <label className={styles.savedOption}>
              <input
                type="radio"
                name="saved-address"
                value={NEW}
                checked={choice === NEW}
                onChange={() => setChoice(NEW)}
              />
              <span>Use a new address</span>
            </label>
          </fieldset>
        )}
        {choice === NEW && (
          <div className={styles.newAddress}>
            <TextField
              label="Full name"
              autoComplete="name"
              {...form.register('fullname')}
              error={errors.fullname?.message}
            />
            <TextField
              label="Contact"
              inputMode="tel"
              autoComplete="tel-national"
              prefix="+1"
              // Digits only, at most 10, counted after the punctuation of a pasted
              // '(626) 555-7777' is dropped (SPEC §5).
              value={contact}
              onChange={(event) =>
                form.setValue('contact', event.target.value.replace(/\D/g, '').slice(0, 10), {
                  shouldValidate: isSubmitted,
                })
              }
              error={errors.contact?.message}
            />
            <div>
              <AddressSearch
                label="Address"
                showLabel
                variant="field"
                placeholder="Start typing your street address"
                onPick={pick}
                busy={checking}
                invalid={Boolean(errors.picked) || notServed}
                messageId="checkout-address-message"
              />
              {(errors.picked || notServed) && (
                <p id="checkout-address-message" className={styles.fieldError} role="alert">
                  {notServed ? NOT_DELIVERABLE_DIALOG : errors.picked?.message}
                </p>
              )}
            </div>
            <TextField
              label="Apartment, suite or house no."
              optional
              {...form.register('aptHouseNo')}
            />
          </div>
        )}
      </div>
    </Dialog>
  );
}
