import { PRODUCTS_CSV_MAX_CHARS } from '@marketplace/contract/store-management';
import {
  PRICE_DECIMALS,
  PRICE_NOT_POSITIVE,
  STOCK_NEGATIVE,
} from '@marketplace/core/constants/messages';
import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogAudit, productCategories, products } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import { healthDuring } from '../../../test/health-during.js';
import {
  STORE_CALLERS,
  STORE_KEEPERS,
  type StoreCaller,
  storeCallerHeaders,
  storeCallerRefusal,
} from '../../../test/store-callers.js';
import { STORE_NOT_FOUND } from '../management.js';
import {
  CSV_NO_PRODUCTS,
  csvCellCount,
  csvColumnMissing,
  csvColumnTwice,
  csvColumnUnknown,
  csvNotBoolean,
  csvProductTwice,
  csvTooManyRows,
  csvUnreadable,
  PRICE_NOT_A_NUMBER,
  PRODUCT_CATEGORY_REQUIRED,
  ROWS_NOT_SAVED,
} from './messages.js';
import { PRODUCT_NOT_FOUND } from './product-records.js';
import { CSV_COLUMNS, IMPORT_ROWS_MAX } from './products-csv.js';

const ctx = await createTestApp();

const HEADER = CSV_COLUMNS.join(',');

/** A store with two categories: Drinks (a latte with photos, a hidden tea) and Snacks. */
async function shop() {
  const store = await ctx.newStore({ name: 'Café Ünos' });
  const drinks = await ctx.newProductCategory({ storeId: store.id, name: 'Drinks', position: 0 });
  const snacks = await ctx.newProductCategory({ storeId: store.id, name: 'Snacks', position: 1 });
  const latte = await ctx.newProduct({
    storeId: store.id,
    productCategoryId: drinks.id,
    name: 'Latte',
    description: 'Espresso, "steamed" milk,\nand foam',
    priceCents: 1250,
    stock: 8,
    images: ['/uploads/Product/latte.webp', 'https://cdn.example.com/latte.png'],
    customizations: [
      {
        name: 'Size',
        isRequired: true,
        isTextInput: false,
        isTextAreaInput: false,
        isStackable: false,
        stackLimit: null,
        options: [{ title: 'Large', price: 100 }],
      },
    ],
  });
  const tea = await ctx.newProduct({
    storeId: store.id,
    productCategoryId: drinks.id,
    name: 'Tea',
    description: '',
    priceCents: 300,
    stock: 0,
    isHidden: true,
    needsAgeVerification: true,
    isTaxable: false,
  });
  const chips = await ctx.newProduct({
    storeId: store.id,
    productCategoryId: snacks.id,
    name: '=HYPERLINK("http://evil.example")',
    description: "-5 off, '@home",
    priceCents: 199,
    stock: 3,
  });
  return { store, drinks, snacks, latte, tea, chips };
}

const exportCsv = async (storeId: string, headers?: Record<string, string>) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/store/${storeId}/products/export`,
    headers: headers ?? (await ctx.login('dataentry')),
  });

const importCsv = async (
  storeId: string,
  body: { csv: string; dryRun?: boolean },
  headers?: Record<string, string>,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/store/${storeId}/products/import`,
    headers: headers ?? (await ctx.login('dataentry')),
    payload: body,
  });

const productsOf = (storeId: string) =>
  ctx.db.select().from(products).where(eq(products.storeId, storeId)).orderBy(asc(products.name));
const categoriesOf = (storeId: string) =>
  ctx.db
    .select()
    .from(productCategories)
    .where(eq(productCategories.storeId, storeId))
    .orderBy(asc(productCategories.position));
const auditOfStore = (storeId: string) =>
  ctx.db
    .select()
    .from(catalogAudit)
    .where(eq(catalogAudit.storeId, storeId))
    .orderBy(asc(catalogAudit.id));

