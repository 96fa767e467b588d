import {
  type CreateSellerAnswer,
  createSellerBodySchema,
  SELLER_EMAIL_MAX,
  SELLER_NAME_MAX,
} from '@marketplace/contract/sellers';
import { SELLER_CREATE_FAILED } from '@marketplace/core/constants/messages';
import { mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { useZodForm } from '../../../ui/form';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useCreateSeller } from '../api/create-seller';
import { sellerName } from '../seller-format';
import styles from './seller-form.module.css';

/** The 10 digits of what was typed or pasted: '+1 (626) 555-0100' gives '6265550100'. */
function phoneDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return (digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits).slice(0, 10);
}

type SellerFormProps = {
  /** After the server made the seller (the toast has been shown). */
  onSaved?: (answer: CreateSellerAnswer) => void;
  onCancel?: () => void;
};

/**
 * SPEC §5 add seller: first name, last name, phone (10 digits, shown with +1) and e-mail, all
 * required, with core's sentences under the fields. A phone that already has an account becomes
 * a seller keeping that person's own name and e-mail, which the toast says.
 */
export function SellerForm({ onSaved, onCancel }: SellerFormProps) {
  const form = useZodForm(createSellerBodySchema, {
    defaultValues: { firstName: '', lastName: '', phone: '', email: '' },
  });
  const { errors, isSubmitted } = form.formState;
  const phone = form.watch('phone');
  const createSeller = useCreateSeller();

  const submit = form.handleSubmit((body) => {
    createSeller.mutate(body, {
      onSuccess: (answer) => {
        toast.success(
          answer.message,
          answer.isExistingUser
            ? {
                description: `This phone already had an account, so the seller keeps its name: ${sellerName(answer.seller)}.`,
              }
            : undefined,
        );
        form.reset();
        onSaved?.(answer);
      },
      // SPEC §8's sentence, with the server's reason under it.
      onError: (cause) =>
        toast.error(SELLER_CREATE_FAILED, { description: mutationErrorMessage(cause) }),
    });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.pair}>
        <TextField
          label="First name"
          autoComplete="off"
          maxLength={SELLER_NAME_MAX}
          {...form.register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          label="Last name"
          autoComplete="off"
          maxLength={SELLER_NAME_MAX}
          {...form.register('lastName')}
          error={errors.lastName?.message}
        />
      </div>
      <TextField
        label="Phone"
        inputMode="tel"
        autoComplete="off"
        prefix="+1"
        hint={errors.phone ? undefined : 'They log in with this number.'}
        value={phone}
        onChange={(event) =>
          form.setValue('phone', phoneDigits(event.target.value), {
            shouldValidate: isSubmitted,
            shouldDirty: true,
          })
        }
        error={errors.phone?.message}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        maxLength={SELLER_EMAIL_MAX}
        {...form.register('email')}
        error={errors.email?.message}
      />
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={createSeller.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={createSeller.isPending}>
          Add seller
        </Button>
      </div>
    </form>
  );
}
