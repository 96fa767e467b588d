import {
  type ManagedStore,
  STORE_TEXT_MAX,
  type StoreChanges,
  type StoreCreateBody,
  type StoreData,
  sellerStoreCreateSchema,
  storeChangesSchema,
  storeDataSchema,
} from '@marketplace/contract/store-management';
import {
  ADMIN_FORM_CATEGORIES,
  SELLER_FORM_CATEGORIES,
} from '@marketplace/core/constants/categories';
import { fieldRequired, STORE_CREATE_FAILED } from '@marketplace/core/constants/messages';
import { Controller, useController } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { useZodForm } from '../../../ui/form';
import { ImageUpload } from '../../../ui/image-upload';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useCreateStore } from '../api/create-store';
import { useUpdateStore } from '../api/update-store';
import { checkedBody, typedAmount } from '../form-body';
import { HoursEditor, type HoursWeek } from './hours-editor';
import { SellerPicker } from './seller-picker';
import styles from './store-form.module.css';

/**
 * Who fills the form in: staff creating a store for a seller (every field, the seller picked by
 * name), a seller creating their own (SPEC §7's seller shape: no photo, hours or visibility), or
 * someone editing a store (its seller cannot change): staff with its visibility, its seller
 * without (a seller's store goes live through review, issue #31).
 */
export type StoreFormMode =
  | { kind: 'staff-create' }
  | { kind: 'seller-create'; sellerId: string }
  | { kind: 'edit'; store: ManagedStore; by: 'staff' | 'seller' };

type StoreFormValues = {
  sellerId: string;
  name: string;
  contact: string;
  category: string;
  address: { street1: string; street2: string; city: string; state: string; zipcode: string };
  image: string | null;
  storeHours: HoursWeek;
  isHidden: boolean;
  /** Minutes, as typed: an edited store's usual prep time (issue #31). */
  prepMinutes: string;
};

type StoreSubmission =
  | { action: 'create'; body: StoreCreateBody }
  | { action: 'update'; sellerId: string; updateData: StoreChanges };

const details = ({ sellerId, prepMinutes, ...storeData }: StoreFormValues): StoreData => storeData;

/** The contract's rules for each shape (SPEC §5 add store, core's sentences under the fields). */
function submissionSchema(mode: StoreFormMode): z.ZodType<StoreSubmission, StoreFormValues> {
  return z.custom<StoreFormValues>().transform((values, context): StoreSubmission => {
    if (mode.kind === 'seller-create') {
      const { name, contact, category, address } = values;
      const body = { sellerId: mode.sellerId, name, contact, category, address };
      return { action: 'create', body: checkedBody(sellerStoreCreateSchema, body, context) };
    }
    const storeData = checkedBody(storeDataSchema, details(values), context);
    if (mode.kind === 'edit') {
      const { isHidden, ...sellersChanges } = storeData;
      const changes = mode.by === 'staff' ? storeData : sellersChanges;
      const prep = checkedBody(
        storeChangesSchema.pick({ prepMinutes: true }),
        { prepMinutes: typedAmount(values.prepMinutes, 0) },
        context,
      );
      return {
        action: 'update',
        sellerId: mode.store.sellerId,
        updateData: { ...changes, ...prep },
      };
    }
    // SPEC §5: staff name the seller (core's validateStore says 'Seller is required.').
    const sellerId = values.sellerId.trim();
    if (!sellerId) {
      context.addIssue({ code: 'custom', path: ['sellerId'], message: fieldRequired('Seller') });
      return z.NEVER;
    }
    return { action: 'create', body: { sellerId, storeData } };
  });
}

