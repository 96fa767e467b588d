import type { ProductCategory } from '@marketplace/contract/catalog';
import {
  DESCRIPTION_MAX,
  type ManagedProduct,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
} from '@marketplace/contract/store-management';
import { useEffect, useId, useRef, useState } from 'react';
import { mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Dialog } from '../../../ui/dialog';
import { useZodForm } from '../../../ui/form';
import { ImageUpload } from '../../../ui/image-upload';
import { Select } from '../../../ui/select';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import {
  type ProductFormOutput,
  productFormSchema,
  productFormValues,
} from '../product-form-values';
import { CustomizationEditor } from './customization-editor';
import styles from './product-form.module.css';

type ProductDrawerProps = {
  storeId: string;
  categories: readonly ProductCategory[];
  /** The product to edit; null for a new one. */
  product: ManagedProduct | null;
  /** The category a new product starts in. */
  productCategoryId: string;
  onClose: () => void;
};

/**
 * A product created or edited in a side drawer: 'Product Created!' / 'Product updated!' from the
 * server, and the drawer closes; a refusal is said in a toast and the form stays as typed.
 */
export function ProductDrawer(props: ProductDrawerProps) {
  const { storeId, product, onClose } = props;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const formId = useId();
  const pending = create.isPending || update.isPending;
  // Esc, the backdrop, Close and Cancel ask before throwing away what was typed (issue #30).
  const [dirty, setDirty] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const leave = () => {
    if (pending) return;
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  };
  const callbacks = {
    onSuccess: (answer: { message: string }) => {
      toast.success(answer.message);
      onClose();
    },
    onError: (error: unknown) => toast.error(mutationErrorMessage(error)),
  };

  function save({ productCategoryId, productData }: ProductFormOutput) {
    if (product) {
      update.mutate(
        { productId: product._id, storeId, productCategoryId, updateData: productData },
        callbacks,
      );
    } else {
      create.mutate({ productCategoryId, productData }, callbacks);
    }
  }

  return (
    <Dialog
      open
      onClose={leave}
      placement="right"
      width={600}
      title={product ? `Edit ${product.name}` : 'Add product'}
      footer={
        <>
          <Button variant="secondary" onClick={leave} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {product ? 'Save changes' : 'Create product'}
          </Button>
        </>
      }
    >
      <ProductForm {...props} formId={formId} onSubmit={save} onDirtyChange={setDirty} />
      <ConfirmDialog
        open={confirmingDiscard}
        onClose={() => setConfirmingDiscard(false)}
        title="Discard your changes?"
        description={`What you typed for ${product ? product.name : 'this new product'} is not saved, and will be lost.`}
        confirmLabel="Discard changes"
        onConfirm={async () => onClose()}
      />
    </Dialog>
  );
}

type ProductFormProps = ProductDrawerProps & {
  formId: string;
  onSubmit: (output: ProductFormOutput) => void;
  /** Hears whether anything differs from what the form opened with. */
  onDirtyChange: (dirty: boolean) => void;
};

/** SPEC §5 add product: name and description, price > 0, stock ≥ 0, and the rest of §3. */
function ProductForm({
  categories,
  product,
  productCategoryId,
  formId,
  onSubmit,
  onDirtyChange,
}: ProductFormProps) {
  const form = useZodForm(productFormSchema, {
    defaultValues: productFormValues(product, productCategoryId),
  });
  const { errors, isSubmitted, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const customizationsRef = useRef<HTMLFieldSetElement>(null);
  const [description, images] = form.watch(['description', 'images']);
  const imagesError =
    errors.images?.message ?? errors.images?.find?.((error) => error?.message)?.message;

  function setImages(next: string[]) {
    form.setValue('images', next, { shouldDirty: true, shouldValidate: isSubmitted });
  }

  return (
    <form
      id={formId}
      className={styles.form}
      onSubmit={form.handleSubmit(onSubmit, (refused) => {
        // Core's sentence about the groups belongs to no field that could take the focus.
        const onlyGroups = Object.keys(refused).every((field) => field === 'customizations');
        const editor = customizationsRef.current;
        if (!onlyGroups || !editor) return;
        editor.focus({ preventScroll: true });
        // Its top, where the sentence is: the editor may be taller than the drawer.
        editor.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      })}
      noValidate
    >
      <TextField
        label="Name"
        maxLength={PRODUCT_NAME_MAX}
        {...form.register('name')}
        error={errors.name?.message}
      />
      <TextArea
        label="Description"
        maxLength={DESCRIPTION_MAX}
        showCounter
        {...form.register('description')}
        value={description}
        error={errors.description?.message}
      />
      <div className={styles.pair}>
        <TextField
          label="Price"
          prefix="$"
          inputMode="decimal"
          placeholder="0.00"
          {...form.register('price')}
          error={errors.price?.message}
        />
        <TextField
          label="Stock"
          inputMode="numeric"
          placeholder="0"
          {...form.register('stock')}
          error={errors.stock?.message}
        />
      </div>
      <Select
        label="Product category"
        options={categories.map((category) => ({ value: category._id, label: category.name }))}
        {...form.register('productCategoryId')}
        error={errors.productCategoryId?.message}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Photos</legend>
        <p className={styles.hint}>
          Up to {PRODUCT_IMAGES_MAX}. The first one is the photo buyers see on the product card.
        </p>
        {imagesError && (
          <p role="alert" className={styles.error}>
            {imagesError}
          </p>
        )}
        <ul className={styles.images}>
          {images.map((url, index) => (
            <li key={url}>
              <ImageUpload
                folder="Product"
                value={url}
                label={`Photo ${index + 1}`}
                onChange={(next) =>
                  setImages(
                    next
                      ? images.map((image, at) => (at === index ? next : image))
                      : images.filter((_, at) => at !== index),
                  )
                }
              />
            </li>
          ))}
          {images.length < PRODUCT_IMAGES_MAX && (
            // A fresh slot after each photo, so the next upload starts empty.
            <li key={`new-${images.length}`}>
              <ImageUpload
                folder="Product"
                value={null}
                label={images.length === 0 ? 'Photo' : `Photo ${images.length + 1}`}
                onChange={(next) => {
                  if (next && !images.includes(next)) setImages([...images, next]);
                }}
              />
            </li>
          )}
        </ul>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Selling</legend>
        <CheckboxField
          label="Needs age verification"
          hint="Alcohol and other 21+ products: the buyer shows ID on delivery."
          {...form.register('needsAgeVerification')}
        />
        <CheckboxField
          label="Taxable"
          hint="Sales tax is added at checkout."
          {...form.register('isTaxable')}
        />
        <CheckboxField
          label="Hidden from buyers"
          hint="Keep it off the store page until it is ready."
          {...form.register('isHidden')}
        />
      </fieldset>
      <CustomizationEditor form={form} ref={customizationsRef} />
    </form>
  );
}
