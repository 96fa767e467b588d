import {
  type ImportRow,
  type ManagedStore,
  PRODUCTS_CSV_MAX_CHARS,
  type ProductsImportAnswer,
  type RowError,
  rowErrorsBodySchema,
} from '@marketplace/contract/store-management';
import { type ChangeEvent, useId, useState } from 'react';
import { ApiError, mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { TextArea } from '../../../ui/text-area';
import { toast } from '../../../ui/toast';
import { useExportProducts } from '../api/export-products';
import { useImportProducts } from '../api/import-products';
import styles from './catalogue.module.css';

const COLUMNS =
  'id, productCategory, name, description, price, stock, isHidden, needsAgeVerification, isTaxable, images';
const TOO_LARGE = 'This file is too large to import at once. Split it into smaller files.';

const ACTION_LABEL: Record<ImportRow['action'], string> = {
  create: 'New',
  update: 'Update',
  unchanged: 'Unchanged',
};

/** The lines a refused import names (contract rowErrorsBodySchema), or none. */
function refusedLines(error: unknown): RowError[] {
  const body = error instanceof ApiError ? rowErrorsBodySchema.safeParse(error.body) : null;
  return body?.success ? body.data.rows : [];
}

/**
 * Beyond SPEC: the store's products as CSV, out and in. An import is previewed first (a dry run
 * says what every line would do, with its problems) and applied only from a clean preview of the
 * same text, all lines in one go or none.
 */
export function ProductImport({ store }: { store: ManagedStore }) {
  const exportCsv = useExportProducts();
  const importCsv = useImportProducts();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<{ csv: string; answer: ProductsImportAnswer } | null>(
    null,
  );
  const [refused, setRefused] = useState<{ error: string; lines: RowError[] } | null>(null);
  const fileId = useId();

  const current = preview && preview.csv === csv ? preview.answer : null;
  const rowsWithErrors = current?.rows.filter((row) => row.errors.length > 0).length ?? 0;
  const toChange = current ? current.created + current.updated : 0;
  const tooLarge = csv.length > PRODUCTS_CSV_MAX_CHARS;

  function changeCsv(text: string) {
    setCsv(text);
    setRefused(null);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) changeCsv(await file.text());
  }

  function run(dryRun: boolean) {
    setRefused(null);
    importCsv.mutate(
      { storeId: store._id, csv, dryRun },
      {
        onSuccess: (answer) => {
          if (answer.dryRun) {
            setPreview({ csv, answer });
            return;
          }
          toast.success(answer.message);
          setPreview(null);
          setCsv('');
        },
        onError: (error) => {
          const message = mutationErrorMessage(error);
          setRefused({ error: message, lines: refusedLines(error) });
          toast.error(message);
        },
      },
    );
  }

  return (
    <div className={styles.tab}>
      <section className={styles.panel} aria-labelledby="export-heading">
        <div className={styles.toolbar}>
          <div className={styles.toolbarText}>
            <h3 id="export-heading" className={styles.heading}>
              Export
            </h3>
            <p className={styles.lead}>
              Every product of {store.name} as a CSV file, to edit in a spreadsheet and import back.
            </p>
          </div>
          <Button
            variant="secondary"
            loading={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(
                { storeId: store._id, storeName: store.name },
                { onError: (error) => toast.error(mutationErrorMessage(error)) },
              )
            }
          >
            Export CSV
          </Button>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="import-heading">
        <div className={styles.toolbarText}>
          <h3 id="import-heading" className={styles.heading}>
            Import
          </h3>
          <p className={styles.lead}>
            Columns: {COLUMNS}. A line without an id creates a product; a category that does not
            exist yet is created. Preview first: nothing is saved until you apply.
          </p>
        </div>
        <div className={styles.toolbarText}>
          <label htmlFor={fileId} className={styles.rowName}>
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className={styles.fileInput}
            onChange={(event) => void chooseFile(event)}
          />
        </div>
        <TextArea
          label="Or paste the CSV"
          className={styles.csvBox}
          value={csv}
          onChange={(event) => changeCsv(event.target.value)}
          error={tooLarge ? TOO_LARGE : undefined}
          spellCheck={false}
        />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => run(true)}
            loading={importCsv.isPending && importCsv.variables?.dryRun === true}
            disabled={csv.trim() === '' || tooLarge || importCsv.isPending}
          >
            Preview
          </Button>
          <Button
            onClick={() => run(false)}
            loading={importCsv.isPending && importCsv.variables?.dryRun === false}
            disabled={!current || rowsWithErrors > 0 || toChange === 0 || importCsv.isPending}
          >
            Apply import
          </Button>
        </div>
        {preview && !current && (
          <p className={styles.lead}>The CSV changed since the preview. Preview it again.</p>
        )}
        {refused && <RefusedImport {...refused} />}
      </section>

      {current && <ImportPreview answer={current} rowsWithErrors={rowsWithErrors} />}
    </div>
  );
}

