import type { ProductCategory } from '@marketplace/contract/catalog';
import type { ManagedProduct, ManagedStore } from '@marketplace/contract/store-management';
import {
  NO_PRODUCT_CATEGORIES,
  NO_PRODUCTS_IN_CATEGORY,
} from '@marketplace/core/constants/messages';
import { dollarsToCents } from '@marketplace/core/money/cents';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { Emoji } from '../../../ui/emoji';
import { ErrorState } from '../../../ui/error-state';
import { EditIcon, PackageIcon, PlusIcon } from '../../../ui/icons';
import { toast } from '../../../ui/toast';
import { useDeleteProduct } from '../api/delete-product';
import { useManagedCategories } from '../api/get-product-categories-managed';
import { useStoreProducts } from '../api/get-store-products';
import { useSetSoldOut } from '../api/set-sold-out';
import { useUpdateProduct } from '../api/update-product';
import { productCountLabel } from '../catalogue-counts';
import styles from './catalogue.module.css';
import { CatalogueLoading } from './catalogue-loading';
import { ProductDrawer } from './product-form';
import { VisibilitySwitch } from './visibility-switch';

type Editing = { product: ManagedProduct | null; productCategoryId: string };

/**
 * A store's products, grouped by its categories in the seller's order: photo, price, stock,
 * visibility (saved on click), the age-verification and tax badges, and edit or delete. New and
 * edited products open in a side drawer.
 */
