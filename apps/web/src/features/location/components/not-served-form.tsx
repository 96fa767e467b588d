import type { AddressSuggestion } from '@marketplace/contract/addresses';
import {
  PHONE_COUNTRY_CODE,
  PHONE_LENGTH,
  WAITLIST_COUPON_DOLLARS,
  WAITLIST_ERROR_TOAST_MS,
} from '@marketplace/core/constants/limits';
import { SERVER_ERROR } from '@marketplace/core/constants/messages';
import { validateNotServed } from '@marketplace/core/validation/validate-not-served';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { formatUsPhone } from '../../../lib/format-phone';
import { Button } from '../../../ui/button';
import { CheckIcon, MapPinIcon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useJoinWaitlist } from '../api/join-waitlist';
import styles from './not-served-form.module.css';

type NotServedFormProps = {
  /** The address we do not deliver to yet. */
  address: AddressSuggestion;
  /** Back to the address box, to try another one. */
  onTryAnother: () => void;
};

/**
 * SPEC §1/§5 not-served form: outside the delivery area a visitor leaves a name and phone
 * (required, phone at most 10 digits) to hear when we launch there, and is promised a $10
 * coupon. The lead is stored through the waitlist signup; a failure is a toast (SPEC §8).
 */
export function NotServedForm({ address, onTryAnother }: NotServedFormProps) {
  const join = useJoinWaitlist();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const titleId = useId();
  // The zip code, not the city: we serve parts of cities, so 'not in Pasadena' can be false.
  const place = address.postalCode || 'this address';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateNotServed({ name, phone });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    join.mutate(
      {
        ...result.value,
        zipcode: address.postalCode,
        address: address.formattedAddress,
      },
      {
        onError: (error) => {
          toast.error(errorMessage(error, SERVER_ERROR), {
            duration: WAITLIST_ERROR_TOAST_MS,
          });
        },
      },
    );
  }

  if (join.isSuccess) {
    return (
      <section className={`${styles.card} ${styles.done}`} aria-labelledby={titleId} role="status">
        <span className={styles.doneIcon} aria-hidden="true">
          <CheckIcon size={26} />
        </span>
        <h2 id={titleId} className={styles.title}>
          You’re on the list!
        </h2>
        <p className={styles.text}>We’ll text you the day we start delivering to {place}.</p>
        <p className={styles.coupon}>
          <span className={styles.couponAmount}>${join.data.couponDollars}</span> off your first
          order, saved for{' '}
          {formatUsPhone(join.data.lead.phone.replace(/\D/g, '').slice(-PHONE_LENGTH))}
        </p>
        <Button variant="secondary" onClick={onTryAnother}>
          Try another address
        </Button>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <p className={styles.address}>
        <MapPinIcon size={16} />
        <span>{address.formattedAddress}</span>
      </p>
      <h2 id={titleId} className={styles.title}>
        We don’t deliver to {place} yet
      </h2>
      <p className={styles.text}>
        Leave your name and number and we’ll text you the day we start delivering there, with a{' '}
        <strong>${WAITLIST_COUPON_DOLLARS} coupon</strong> for your first order.
      </p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <TextField
          label="Mobile number"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix={PHONE_COUNTRY_CODE}
          maxLength={PHONE_LENGTH}
          placeholder="6265550123"
          value={phone}
          onChange={(event) =>
            setPhone(event.target.value.replace(/\D/g, '').slice(0, PHONE_LENGTH))
          }
          error={errors.phone}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={join.isPending} block>
            Notify me and save ${WAITLIST_COUPON_DOLLARS}
          </Button>
          <Button variant="ghost" onClick={onTryAnother} block>
            Try another address
          </Button>
        </div>
        <p className={styles.fine}>
          One text when we launch near you. No spam, and you can reply STOP at any time.
        </p>
      </form>
    </section>
  );
}