function initialValues(mode: StoreFormMode): StoreFormValues {
  if (mode.kind === 'edit') {
    const { store } = mode;
    return {
      sellerId: store.sellerId,
      name: store.name,
      contact: store.contact,
      category: store.category,
      address: { ...store.address },
      image: store.image,
      storeHours: store.storeHours,
      isHidden: store.isHidden,
      prepMinutes: String(store.prepMinutes),
    };
  }
  return {
    sellerId: mode.kind === 'seller-create' ? mode.sellerId : '',
    name: '',
    contact: '',
    category: '',
    address: { street1: '', street2: '', city: '', state: '', zipcode: '' },
    image: null,
    storeHours: {},
    // SPEC §4: the add-store form defaults to hidden.
    isHidden: true,
    prepMinutes: '20',
  };
}

type StoreFormProps = {
  mode: StoreFormMode;
  /** After the server saved the store (the toast has been shown). */
  onSaved?: (store: ManagedStore) => void;
  onCancel?: () => void;
};

/**
 * SPEC §5 add store / edit store: name, contact (shown with +1), category (8 for staff, 7 for a
 * seller), address, and for staff the photo, the week's hours and visibility. Messages are the
 * contract's (core's) under each field; the toasts are SPEC's.
 */
export function StoreForm({ mode, onSaved, onCancel }: StoreFormProps) {
  const form = useZodForm(submissionSchema(mode), { defaultValues: initialValues(mode) });
  // Registered before the fields below, so a missing seller is the first error focused.
  const seller = useController({ control: form.control, name: 'sellerId' });
  const { errors, isSubmitted } = form.formState;
  const contact = form.watch('contact');
  const createStore = useCreateStore();
  const updateStore = useUpdateStore();
  const staff = mode.kind === 'staff-create' || (mode.kind === 'edit' && mode.by === 'staff');
  const categories = staff
    ? ADMIN_FORM_CATEGORIES
    : // A seller keeps a category staff gave their store (a pharmacy) but cannot choose it.
      [
        ...SELLER_FORM_CATEGORIES,
        ...(mode.kind === 'edit' &&
        !SELLER_FORM_CATEGORIES.some((category) => category === mode.store.category)
          ? [mode.store.category]
          : []),
      ];

  const submit = form.handleSubmit((submission) => {
    if (submission.action === 'create') {
      createStore.mutate(submission.body, {
        onSuccess: ({ message, store }) => {
          // An earlier failure is over: it does not stay stacked behind the success (#30).
          toast.dismiss();
          toast.success(message);
          onSaved?.(store);
          // The new store's page starts at its top, not where the long form was left.
          window.scrollTo({ top: 0 });
        },
        onError: (cause) => {
          // SPEC §8's sentence, with the server's reason (an unknown seller id) when it gave one.
          const reason = cause instanceof ApiError ? cause.serverMessage : undefined;
          toast.error(STORE_CREATE_FAILED, reason ? { description: reason } : undefined);
        },
      });
      return;
    }
    if (mode.kind !== 'edit') return;
    const { sellerId, updateData } = submission;
    updateStore.mutate(
      { storeId: mode.store._id, body: { sellerId, updateData } },
      {
        onSuccess: ({ message, store }) => {
          toast.success(message);
          form.reset(initialValues({ ...mode, store }));
          onSaved?.(store);
        },
        onError: (cause) => toast.error(mutationErrorMessage(cause)),
      },
    );
  });

  const saving = createStore.isPending || updateStore.isPending;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <section className={styles.group} aria-labelledby="store-form-store">
        <h3 id="store-form-store" className={styles.groupTitle}>
          Store
        </h3>
        <div className={styles.fields}>
          {mode.kind === 'staff-create' && (
            // Picked by name, never typed as an id (issue #30), searched (issue #32).
            <SellerPicker
              value={seller.field.value}
              onChange={seller.field.onChange}
              onBlur={seller.field.onBlur}
              inputRef={seller.field.ref}
              error={errors.sellerId?.message}
              hint={
                errors.sellerId
                  ? undefined
                  : 'The seller who runs this store. It cannot be changed later.'
              }
              className={styles.wide}
            />
          )}
          <TextField
            label="Store name"
            maxLength={STORE_TEXT_MAX}
            {...form.register('name')}
            error={errors.name?.message}
            className={styles.wide}
          />
          <Select
            label="Category"
            placeholder="Choose a category"
            options={categories.map((category) => ({ value: category, label: category }))}
            {...form.register('category')}
            error={errors.category?.message}
            hint={staff ? undefined : 'Pharmacies are set up by our team.'}
          />
          <TextField
            label="Contact"
            inputMode="tel"
            autoComplete="off"
            prefix="+1"
            // Digits only, at most 10, so a pasted '(626) 555-0100' arrives whole (SPEC §3).
            value={contact}
            onChange={(event) =>
              form.setValue('contact', event.target.value.replace(/\D/g, '').slice(0, 10), {
                shouldValidate: isSubmitted,
                shouldDirty: true,
              })
            }
            error={errors.contact?.message}
          />
        </div>
      </section>

      <section className={styles.group} aria-labelledby="store-form-address">
        <h3 id="store-form-address" className={styles.groupTitle}>
          Address
        </h3>
        <div className={styles.fields}>
          <TextField
            label="Street"
            hint={errors.address?.street1 ? undefined : 'House number, such as 1390.'}
            autoComplete="off"
            maxLength={120}
            {...form.register('address.street1')}
            error={errors.address?.street1?.message}
          />
          <TextField
            label="Street name"
            optional
            placeholder="N Lake Ave"
            maxLength={120}
            {...form.register('address.street2')}
            error={errors.address?.street2?.message}
          />
          <TextField
            label="City"
            maxLength={120}
            {...form.register('address.city')}
            error={errors.address?.city?.message}
          />
          <div className={styles.pair}>
            <TextField
              label="State"
              maxLength={40}
              {...form.register('address.state')}
              error={errors.address?.state?.message}
            />
            <TextField
              label="Zipcode"
              inputMode="numeric"
              maxLength={10}
              {...form.register('address.zipcode')}
              error={errors.address?.zipcode?.message}
            />
          </div>
        </div>
      </section>

      {mode.kind !== 'seller-create' && (
        <>
          <section className={styles.group} aria-labelledby="store-form-photo">
            <h3 id="store-form-photo" className={styles.groupTitle}>
              Photo
            </h3>
            <Controller
              control={form.control}
              name="image"
              render={({ field }) => (
                <ImageUpload
                  folder="shop"
                  value={field.value}
                  onChange={field.onChange}
                  label="Store photo"
                />
              )}
            />
            {errors.image?.message && (
              <p className={styles.error} role="alert">
                {errors.image.message}
              </p>
            )}
          </section>

          <section className={styles.group} aria-label="Hours">
            <Controller
              control={form.control}
              name="storeHours"
              render={({ field }) => (
                <HoursEditor
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.storeHours?.message}
                />
              )}
            />
          </section>
        </>
      )}

      {mode.kind === 'edit' && (
        <section className={styles.group} aria-labelledby="store-form-orders">
          <h3 id="store-form-orders" className={styles.groupTitle}>
            Orders
          </h3>
          <div className={styles.fields}>
            <TextField
              label="Usual prep time (minutes)"
              inputMode="numeric"
              hint={
                errors.prepMinutes
                  ? undefined
                  : 'Offered first when you acknowledge an order: it says when it will be ready.'
              }
              {...form.register('prepMinutes')}
              error={errors.prepMinutes?.message}
            />
          </div>
        </section>
      )}

      {staff && (
        <section className={styles.group} aria-labelledby="store-form-visibility">
          <h3 id="store-form-visibility" className={styles.groupTitle}>
            Visibility
          </h3>
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('isHidden')} />
            <span>
              <strong>Hidden from buyers</strong>
              <span className={styles.checkboxHint}>
                {mode.kind === 'edit'
                  ? 'A hidden store is left out of every store list, search and store page buyers see.'
                  : 'New stores start hidden, so you can add products and hours before buyers see them.'}
              </span>
            </span>
          </label>
        </section>
      )}

      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {mode.kind === 'edit' ? 'Save changes' : 'Create store'}
        </Button>
      </div>
    </form>
  );
}
