import type { CatalogChange, ManagedStore } from '@marketplace/contract/store-management';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { HistoryIcon } from '../../../ui/icons';
import { useCatalogChanges } from '../api/get-catalog-changes';
import { useManagedCategories } from '../api/get-product-categories-managed';
import { type ChangeContext, valueInWords } from '../change-in-words';
import styles from './catalogue.module.css';
import { CatalogueLoading } from './catalogue-loading';

const ACTION: Record<CatalogChange['action'], string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  clone: 'Cloned',
  import: 'Imported',
  bulk: 'Bulk-edited',
};

const ENTITY: Record<CatalogChange['entity'], string> = {
  store: 'store',
  productCategory: 'product category',
  product: 'product',
};

/** The recorded field names as the forms label them; any other is shown as recorded. */
const FIELD: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  price: 'Price',
  stock: 'Stock',
  images: 'Photos',
  image: 'Photo',
  icon: 'Icon',
  isHidden: 'Hidden',
  needsAgeVerification: 'Age verification',
  isTaxable: 'Taxable',
  customizations: 'Customizations',
  productCategoryId: 'Product category',
  category: 'Category',
  contact: 'Contact',
  address: 'Address',
  storeHours: 'Hours',
};

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Beyond SPEC, admins only: who changed what in this store and when, newest first, with every
 * field from → to, a page at a time.
 */
export function CatalogueHistory({ store }: { store: ManagedStore }) {
  const history = useCatalogChanges(store._id);
  const categories = useManagedCategories(store._id);
  const context: ChangeContext = {
    categoryName: (id) => categories.data?.find((category) => category._id === id)?.name,
  };

  if (history.isPending) return <CatalogueLoading label="Loading the store’s history…" />;
  if (history.isError) {
    return (
      <ErrorState
        compact
        headingLevel={3}
        title="We couldn’t load this store’s history"
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }

  const changes = history.data.pages.flatMap((page) => page.changes);
  if (changes.length === 0) {
    return (
      <EmptyState
        icon={<HistoryIcon size={28} />}
        headingLevel={3}
        title="No changes recorded yet"
        description="Every change to this store, its categories and its products will be listed here, with who made it and when."
      />
    );
  }

  return (
    <div className={styles.tab}>
      <div className={styles.toolbarText}>
        <h3 className={styles.heading}>History</h3>
        <p className={styles.lead}>Every change to {store.name}, newest first.</p>
      </div>
      <ol className={styles.timeline} aria-label="Changes">
        {changes.map((change) => (
          <ChangeEntry key={change._id} change={change} context={context} />
        ))}
      </ol>
      {history.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            onClick={() => void history.fetchNextPage()}
            loading={history.isFetchingNextPage}
          >
            Load older
          </Button>
        </div>
      )}
      {history.isFetchNextPageError && (
        <p role="alert" className={styles.rowError}>
          We couldn’t load older changes. Try again.
        </p>
      )}
    </div>
  );
}

function ChangeEntry({ change, context }: { change: CatalogChange; context: ChangeContext }) {
  const { actor } = change;
  return (
    <li className={styles.change}>
      <div className={styles.changeHead}>
        <p className={styles.changeWhat}>
          {ACTION[change.action]} {ENTITY[change.entity]} {change.entityName}
        </p>
        <time className={styles.changeMeta} dateTime={change.at}>
          {when.format(new Date(change.at))}
        </time>
      </div>
      <p className={styles.changeMeta}>
        by {actor.name} ({actor.role})
      </p>
      {change.fields.length > 0 && (
        <dl className={styles.fields}>
          {change.fields.map((field) => (
            <div key={field.field} className={styles.fieldRow}>
              <dt>{FIELD[field.field] ?? field.field}</dt>
              <dd>
                <FieldValue field={field.field} from={field.from} to={field.to} context={context} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** An update shows from → to; a creation only what was set, a deletion only what was there. */
function FieldValue({
  field,
  from,
  to,
  context,
}: {
  field: string;
  from: unknown;
  to: unknown;
  context: ChangeContext;
}) {
  const shown = (value: unknown) => valueInWords(field, value, context);
  if (from === undefined || to === undefined) return <>{shown(to === undefined ? from : to)}</>;
  return (
    <>
      <span className={styles.from}>{shown(from)}</span>
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden"> changed to </span>
      {shown(to)}
    </>
  );
}
