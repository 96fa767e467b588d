import { lazy, Suspense } from 'react';
import { AlertCircleIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { useAddressCheck } from '../use-address-check';
import styles from './address-hero.module.css';
import { AddressSearch } from './address-search';

const loadNotServedForm = () => import('./not-served-form');
// Most visitors are in the service area; the waitlist form loads only while an address is checked.
const NotServedForm = lazy(() =>
  loadNotServedForm().then((module) => ({ default: module.NotServedForm })),
);

/**
 * The landing page's main action (SPEC §2 `/`): type an address, pick it; if we deliver there
 * it is saved and the page moves on to /categories (the landing redirects once an address is
 * saved); if not, the not-served form takes the box's place.
 */
export function AddressHero({ onIntent }: { onIntent?: () => void }) {
  const { check, pick, reset } = useAddressCheck();

  if (check.status === 'not-served') {
    return (
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner label="Loading…" />
          </div>
        }
      >
        <NotServedForm address={check.address} onTryAnother={reset} />
      </Suspense>
    );
  }

  const error =
    check.status === 'invalid'
      ? check.message
      : check.status === 'failed'
        ? 'We couldn’t check this address. Please try again.'
        : null;

  return (
    <div className={styles.hero}>
      <AddressSearch
        label="Delivery address"
        variant="hero"
        busy={check.status === 'checking' || check.status === 'saved'}
        invalid={error !== null}
        messageId={error ? 'address-hero-error' : undefined}
        onPick={(address) => {
          void loadNotServedForm();
          void pick(address);
        }}
        onFocus={onIntent}
      />
      {error && (
        <p id="address-hero-error" className={styles.error} role="alert">
          <AlertCircleIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
