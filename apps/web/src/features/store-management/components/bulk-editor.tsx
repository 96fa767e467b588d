import {
  type BulkProductsBody,
  type ManagedProduct,
  type ManagedStore,
  rowErrorsBodySchema,
} from '@marketplace/contract/store-management';
import { useState } from 'react';
import { ApiError, mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PackageIcon, SearchIcon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useBulkUpdateProducts } from '../api/bulk-update-products';
import { useManagedCategories } from '../api/get-product-categories-managed';
import { useStoreProducts } from '../api/get-store-products';
import { amountText, typedAmount } from '../form-body';
import styles from './catalogue.module.css';
import { CatalogueLoading } from './catalogue-loading';

/** What was typed in a row, field by field; untouched fields are absent. */
type RowEdit = { price?: string; stock?: string; isHidden?: boolean };
type ProductChange = BulkProductsBody['changes'][number];
type RowProblem = { field: string | null; error: string };

/**
 * The row's change as the bulk call takes it, only the fields that differ from the product; null
 * when nothing does. Unreadable numbers go as values the server refuses with core's sentence.
 */
function rowChange(product: ManagedProduct, edit: RowEdit | undefined): ProductChange | null {
  if (!edit) return null;
  const change: ProductChange = { productId: product._id };
  if (edit.price !== undefined) {
    const price = typedAmount(edit.price, 0);
    if (price !== product.price) change.price = price;
  }
  if (edit.stock !== undefined) {
    const stock = typedAmount(edit.stock, -1);
    if (stock !== product.stock) change.stock = stock;
  }
  if (edit.isHidden !== undefined && edit.isHidden !== product.isHidden) {
    change.isHidden = edit.isHidden;
  }
  return Object.keys(change).length > 1 ? change : null;
}

/** The rows a 400 names (contract rowErrorsBodySchema), by product id. */
function problemsOf(error: unknown): Map<string, RowProblem[]> {
  const problems = new Map<string, RowProblem[]>();
  const body = error instanceof ApiError ? rowErrorsBodySchema.safeParse(error.body) : null;
  for (const row of body?.success ? body.data.rows : []) {
    problems.set(row.row, [...(problems.get(row.row) ?? []), row]);
  }
  return problems;
}

/**
 * Beyond SPEC: price, stock and visibility of every product of the store in one table. Changed
 * rows are marked; Save sends only them in one all-or-nothing call; rows the server refuses are
 * marked with its sentence and the edits stay for another try.
 */
