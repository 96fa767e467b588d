import {
  PROMO_APPLIED_LABEL,
  PROMO_APPLYING,
  PROMO_INVALID,
} from '@marketplace/core/constants/messages';
import { type Promo, promoDiscount } from '@marketplace/core/money/promo-discount';
import { normalizePromoCode } from '@marketplace/core/validation/normalize-promo-code';
import { useId, useState } from 'react';
import { applyPromo } from '../../features/checkout/api/apply-promo';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import styles from './checkout-page.module.css';

export type AppliedPromo = { code: string; promo: Promo };

/** SPEC §4/§5 promo: idle, 'Applying...', 'Applied!' with Remove, or an error. */
export function PromoField(props: {
  subtotal: number;
  applied: AppliedPromo | null;
  onChange: (applied: AppliedPromo | null) => void;
}) {
  const { subtotal, applied, onChange } = props;
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  async function apply() {
    const normalized = normalizePromoCode(code);
    if (!normalized) return;
    setApplying(true);
    setError(null);
    try {
      const reply = await applyPromo({ code: normalized });
      const result = promoDiscount(reply.valid ? reply.promo : null, subtotal);
      if (!reply.valid || !result.ok) {
        const message = result.ok ? PROMO_INVALID : result.error;
        setError(message);
        if (message === PROMO_INVALID) setCode('');
        return;
      }
      onChange({ code: normalized, promo: reply.promo });
      toast.success(result.message, { duration: 3000 });
    } catch {
      setError(PROMO_INVALID);
      setCode('');
    } finally {
      setApplying(false);
    }
  }

  if (applied) {
    return (
      <div className={styles.promoApplied}>
        <span>
          <strong>{applied.code}</strong>{' '}
          <span className={styles.appliedTag}>{PROMO_APPLIED_LABEL}</span>
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onChange(null);
            setCode('');
          }}
        >
          Remove
        </Button>
      </div>
    );
  }

  return (
    <form
      className={styles.promo}
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <label htmlFor={inputId} className={styles.groupLegend}>
        Promo code
      </label>
      <div className={styles.promoRow}>
        <input
          id={inputId}
          className={styles.input}
          value={code}
          onChange={(event) => {
            setCode(normalizePromoCode(event.target.value));
            setError(null);
          }}
          placeholder="Enter code"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" variant="secondary" disabled={applying || code.trim() === ''}>
          {applying ? PROMO_APPLYING : 'Apply'}
        </Button>
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
