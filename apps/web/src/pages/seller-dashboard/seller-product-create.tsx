import {
  DESCRIPTION_MAX,
  type ManagedProduct,
  PRODUCT_NAME_MAX,
  type SellerProductCreateBody,
  sellerProductCreateBodySchema,
} from '@marketplace/contract/store-management';
import { SELLER_ALERT_CLEAR_MS } from '@marketplace/core/constants/limits';
import { ERROR_FETCHING_PRODUCTS, SELLER_ID_MISSING } from '@marketplace/core/constants/messages';
import { dollarsToCents } from '@marketplace/core/money/cents';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { mutationErrorMessage } from '../../api/client';
import { brand } from '../../config/brand';
import { useAddSellerProduct } from '../../features/store-management/api/add-seller-product';
import { useManagedCategories } from '../../features/store-management/api/get-product-categories-managed';
import { useSellerStores } from '../../features/store-management/api/get-seller-stores';
import { useStoreProducts } from '../../features/store-management/api/get-store-products';
import { CatalogueLoading } from '../../features/store-management/components/catalogue-loading';
import { checkedBody, typedAmount } from '../../features/store-management/form-body';
import { Button } from '../../ui/button';
import { type DataColumn, DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { useZodForm } from '../../ui/form';
import { AlertCircleIcon, CheckIcon, PlusIcon } from '../../ui/icons';
import { Select } from '../../ui/select';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import styles from './seller-product-create.module.css';

/**
 * SPEC §5/§7 seller quick add: name, price and stock sent as numbers; a description and a
 * category only when given (without one the product goes into the store's first category).
 */
const quickAddSchema = z
  .object({
    name: z.string(),
    price: z.string(),
    stock: z.string(),
    description: z.string(),
    productCategoryId: z.string(),
  })
  .transform((values, context) => {
    const body: SellerProductCreateBody = {
      name: values.name,
      price: typedAmount(values.price, 0),
      stock: typedAmount(values.stock, -1),
    };
    if (values.description.trim()) body.description = values.description;
    if (values.productCategoryId) body.productCategoryId = values.productCategoryId;
    return checkedBody(sellerProductCreateBodySchema, body, context);
  });

const EMPTY = { name: '', price: '', stock: '', description: '', productCategoryId: '' };

type Alert = { kind: 'success' | 'error'; message: string };

/**
 * SPEC §2 /sellerdashboard/product-create?storeId=: the seller's quick add, then the store's
 * products. Its alerts clear after 3 s (SPEC §9).
 */
export function SellerProductCreate({
  storeId,
  sellerId,
}: {
  storeId: string;
  sellerId: string | null;
}) {
  if (!sellerId) {
    return (
      <ErrorState
        title={SELLER_ID_MISSING}
        description={`Your account is not linked to a seller yet. Write to ${brand.supportEmail} and we will set it up.`}
        headingLevel={3}
      />
    );
  }
  return (
    <div className={styles.layout}>
      <QuickAddForm storeId={storeId} sellerId={sellerId} />
      <StoreProducts storeId={storeId} />
    </div>
  );
}

function QuickAddForm({ storeId, sellerId }: { storeId: string; sellerId: string }) {
  const form = useZodForm(quickAddSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const description = form.watch('description');
  const add = useAddSellerProduct();
  const categories = useManagedCategories(storeId);
  const store = useSellerStores(sellerId).data?.find((candidate) => candidate._id === storeId);
  const [alert, setAlert] = useState<Alert | null>(null);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), SELLER_ALERT_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  const submit = form.handleSubmit((body) => {
    setAlert(null);
    add.mutate(
      { storeId, ...body },
      {
        onSuccess: (answer) => {
          setAlert({ kind: 'success', message: answer.message });
          form.reset(EMPTY);
          form.setFocus('name');
        },
        onError: (error) => setAlert({ kind: 'error', message: mutationErrorMessage(error) }),
      },
    );
  });

  const categoryOptions = [
    { value: '', label: 'The store’s first category' },
    ...(categories.data ?? []).map((category) => ({ value: category._id, label: category.name })),
  ];

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="quick-add">
      <div>
        <h3 id="quick-add" className={styles.title}>
          {store ? `New product for ${store.name}` : 'New product'}
        </h3>
        <p className={styles.lead}>It is listed as soon as you add it, if the store is visible.</p>
        <div className={styles.alerts}>
          <div role="status">
            {alert?.kind === 'success' && (
              <p className={`${styles.alert} ${styles.success}`}>
                <CheckIcon size={18} />
                {alert.message}
              </p>
            )}
          </div>
          <div role="alert">
            {alert?.kind === 'error' && (
              <p className={`${styles.alert} ${styles.error}`}>
                <AlertCircleIcon size={18} />
                {alert.message}
              </p>
            )}
          </div>
        </div>
      </div>
      <TextField
        label="Name"
        maxLength={PRODUCT_NAME_MAX}
        {...form.register('name')}
        error={errors.name?.message}
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
      <TextArea
        label="Description"
        optional
        maxLength={DESCRIPTION_MAX}
        {...form.register('description')}
        value={description}
        error={errors.description?.message}
      />
      {categories.data && categories.data.length > 0 && (
        <Select
          label="Product category"
          options={categoryOptions}
          {...form.register('productCategoryId')}
        />
      )}
      <div>
        <Button type="submit" loading={add.isPending} leadingIcon={<PlusIcon size={18} />}>
          Add product
        </Button>
      </div>
    </form>
  );
}

const columns: DataColumn<ManagedProduct>[] = [
  {
    key: 'name',
    header: 'Product',
    hideLabelOnPhone: true,
    cell: (product) => <span className={styles.name}>{product.name}</span>,
  },
  {
    key: 'price',
    header: 'Price',
    align: 'end',
    cell: (product) => formatUsd(dollarsToCents(product.price)),
  },
  { key: 'stock', header: 'Stock', align: 'end', cell: (product) => product.stock },
  {
    key: 'visible',
    header: 'Buyers',
    cell: (product) => (product.isHidden ? 'Hidden' : 'Visible'),
  },
];

/** SPEC §8: 'error fetching products' when the call fails or the store has none. */
function StoreProducts({ storeId }: { storeId: string }) {
  const products = useStoreProducts(storeId);
  return (
    <section className={styles.products} aria-labelledby="store-products">
      <h3 id="store-products" className={styles.title}>
        This store’s products
      </h3>
      {products.isPending ? (
        <CatalogueLoading label="Loading products…" rows={3} />
      ) : products.isError || products.data.length === 0 ? (
        <ErrorState
          compact
          headingLevel={3}
          title={ERROR_FETCHING_PRODUCTS}
          description={
            products.isError
              ? 'Check your connection and try again.'
              : 'This store has no products yet. Add the first one above.'
          }
          onRetry={products.isError ? () => void products.refetch() : undefined}
          retrying={products.isFetching}
        />
      ) : (
        <DataTable
          caption="This store’s products"
          columns={columns}
          rows={products.data}
          rowKey={(product) => product._id}
          rowTone={(product) => (product.isHidden ? 'muted' : undefined)}
        />
      )}
    </section>
  );
}