export function BulkEditor({ store }: { store: ManagedStore }) {
  const products = useStoreProducts(store._id);
  const categories = useManagedCategories(store._id);
  const save = useBulkUpdateProducts();
  const [edits, setEdits] = useState<ReadonlyMap<string, RowEdit>>(new Map());
  const [problems, setProblems] = useState<ReadonlyMap<string, RowProblem[]>>(new Map());
  const [filter, setFilter] = useState('');

  if (products.isPending) return <CatalogueLoading label="Loading products…" rows={6} />;
  if (products.isError) {
    return (
      <ErrorState
        compact
        headingLevel={3}
        title="We couldn’t load this store’s products"
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  }
  if (products.data.length === 0) {
    return (
      <EmptyState
        icon={<PackageIcon size={28} />}
        headingLevel={3}
        title="No products to edit yet"
        description="Add products in the Products tab, or import them from a CSV file."
      />
    );
  }

  const categoryNames = new Map((categories.data ?? []).map((c) => [c._id, c.name]));
  const changes = products.data.flatMap((product) => {
    const change = rowChange(product, edits.get(product._id));
    return change ? [change] : [];
  });
  const changed = new Set(changes.map((change) => change.productId));
  const needle = filter.trim().toLowerCase();
  const rows = needle
    ? products.data.filter((product) => product.name.toLowerCase().includes(needle))
    : products.data;

  function edit(productId: string, field: Partial<RowEdit>) {
    setEdits((current) => new Map(current).set(productId, { ...current.get(productId), ...field }));
  }

  function discard() {
    setEdits(new Map());
    setProblems(new Map());
  }

  function submit() {
    save.mutate(
      { storeId: store._id, changes },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          discard();
        },
        onError: (error) => {
          setProblems(problemsOf(error));
          toast.error(mutationErrorMessage(error));
        },
      },
    );
  }

  const invalid = (product: ManagedProduct, field: string) =>
    problems.get(product._id)?.some((problem) => problem.field === field) || undefined;
  const problemId = (product: ManagedProduct) =>
    problems.has(product._id) ? `bulk-problem-${product._id}` : undefined;

  const columns: DataColumn<ManagedProduct>[] = [
    {
      key: 'product',
      header: 'Product',
      hideLabelOnPhone: true,
      cell: (product) => (
        <div className={styles.productText}>
          <span className={styles.productName}>{product.name}</span>
          <span className={styles.rowMeta}>
            {categoryNames.get(product.productCategoryId ?? '') ?? ''}
            {changed.has(product._id) && ' · Changed'}
          </span>
          {problems.has(product._id) && (
            <ul id={problemId(product)} className={`${styles.errorList} ${styles.rowError}`}>
              {problems.get(product._id)?.map((problem) => (
                <li key={`${problem.field}-${problem.error}`}>{problem.error}</li>
              ))}
            </ul>
          )}
        </div>
      ),
    },
    {
      key: 'price',
      header: 'Price ($)',
      align: 'end',
      cell: (product) => (
        <input
          className={styles.cellInput}
          inputMode="decimal"
          aria-label={`Price of ${product.name}`}
          aria-invalid={invalid(product, 'price')}
          aria-describedby={problemId(product)}
          value={edits.get(product._id)?.price ?? amountText(product.price)}
          onChange={(event) => edit(product._id, { price: event.target.value })}
        />
      ),
    },
    {
      key: 'stock',
      header: 'Stock',
      align: 'end',
      cell: (product) => (
        <input
          className={styles.cellInput}
          inputMode="numeric"
          aria-label={`Stock of ${product.name}`}
          aria-invalid={invalid(product, 'stock')}
          aria-describedby={problemId(product)}
          value={edits.get(product._id)?.stock ?? String(product.stock)}
          onChange={(event) => edit(product._id, { stock: event.target.value })}
        />
      ),
    },
    {
      key: 'visible',
      header: 'Visible',
      cell: (product) => (
        <input
          type="checkbox"
          className={styles.checkbox}
          aria-label={`Visible: ${product.name}`}
          aria-invalid={invalid(product, 'isHidden')}
          checked={!(edits.get(product._id)?.isHidden ?? product.isHidden)}
          onChange={(event) => edit(product._id, { isHidden: !event.target.checked })}
        />
      ),
    },
  ];

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <div className={styles.toolbarText}>
          <h3 className={styles.heading}>Bulk edit</h3>
          <p className={styles.lead}>
            Change prices, stock and visibility of many products, then save them together. Nothing
            is saved unless every row is right.
          </p>
        </div>
        <TextField
          label="Find a product"
          type="search"
          prefix={<SearchIcon size={16} />}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <DataTable
        caption="Products to edit"
        columns={columns}
        rows={rows}
        rowKey={(product) => product._id}
        rowTone={(product) =>
          problems.has(product._id) ? 'error' : changed.has(product._id) ? 'changed' : undefined
        }
        empty={<p className={styles.emptyGroup}>No product matches “{filter.trim()}”.</p>}
      />
      <div className={styles.stickyBar}>
        <p role="status" className={styles.lead}>
          {changes.length === 0
            ? 'No unsaved changes.'
            : changes.length === 1
              ? '1 product changed.'
              : `${changes.length} products changed.`}
        </p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={discard}
            disabled={save.isPending || (edits.size === 0 && problems.size === 0)}
          >
            Discard
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={changes.length === 0}>
            Save changes
          </Button>
        </div>
      </div>
    </div>
  );
}