describe('who may export and import a store’s products', () => {
  it.each(STORE_CALLERS)('export: %s', async (caller: StoreCaller) => {
    const s = await shop();
    const response = await exportCsv(s.store.id, await storeCallerHeaders(ctx, caller, s.store));
    if (STORE_KEEPERS.includes(caller)) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      return;
    }
    const refusal = storeCallerRefusal(caller);
    expect(response.statusCode).toBe(refusal.status);
    expect(response.json()).toEqual(refusal.body);
  });

  it.each(STORE_CALLERS)('import: %s', async (caller: StoreCaller) => {
    const s = await shop();
    const csv = `productCategory,name,price,stock\nDrinks,Mocha,4.50,2\n`;
    const response = await importCsv(
      s.store.id,
      { csv, dryRun: false },
      await storeCallerHeaders(ctx, caller, s.store),
    );
    if (STORE_KEEPERS.includes(caller)) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 200,
        message: 'Imported: 1 created, 0 updated, 0 unchanged.',
      });
      expect(await productsOf(s.store.id)).toHaveLength(4);
      return;
    }
    const refusal = storeCallerRefusal(caller);
    expect(response.statusCode).toBe(refusal.status);
    expect(response.json()).toEqual(refusal.body);
    expect(await productsOf(s.store.id)).toHaveLength(3);
  });
});