export function ProductList({ store }: { store: ManagedStore }) {
  const categories = useManagedCategories(store._id);
  const products = useStoreProducts(store._id);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ManagedProduct | null>(null);
  const deleteProduct = useDeleteProduct();
  const updateProduct = useUpdateProduct();
  const soldOut = useSetSoldOut();
  const [, setSearchParams] = useSearchParams();

  // One tap from a phone (issue #31): buyers see 'Sold out' at once, and the stock comes back.
  function markSoldOut(product: ManagedProduct, isSoldOut: boolean) {
    soldOut.mutate(
      { productId: product._id, storeId: store._id, soldOut: isSoldOut },
      {
        onSuccess: ({ message }) => toast.success(`${product.name}: ${message}`),
        onError: (cause) => toast.error(mutationErrorMessage(cause)),
      },
    );
  }
  const soldOutBusy = (product: ManagedProduct) =>
    soldOut.isPending && soldOut.variables?.productId === product._id;

  if (categories.isPending || products.isPending) {
    return <CatalogueLoading label="Loading products…" />;
  }
  if (categories.isError || products.isError) {
    return (
      <ErrorState
        compact
        headingLevel={3}
        title="We couldn’t load this store’s products"
        onRetry={() => {
          if (categories.isError) void categories.refetch();
          if (products.isError) void products.refetch();
        }}
        retrying={categories.isFetching || products.isFetching}
      />
    );
  }

  if (categories.data.length === 0) {
    return (
      <div className={styles.noCategories}>
        <p className={styles.noCategoriesTitle}>{NO_PRODUCT_CATEGORIES}</p>
        <p>Every product is listed under a category. Add one first, then its products.</p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() =>
              setSearchParams((params) => {
                const next = new URLSearchParams(params);
                next.set('tab', 'categories');
                return next;
              })
            }
          >
            Add a category
          </Button>
        </div>
      </div>
    );
  }

  function setVisible(product: ManagedProduct, visible: boolean) {
    updateProduct.mutate(
      {
        productId: product._id,
        storeId: store._id,
        productCategoryId: product.productCategoryId ?? '',
        updateData: { isHidden: !visible },
      },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(mutationErrorMessage(error)),
      },
    );
  }

  const columns: DataColumn<ManagedProduct>[] = [
    {
      key: 'product',
      header: 'Product',
      hideLabelOnPhone: true,
      cell: (product) => <ProductSummary product={product} />,
    },
    {
      key: 'price',
      header: 'Price',
      align: 'end',
      cell: (product) => (
        <span className={styles.numeric}>{formatUsd(dollarsToCents(product.price))}</span>
      ),
    },
    {
      key: 'stock',
      header: 'Stock',
      align: 'end',
      cell: (product) => (
        <span className={`${styles.numeric} ${product.stock === 0 ? styles.lowStock : ''}`}>
          {product.stock === 0 ? 'Sold out' : product.stock}
        </span>
      ),
    },
    {
      key: 'visible',
      header: 'Visible',
      cell: (product) => (
        <VisibilitySwitch
          name={product.name}
          visible={!product.isHidden}
          busy={updateProduct.isPending && updateProduct.variables?.productId === product._id}
          onChange={(visible) => setVisible(product, visible)}
        />
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      hideLabelOnPhone: true,
      align: 'end',
      cell: (product) => (
        <div className={styles.rowActions}>
          {product.stock > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Mark ${product.name} sold out`}
              loading={soldOutBusy(product)}
              onClick={() => markSoldOut(product, true)}
            >
              Sold out
            </Button>
          ) : (
            product.restock !== null && (
              <Button
                variant="soft"
                size="sm"
                aria-label={`${product.name} is back in stock (${product.restock})`}
                loading={soldOutBusy(product)}
                onClick={() => markSoldOut(product, false)}
              >
                Back in stock
              </Button>
            )
          )}
          <Button
            variant="secondary"
            size="sm"
            leadingIcon={<EditIcon size={16} />}
            aria-label={`Edit ${product.name}`}
            onClick={() =>
              setEditing({ product, productCategoryId: product.productCategoryId ?? '' })
            }
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${product.name}`}
            onClick={() => setDeleting(product)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const firstCategory = categories.data[0] as ProductCategory;

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <div className={styles.toolbarText}>
          <h3 className={styles.heading}>Products</h3>
          <p className={styles.lead}>
            {productCountLabel(products.data.length)} in {categories.data.length}{' '}
            {categories.data.length === 1 ? 'category' : 'categories'}
          </p>
        </div>
        <Button
          leadingIcon={<PlusIcon size={18} />}
          onClick={() => setEditing({ product: null, productCategoryId: firstCategory._id })}
        >
          Add product
        </Button>
      </div>

      {categories.data.map((category) => {
        const inCategory = products.data.filter(
          (product) => product.productCategoryId === category._id,
        );
        const headingId = `category-${category._id}`;
        return (
          <section key={category._id} className={styles.group} aria-labelledby={headingId}>
            <div className={styles.groupHead}>
              <h4 id={headingId} className={styles.groupTitle}>
                {category.icon && <Emoji>{category.icon}</Emoji>}
                {category.name}
                <span className={styles.count}>· {productCountLabel(inCategory.length)}</span>
              </h4>
              <Button
                variant="ghost"
                size="sm"
                leadingIcon={<PlusIcon size={16} />}
                onClick={() => setEditing({ product: null, productCategoryId: category._id })}
              >
                Add product <span className="visually-hidden">to {category.name}</span>
              </Button>
            </div>
            <DataTable
              caption={`Products in ${category.name}`}
              columns={columns}
              rows={inCategory}
              rowKey={(product) => product._id}
              rowTone={(product) => (product.isHidden ? 'muted' : undefined)}
              empty={<p className={styles.emptyGroup}>{NO_PRODUCTS_IN_CATEGORY}</p>}
            />
          </section>
        );
      })}

      {editing && (
        <ProductDrawer
          storeId={store._id}
          categories={categories.data}
          product={editing.product}
          productCategoryId={editing.productCategoryId}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'product'}?`}
        description="Buyers will no longer see it, and carts holding it are refused at checkout. This cannot be undone."
        confirmLabel="Delete product"
        onConfirm={() =>
          deleting
            ? deleteProduct
                .mutateAsync({
                  productId: deleting._id,
                  categoryId: deleting.productCategoryId ?? '',
                  storeId: store._id,
                })
                .then(
                  (answer) => {
                    toast.success(answer.message);
                  },
                  (error: unknown) => {
                    toast.error(mutationErrorMessage(error));
                    throw error;
                  },
                )
            : undefined
        }
      />
    </div>
  );
}

function ProductSummary({ product }: { product: ManagedProduct }) {
  const image = product.images[0] ?? product.image;
  return (
    <div className={styles.product}>
      {image ? (
        <img className={styles.thumb} src={image} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className={`${styles.thumb} ${styles.emoji}`} aria-hidden="true">
          <PackageIcon size={20} />
        </span>
      )}
      <div className={styles.productText}>
        <span className={styles.productName}>{product.name}</span>
        <span className={styles.badges}>
          {product.isHidden && <span className={styles.badge}>Hidden</span>}
          {product.needsAgeVerification && (
            <span className={`${styles.badge} ${styles.badgeAge}`}>Age verification</span>
          )}
          <span className={`${styles.badge} ${product.isTaxable ? styles.badgeTax : ''}`}>
            {product.isTaxable ? 'Taxable' : 'Not taxed'}
          </span>
          {product.customizations.length > 0 && (
            <span className={styles.badge}>
              {product.customizations.length === 1
                ? '1 customization'
                : `${product.customizations.length} customizations`}
            </span>
          )}
        </span>
      </div>
    </div>
  );
}