function RefusedImport({ error, lines }: { error: string; lines: RowError[] }) {
  return (
    <div role="alert" className={styles.rowError}>
      <p>{error}</p>
      {lines.length > 0 && (
        <ul className={styles.errorList}>
          {lines.map((line) => (
            <li key={`${line.row}-${line.field}-${line.error}`}>
              Line {line.row}
              {line.field ? ` (${line.field})` : ''}: {line.error}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ImportPreview(props: { answer: ProductsImportAnswer; rowsWithErrors: number }) {
  const { answer, rowsWithErrors } = props;
  const newCategories = new Set(
    answer.rows.filter((row) => row.newCategory).map((row) => row.productCategory.toLowerCase()),
  ).size;

  const columns: DataColumn<ImportRow>[] = [
    {
      key: 'line',
      header: 'Line',
      cell: (row) => <span className={styles.numeric}>{row.line}</span>,
    },
    {
      key: 'name',
      header: 'Product',
      cell: (row) => <span className={styles.productName}>{row.name || '—'}</span>,
    },
    {
      key: 'category',
      header: 'Category',
      cell: (row) => (
        <span className={styles.badges}>
          {row.productCategory || '—'}
          {row.newCategory && (
            <span className={`${styles.badge} ${styles.badgeNew}`}>New category</span>
          )}
        </span>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      cell: (row) => (
        <span
          className={[
            styles.badge,
            row.action === 'create' && styles.badgeCreate,
            row.action === 'update' && styles.badgeUpdate,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {ACTION_LABEL[row.action]}
        </span>
      ),
    },
    {
      key: 'changes',
      header: 'Changes',
      cell: (row) => (row.changes.length > 0 ? row.changes.join(', ') : '—'),
    },
    {
      key: 'errors',
      header: 'Problems',
      cell: (row) =>
        row.errors.length > 0 ? (
          <ul className={`${styles.errorList} ${styles.rowError}`}>
            {row.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <section className={styles.group} aria-labelledby="preview-heading">
      <div className={styles.toolbarText}>
        <h3 id="preview-heading" className={styles.heading}>
          Preview
        </h3>
        <p role="status" className={styles.summary}>
          <span className={`${styles.badge} ${styles.badgeCreate}`}>{answer.created} new</span>
          <span className={`${styles.badge} ${styles.badgeUpdate}`}>
            {answer.updated} to update
          </span>
          <span className={styles.badge}>{answer.unchanged} unchanged</span>
          {newCategories > 0 && (
            <span className={`${styles.badge} ${styles.badgeNew}`}>
              {newCategories === 1 ? '1 new category' : `${newCategories} new categories`}
            </span>
          )}
          {rowsWithErrors > 0 && (
            <span className={`${styles.badge} ${styles.rowError}`}>
              {rowsWithErrors === 1 ? '1 line to fix' : `${rowsWithErrors} lines to fix`}
            </span>
          )}
        </p>
        {rowsWithErrors > 0 && (
          <p className={styles.rowError}>
            Fix the lines with problems in the CSV and preview again; nothing is imported until
            every line is right.
          </p>
        )}
      </div>
      <DataTable
        caption="Import preview"
        columns={columns}
        rows={answer.rows}
        rowKey={(row) => String(row.line)}
        rowTone={(row) =>
          row.errors.length > 0 ? 'error' : row.action === 'unchanged' ? 'muted' : 'changed'
        }
        empty={<p className={styles.emptyGroup}>The CSV has no product lines.</p>}
      />
    </section>
  );
}