describe('GET /api/store/:storeId/products/export', () => {
  it("writes every product, hidden ones too, in the store's order, as a named CSV download", async () => {
    const s = await shop();
    const response = await exportCsv(s.store.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Caf_ _nos-products.csv"; filename*=UTF-8''Caf%C3%A9%20%C3%9Cnos-products.csv`,
    );
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(`\ufeff${HEADER}`);
    const records = parse(response.body, { bom: true });
    expect(records).toEqual([
      [...CSV_COLUMNS],
      [
        s.latte.id,
        'Drinks',
        'Latte',
        'Espresso, "steamed" milk,\nand foam',
        '12.50',
        '8',
        'false',
        'false',
        'true',
        '/uploads/Product/latte.webp | https://cdn.example.com/latte.png',
      ],
      [s.tea.id, 'Drinks', 'Tea', '', '3.00', '0', 'true', 'true', 'false', ''],
      [
        s.chips.id,
        'Snacks',
        // A spreadsheet must not run these as formulas.
        `'=HYPERLINK("http://evil.example")`,
        "'-5 off, '@home",
        '1.99',
        '3',
        'false',
        'false',
        'true',
        '',
      ],
    ]);
  });

  it('answers 404 for an unknown store', async () => {
    const response = await exportCsv('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: STORE_NOT_FOUND, code: 'NOT_FOUND' });
  });
});

describe('POST /api/store/:storeId/products/import', () => {
  it('reads its own export back as unchanged, and applying it writes nothing', async () => {
    const s = await shop();
    const csv = (await exportCsv(s.store.id)).body;
    const before = await productsOf(s.store.id);

    const preview = await importCsv(s.store.id, { csv });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      status: 200,
      dryRun: true,
      created: 0,
      updated: 0,
      unchanged: 3,
    });
    expect(preview.json().rows).toEqual([
      {
        line: 2,
        action: 'unchanged',
        productId: s.latte.id,
        name: 'Latte',
        productCategory: 'Drinks',
        newCategory: false,
        changes: [],
        errors: [],
      },
      // The latte's description holds a line break: the tea starts on line 4.
      expect.objectContaining({ line: 4, action: 'unchanged', productId: s.tea.id }),
      expect.objectContaining({
        line: 5,
        action: 'unchanged',
        name: '=HYPERLINK("http://evil.example")',
      }),
    ]);

    const applied = await importCsv(s.store.id, { csv, dryRun: false });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      message: 'Imported: 0 created, 0 updated, 3 unchanged.',
      unchanged: 3,
    });
    expect(await productsOf(s.store.id)).toEqual(before);
    expect(await auditOfStore(s.store.id)).toEqual([]);
  });

  /** The shop's export with the latte's price and the tea's flags changed and two new lines. */
  async function editedExport(s: Awaited<ReturnType<typeof shop>>) {
    const csv = (await exportCsv(s.store.id)).body
      .replace(',12.50,8,', ',13.00,8,')
      .replace(',0,true,true,false,', ',5,false,true,false,');
    return `${csv},baked goods,Croissant,Buttery,3.25,6,,,,/uploads/Product/croissant.webp\r\n,Baked Goods,Muffin,,2,4,,,false,\r\n`;
  }

  it('previews what each line would do, saving nothing', async () => {
    const s = await shop();
    const before = await productsOf(s.store.id);
    const response = await importCsv(s.store.id, { csv: await editedExport(s) });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      dryRun: true,
      message: 'Preview: 2 to create, 2 to update, 1 unchanged. Nothing was saved.',
      created: 2,
      updated: 2,
      unchanged: 1,
    });
    expect(answer.rows).toEqual([
      expect.objectContaining({ line: 2, action: 'update', changes: ['price'] }),
      expect.objectContaining({ line: 4, action: 'update', changes: ['stock', 'isHidden'] }),
      expect.objectContaining({ line: 5, action: 'unchanged', changes: [] }),
      {
        line: 6,
        action: 'create',
        productId: null,
        name: 'Croissant',
        productCategory: 'baked goods',
        newCategory: true,
        changes: CSV_COLUMNS.filter((column) => column !== 'id'),
        errors: [],
      },
      expect.objectContaining({ line: 7, action: 'create', name: 'Muffin', newCategory: true }),
    ]);
    expect(await productsOf(s.store.id)).toEqual(before);
    expect(await categoriesOf(s.store.id)).toHaveLength(2);
    expect(await auditOfStore(s.store.id)).toEqual([]);
  });

  it('applies every line in one go: new categories once, new products, changes, audit entries', async () => {
    const s = await shop();
    const response = await importCsv(s.store.id, { csv: await editedExport(s), dryRun: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 200,
      dryRun: false,
      message: 'Imported: 2 created, 2 updated, 1 unchanged.',
      created: 2,
      updated: 2,
      unchanged: 1,
    });

    const categories = await categoriesOf(s.store.id);
    expect(categories.map((category) => [category.name, category.position])).toEqual([
      ['Drinks', 0],
      ['Snacks', 1],
      ['baked goods', 2],
    ]);
    const rows = await productsOf(s.store.id);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('Latte')).toMatchObject({
      priceCents: 1300,
      // Not in the CSV: kept.
      customizations: s.latte.customizations,
    });
    expect(byName.get('Tea')).toMatchObject({ stock: 5, isHidden: false });
    expect(byName.get('Croissant')).toMatchObject({
      productCategoryId: categories[2]!.id,
      description: 'Buttery',
      priceCents: 325,
      stock: 6,
      isHidden: false,
      needsAgeVerification: false,
      isTaxable: true,
      images: ['/uploads/Product/croissant.webp'],
      customizations: [],
    });
    expect(byName.get('Muffin')).toMatchObject({
      productCategoryId: categories[2]!.id,
      description: '',
      isTaxable: false,
    });

    // Buyers see the new products at once.
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/product-category/${categories[2]!.id}/products`,
    });
    expect(shown.json().map((product: { name: string }) => product.name)).toEqual([
      'Croissant',
      'Muffin',
    ]);

    const audit = await auditOfStore(s.store.id);
    expect(audit.every((entry) => entry.action === 'import')).toBe(true);
    expect(audit.map((entry) => [entry.entity, entry.entityName])).toEqual([
      ['productCategory', 'baked goods'],
      ['product', 'Latte'],
      ['product', 'Tea'],
      ['product', 'Croissant'],
      ['product', 'Muffin'],
    ]);
    expect(audit[1]!.fields).toEqual([{ field: 'price', from: 12.5, to: 13 }]);
  });

  it('saves nothing when a line has an error, and names the line, its column and why', async () => {
    const s = await shop();
    const other = await shop();
    const before = await productsOf(s.store.id);
    const csv = [
      'name,productCategory,price,stock,id,isHidden',
      'Mocha,New Category,4.50,2,,',
      'Bad price,Drinks,4.999,2,,',
      ',,0,-1,,maybe',
      `Not ours,Drinks,1,1,${other.latte.id},`,
      `Latte,Drinks,1,1,${s.latte.id},`,
      `Latte again,Drinks,1,1,${s.latte.id},`,
      'Cheap,Drinks,abc,1.5,,',
      'Short,Drinks',
    ].join('\n');

    const preview = await importCsv(s.store.id, { csv });
    expect(preview.statusCode).toBe(200);
    expect(
      preview.json().rows.map((row: { line: number; errors: string[] }) => [row.line, row.errors]),
    ).toEqual([
      [2, []],
      [3, [PRICE_DECIMALS]],
      [
        4,
        [
          PRODUCT_CATEGORY_REQUIRED,
          csvNotBoolean('isHidden'),
          'Name is required.',
          PRICE_NOT_POSITIVE,
          STOCK_NEGATIVE,
        ],
      ],
      [5, [PRODUCT_NOT_FOUND]],
      [6, []],
      [7, [csvProductTwice(6)]],
      [8, [PRICE_NOT_A_NUMBER, STOCK_NEGATIVE]],
      [9, [csvCellCount(2, 6)]],
    ]);

    const applied = await importCsv(s.store.id, { csv, dryRun: false });
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toEqual({
      error: ROWS_NOT_SAVED,
      code: 'VALIDATION_FAILED',
      rows: [
        { row: '3', field: 'price', error: PRICE_DECIMALS },
        { row: '4', field: 'productCategory', error: PRODUCT_CATEGORY_REQUIRED },
        { row: '4', field: 'isHidden', error: csvNotBoolean('isHidden') },
        { row: '4', field: 'name', error: 'Name is required.' },
        { row: '4', field: 'price', error: PRICE_NOT_POSITIVE },
        { row: '4', field: 'stock', error: STOCK_NEGATIVE },
        { row: '5', field: 'id', error: PRODUCT_NOT_FOUND },
        { row: '7', field: 'id', error: csvProductTwice(6) },
        { row: '8', field: 'price', error: PRICE_NOT_A_NUMBER },
        { row: '8', field: 'stock', error: STOCK_NEGATIVE },
        { row: '9', field: null, error: csvCellCount(2, 6) },
      ],
    });
    expect(await productsOf(s.store.id)).toEqual(before);
    expect(await categoriesOf(s.store.id)).toHaveLength(2);
    expect(await auditOfStore(s.store.id)).toEqual([]);
  });

  it("takes off the ' a spreadsheet formula was guarded with, and reads dollars as typed", async () => {
    const s = await shop();
    const csv = `name,productCategory,price,stock,description\r\n'=1+1,Drinks,"$1,200.5",3,'@ the counter\r\n''=x,Drinks,2,1.0,keep 'quotes'\r\n`;
    const response = await importCsv(s.store.id, { csv, dryRun: false });
    expect(response.statusCode).toBe(200);
    const rows = await productsOf(s.store.id);
    expect(rows.find((row) => row.name === '=1+1')).toMatchObject({
      description: '@ the counter',
      priceCents: 120050,
      stock: 3,
    });
    expect(rows.find((row) => row.name === "'=x")).toMatchObject({
      description: "keep 'quotes'",
      stock: 1,
    });
    // And back out the same way.
    const exported: { name: string }[] = parse((await exportCsv(s.store.id)).body, {
      bom: true,
      columns: true,
    });
    expect(exported.map((row) => row.name)).toContain("''=x");
  });

  it.each([
    ['an empty file', '', `The first line of the CSV file must name its columns: ${HEADER}.`],
    ['a missing column', 'name,productCategory,price\nTea,Drinks,1', csvColumnMissing('stock')],
    [
      'an unknown column',
      'name,productCategory,price,stock,colour\nTea,Drinks,1,1,red',
      csvColumnUnknown('colour', CSV_COLUMNS),
    ],
    ['a column twice', 'name,productCategory,price,stock,Name\n', csvColumnTwice('name')],
    ['no products', `${HEADER}\r\n`, CSV_NO_PRODUCTS],
    [
      'a quote never closed',
      'name,productCategory,price,stock\nTea,Drinks,1,1\n"Mocha,Drinks,1,1\n',
      csvUnreadable(3, 'a quoted cell is never closed'),
    ],
    [
      'too many products',
      `name,productCategory,price,stock\n${'Tea,Drinks,1,1\n'.repeat(IMPORT_ROWS_MAX + 1)}`,
      csvTooManyRows(IMPORT_ROWS_MAX),
    ],
  ])('refuses %s with a sentence that says what to fix', async (_, csv, error) => {
    const s = await shop();
    const response = await importCsv(s.store.id, { csv, dryRun: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_FAILED' });
    expect(await productsOf(s.store.id)).toHaveLength(3);
  });

  it('refuses 450,000 lines (900 kB) as too many, reading no further than the cap, and health answers within 1 s meanwhile', async () => {
    const s = await shop();
    const csv = `name,productCategory,price,stock\n${'1\n'.repeat(450_000)}`;
    const { result, longestHealthMs } = await healthDuring(ctx.app, () =>
      importCsv(s.store.id, { csv }),
    );
    expect(result.statusCode).toBe(400);
    expect(result.json()).toEqual({
      error: csvTooManyRows(IMPORT_ROWS_MAX),
      code: 'VALIDATION_FAILED',
    });
    expect(longestHealthMs).toBeLessThan(1000);
  });

  it('previews lines with errors as doing nothing, and shows back no more than 200 characters of a cell', async () => {
    const s = await shop();
    const huge = 'N'.repeat(900_000);
    const csv = `name,productCategory,price,stock\nMocha,Drinks,abc,1\n${huge},Drinks,1,1\nCortado,Drinks,4,2\n`;
    const preview = await importCsv(s.store.id, { csv });
    expect(preview.statusCode).toBe(200);
    const answer = preview.json();
    expect(answer.message).toBe(
      'Preview: 1 to create, 0 to update, 0 unchanged, 2 with errors to fix. Nothing was saved.',
    );
    expect([answer.created, answer.updated, answer.unchanged]).toEqual([1, 0, 0]);
    expect(answer.rows[1].name).toBe(`${'N'.repeat(199)}…`);
    expect(preview.body.length).toBeLessThan(10_000);
  });

  it('refuses a line whose photo names an upload that was never stored, saving nothing', async () => {
    const s = await shop();
    const missing = '/api/uploads/Product/00000000-0000-4000-8000-000000000000.png';
    const csv = [
      'name,productCategory,price,stock,images',
      'Affogato,Drinks,5,3,https://cdn.example.com/affogato.png',
      `Cortado,Drinks,4,3,${missing}`,
    ].join('\n');
    const sentence = `The image ${missing} was not uploaded, or is gone. Please upload it again.`;

    const preview = await importCsv(s.store.id, { csv });
    expect(
      preview.json().rows.map((row: { line: number; errors: string[] }) => [row.line, row.errors]),
    ).toEqual([
      [2, []],
      [3, [sentence]],
    ]);
    const applied = await importCsv(s.store.id, { csv, dryRun: false });
    expect(applied.statusCode).toBe(400);
    expect(applied.json().rows).toEqual([{ row: '3', field: 'images', error: sentence }]);
    expect((await productsOf(s.store.id)).map((product) => product.name)).not.toContain('Affogato');
  });

  it('refuses a file over its size, before reading it', async () => {
    const s = await shop();
    const tooLong = await importCsv(s.store.id, { csv: 'x'.repeat(PRODUCTS_CSV_MAX_CHARS + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: `"csv" must be at most ${PRODUCTS_CSV_MAX_CHARS} characters.`,
      code: 'VALIDATION_FAILED',
    });
    // Escaped as JSON, 1 million characters are over 1.5 MB.
    const tooBig = await importCsv(s.store.id, { csv: '"'.repeat(PRODUCTS_CSV_MAX_CHARS) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      error: 'The request body is too large (at most 1536 KB).',
      code: 'BODY_TOO_LARGE',
    });
  });

  it('accepts a file of the largest size it allows', async () => {
    const s = await shop();
    const line = `Tea,Drinks,1,1,${'x'.repeat(480)}\n`;
    const csv = `name,productCategory,price,stock,description\n${line.repeat(IMPORT_ROWS_MAX)}`;
    expect(csv.length).toBeLessThan(1_000_000);
    const response = await importCsv(s.store.id, { csv });
    expect(response.statusCode).toBe(200);
    expect(response.json().created).toBe(IMPORT_ROWS_MAX);
  });
});
