import { REVIEW_NOTE_MAX, STORE_REVIEW_STATUSES } from '@marketplace/core/catalog/store-review';
import { STORE_CATEGORIES } from '@marketplace/core/constants/categories';
import {
  CATEGORY_NAME_REQUIRED,
  PREP_MINUTES_RANGE,
  PRICE_DECIMALS,
  REVIEW_NOTE_REQUIRED,
} from '@marketplace/core/constants/messages';
import { STORE_DAYS } from '@marketplace/core/constants/store-days';
import { COORDINATE_PRECISIONS } from '@marketplace/core/geo/coordinate-precision';
import { READY_IN_MAX, READY_IN_MIN } from '@marketplace/core/orders/acknowledgement';
import { priceToCents } from '@marketplace/core/validation/price-to-cents';
import {
  type CustomizationGroup,
  validateCustomizationGroups,
} from '@marketplace/core/validation/validate-customization-groups';
import { validateProduct } from '@marketplace/core/validation/validate-product';
import { validateStoreDetails } from '@marketplace/core/validation/validate-store';
import { validateStoreHours } from '@marketplace/core/validation/validate-store-hours';
import { DATE_NOTE_MAX, DATE_OVERRIDES_MAX } from '@marketplace/core/windows/date-overrides';
import { PAUSE_CHOICES } from '@marketplace/core/windows/pause';
import { z } from 'zod';
import { productCategorySchema, productSchema, storeSchema } from './catalog.js';
import { afterField, firstPageCountField, nextAfterField, pageLimitField } from './fields.js';

/**
 * Store and catalogue management (SPEC §7 store, product, category calls): what staff and sellers
 * send and what they get back. The rules are core's (SPEC §5 with its messages), applied here so
 * the API answers 400 with the sentence and the web's forms show the same one under the field.
 */

// ---------------------------------------------------------------- limits

export const STORE_TEXT_MAX = 120;
export const ADDRESS_TEXT_MAX = 120;
export const PRODUCT_NAME_MAX = 150;
export const DESCRIPTION_MAX = 2000;
export const IMAGE_URL_MAX = 2048;
export const PRODUCT_IMAGES_MAX = 8;
export const CUSTOMIZATION_GROUPS_MAX = 20;
export const CUSTOMIZATION_OPTIONS_MAX = 50;
export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_ICON_MAX = 16;
/** Dollars: no single product on the marketplace costs more. */
export const PRICE_MAX = 100_000;
export const STOCK_MAX = 1_000_000;
export const BULK_CHANGES_MAX = 500;
/** A store's products as CSV text, as the import accepts it. */
export const PRODUCTS_CSV_MAX_CHARS = 1_000_000;

// ---------------------------------------------------------------- answers

/** SPEC §7: every mutation answers a status and a message (toasts show success at 200). */
export const mutationAnswerSchema = z.object({
  status: z.literal(200),
  message: z.string().describe('The sentence the toast shows.'),
});
export type MutationAnswer = z.infer<typeof mutationAnswerSchema>;

/** A store as staff and its seller see it: hidden ones too, with how many products it has. */
export const storeReviewSchema = z
  .object({
    status: z.enum(STORE_REVIEW_STATUSES),
    note: z.string().nullable().describe('Why staff sent it back.'),
    requestedAt: z.string().nullable().describe('When its seller sent it, ISO 8601.'),
  })
  .nullable()
  .describe('Its review (docs/decisions/126): null when never sent.');

export const managedStoreSchema = storeSchema
  .extend({
    productCount: z.number().int().describe('Hidden products included.'),
    review: storeReviewSchema,
    prepMinutes: z.number().int().describe('How long an order usually takes to make.'),
    coordinatesPrecision: z
      .enum(COORDINATE_PRECISIONS)
      .nullable()
      .describe(
        'How exactly latitude and longitude place the store, found from its address as it is saved: address (the building), street, or zipcode (the zip code’s centre: the local geocoder). Null when it could not be placed.',
      ),
  })
  .meta({ id: 'ManagedStore', description: 'A store in store management.' });
export type ManagedStore = z.infer<typeof managedStoreSchema>;

/** The longest page of GET /api/stores-for-admin, and the longest store search. */
export const MANAGED_STORES_PAGE_MAX = 100;
export const STORE_SEARCH_MAX = 120;

/**
 * GET /api/stores-for-admin (staff): stores a page at a time, filtered on the server (issue #32,
 * docs/decisions/131). By name, or with `review=waiting` the longest waiting first.
 */
export const managedStoresQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(STORE_SEARCH_MAX)
    .optional()
    .describe('Part of the store name (case-insensitive).'),
  category: z.enum(STORE_CATEGORIES).optional(),
  sellerId: z.string().max(64).optional().describe("Only this seller's stores."),
  storeId: z.string().max(64).optional().describe('Only this store.'),
  review: z
    .literal('waiting')
    .optional()
    .describe('Only stores waiting for review, the longest waiting first.'),
  limit: pageLimitField(MANAGED_STORES_PAGE_MAX),
  after: afterField,
});
export type ManagedStoresQuery = z.input<typeof managedStoresQuerySchema>;

export const managedStoresPageSchema = z
  .object({
    stores: z.array(managedStoreSchema),
    total: firstPageCountField('Stores'),
    waiting: z
      .number()
      .int()
      .nullable()
      .describe('Stores waiting for review, whatever the query, on the first page.'),
    nextAfter: nextAfterField,
  })
  .meta({ id: 'ManagedStoresPage', description: 'A page of stores in store management.' });
export type ManagedStoresPage = z.infer<typeof managedStoresPageSchema>;

/** GET /api/store-choices (staff): every store by name, and only its name, for filters. */
export const storeChoiceSchema = z
  .object({ _id: z.string(), name: z.string() })
  .meta({ id: 'StoreChoice' });
export type StoreChoice = z.infer<typeof storeChoiceSchema>;

/** A product as store management sees it: hidden ones too, with the flag. */
export const managedProductSchema = productSchema
  .extend({
    isHidden: z.boolean(),
    restock: z
      .number()
      .int()
      .nullable()
      .describe('The stock Back in stock puts back, kept when it was marked sold out.'),
  })
  .meta({ id: 'ManagedProduct', description: 'A product in store management.' });
export type ManagedProduct = z.infer<typeof managedProductSchema>;

// ---------------------------------------------------------------- fields

/**
 * An image: a path on this site ('/api/uploads/Product/…', '/images/…') or an https URL. Uploads
 * answer the path to use (POST /api/s3/get-upload-url → publicUrl).
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(IMAGE_URL_MAX)
  .regex(/^(\/(?!\/)|https:\/\/)\S+$/, 'An image must be an uploaded file or an https:// link.');

const text = (max: number) => z.string().trim().max(max);

const timeSchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM, from 00:00 to 23:59.');

/** A week of opening ranges as the editor sends them; checked and sorted by core. */
export const storeHoursInputSchema = z
  .partialRecord(
    z.enum(STORE_DAYS),
    z.array(z.strictObject({ from: timeSchema, to: timeSchema })).max(8),
  )
  .transform((hours, context) => {
    const checked = validateStoreHours(hours);
    if (checked.ok) return checked.value;
    context.addIssue({ code: 'custom', message: checked.error });
    return z.NEVER;
  });

/**
 * PUT /api/store/{storeId}/date-overrides: the store's special dates, the whole list (issue #31);
 * checked, sorted and pruned of past dates by core.
 */
export const dateOverridesBodySchema = z.strictObject({
  dateOverrides: z
    .array(
      z.strictObject({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.'),
        hours: z.array(z.strictObject({ from: timeSchema, to: timeSchema })).max(4),
        note: z.string().max(DATE_NOTE_MAX).nullable().optional(),
      }),
    )
    .max(DATE_OVERRIDES_MAX),
});
export type DateOverridesBody = z.infer<typeof dateOverridesBodySchema>;

/** PUT /api/store/{storeId}/pause: stop new orders for a while, or take them again ('off'). */
export const pauseBodySchema = z.strictObject({
  pause: z
    .enum([...PAUSE_CHOICES, 'off'])
    .describe("Minutes ('15', '30', '60'), 'today' or 'off'."),
});
export type PauseBody = z.infer<typeof pauseBodySchema>;

export const storeAddressInputSchema = z.strictObject({
  street1: text(ADDRESS_TEXT_MAX).describe('House number.'),
  street2: text(ADDRESS_TEXT_MAX).default('').describe('Street name.'),
  city: text(ADDRESS_TEXT_MAX),
  state: text(40),
  zipcode: text(10),
});

const storeFieldsShape = {
  name: text(STORE_TEXT_MAX),
  contact: z.string().max(32).describe('10 digits, with or without +1 and punctuation.'),
  category: z
    .string()
    .max(40)
    .describe(`One of: ${STORE_CATEGORIES.join(', ')}.`),
  address: storeAddressInputSchema,
};

type StoreFields = {
  name: string;
  contact: string;
  category: string;
  address: z.infer<typeof storeAddressInputSchema>;
};

/** Core's add-store rule over the nested shape; each message lands on its field's path. */
function checkStoreFields<T extends StoreFields>(value: T, context: z.RefinementCtx) {
  const checked = validateStoreDetails({
    name: value.name,
    contact: value.contact,
    category: value.category,
    ...value.address,
  });
  if (checked.ok) {
    const { name, contact, category, ...address } = checked.value;
    return { ...value, name, contact, category, address };
  }
  for (const [field, message] of Object.entries(checked.errors)) {
    const path = field in value ? [field] : ['address', field];
    context.addIssue({ code: 'custom', path, message: message as string });
  }
  return z.NEVER;
}

/** The full store form (admin and data entry): SPEC §5 add store, plus photo, hours and visibility. */
export const storeDataSchema = z
  .strictObject({
    ...storeFieldsShape,
    image: imageUrlSchema.nullish(),
    storeHours: storeHoursInputSchema.optional(),
    /** SPEC §4: the add-store form defaults to hidden. */
    isHidden: z.boolean().default(true),
  })
  .transform(checkStoreFields);
export type StoreData = z.input<typeof storeDataSchema>;

/** SPEC §7 POST /store/create as a seller sends it: the 4 fields, the store starts hidden. */
export const sellerStoreCreateSchema = z
  .strictObject({ sellerId: z.string().max(64), ...storeFieldsShape })
  .transform(checkStoreFields);
/** SPEC §7 POST /store/create as admin and data entry send it. */
export const staffStoreCreateSchema = z.strictObject({
  sellerId: z.string().max(64),
  storeData: storeDataSchema,
});
export const storeCreateBodySchema = z.union([staffStoreCreateSchema, sellerStoreCreateSchema]);
export type StoreCreateBody = z.input<typeof storeCreateBodySchema>;

/**
 * PUT /update-store/{storeId} `updateData`: any of the store's fields. The server lays them over
 * the store and checks the result with the same rule as a new store.
 */
export const storeChangesSchema = z.strictObject({
  name: text(STORE_TEXT_MAX).optional(),
  contact: z.string().max(32).optional(),
  category: z.string().max(40).optional(),
  image: imageUrlSchema.nullable().optional(),
  // street2 without its default: an address change that leaves it out keeps the street.
  address: storeAddressInputSchema
    .extend({ street2: text(ADDRESS_TEXT_MAX).describe('Street name.') })
    .partial()
    .optional(),
  storeHours: storeHoursInputSchema.optional(),
  isHidden: z.boolean().optional(),
  // A refinement: the API answers its own sentence, not a generic bound's.
  prepMinutes: z
    .number()
    .refine(
      (minutes) => Number.isInteger(minutes) && minutes >= READY_IN_MIN && minutes <= READY_IN_MAX,
      PREP_MINUTES_RANGE,
    )
    .optional()
    .describe('How long an order usually takes to make (issue #31).'),
});
export type StoreChanges = z.input<typeof storeChangesSchema>;
export const storeUpdateBodySchema = z.strictObject({
  sellerId: z.string().max(64).optional().describe("Checked against the store's seller."),
  updateData: storeChangesSchema,
});
export type StoreUpdateBody = z.input<typeof storeUpdateBodySchema>;

export const storeAnswerSchema = mutationAnswerSchema.extend({ store: managedStoreSchema });

/**
 * PUT /api/store/{storeId}/place: where the store's door is, as a person put the pin (issue #33);
 * kept as precise to the building until the address next changes.
 */
const LATITUDE_INVALID = 'Latitude is a number from -90 to 90.';
const LONGITUDE_INVALID = 'Longitude is a number from -180 to 180.';
export const storePlaceBodySchema = z
  .strictObject({
    latitude: z
      .number({ error: LATITUDE_INVALID })
      .min(-90, { error: LATITUDE_INVALID })
      .max(90, { error: LATITUDE_INVALID }),
    longitude: z
      .number({ error: LONGITUDE_INVALID })
      .min(-180, { error: LONGITUDE_INVALID })
      .max(180, { error: LONGITUDE_INVALID }),
  })
  .meta({ id: 'StorePlace' });
export type StorePlaceBody = z.infer<typeof storePlaceBodySchema>;

/** POST /api/store/{storeId}/review (staff): approve the store, or send it back saying why. */
export const storeReviewDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({
    decision: z.literal('send_back'),
    note: z
      .string()
      .trim()
      .max(REVIEW_NOTE_MAX)
      .refine((note) => note.length > 0, REVIEW_NOTE_REQUIRED),
  }),
]);
export type StoreReviewDecision = z.infer<typeof storeReviewDecisionSchema>;
export type StoreAnswer = z.infer<typeof storeAnswerSchema>;

// ---------------------------------------------------------------- product categories

// A refinement, not min(1): the API answers a refinement's own sentence, SPEC §5's here.
const categoryNameSchema = z
  .string()
  .max(CATEGORY_NAME_MAX)
  .trim()
  .refine((name) => name.length > 0, CATEGORY_NAME_REQUIRED);

export const productCategoryDataSchema = z.strictObject({
  name: categoryNameSchema,
  icon: z.string().trim().max(CATEGORY_ICON_MAX).nullish().describe('An emoji or a short mark.'),
});
export type ProductCategoryData = z.input<typeof productCategoryDataSchema>;

/**
 * GET /store/{storeId}/product-categories: every category of a store in the seller's order, for
 * store management (the public list answers 404 for a hidden store).
 */
export const managedProductCategoriesSchema = z.array(productCategorySchema);

export const productCategoryCreateBodySchema = z.strictObject({
  storeId: z.string().max(64),
  productCategoryData: productCategoryDataSchema,
});
export const productCategoryCreateAnswerSchema = mutationAnswerSchema.extend({
  _id: z.string(),
  productCategory: productCategorySchema,
});

export const productCategoryUpdateBodySchema = z.strictObject({
  storeId: z.string().max(64),
  updateData: productCategoryDataSchema.partial(),
});
export const productCategoryUpdateAnswerSchema = mutationAnswerSchema.extend({
  updatedProductCategory: productCategorySchema,
});

export const productCategoryDeleteAnswerSchema = mutationAnswerSchema.extend({
  deletedProducts: z.number().int().describe('Products deleted with the category.'),
});

// ---------------------------------------------------------------- products

/** Dollars in, whole cents out; a third decimal is a typo, not something to round away. */
export const priceSchema = z
  .number()
  .max(PRICE_MAX)
  .transform((dollars, context) => {
    const cents = priceToCents(dollars);
    if (cents !== null) return cents;
    context.addIssue({ code: 'custom', message: PRICE_DECIMALS });
    return z.NEVER;
  })
  .describe('Dollars, e.g. 12.5.');

const stockSchema = z.number().max(STOCK_MAX);

export const customizationGroupInputSchema = z.strictObject({
  name: z.string().max(80),
  isRequired: z.boolean().default(false),
  isTextInput: z.boolean().default(false),
  isTextAreaInput: z.boolean().default(false),
  isStackable: z.boolean().default(false),
  stackLimit: z.number().int().nullable().default(null),
  options: z
    .array(z.strictObject({ title: z.string().max(80), price: priceSchema }))
    .max(CUSTOMIZATION_OPTIONS_MAX)
    .default([]),
});

const customizationGroupsSchema = z
  .array(customizationGroupInputSchema)
  .max(CUSTOMIZATION_GROUPS_MAX)
  .transform((groups, context): CustomizationGroup[] => {
    const checked = validateCustomizationGroups(groups);
    if (checked.ok) return checked.value;
    context.addIssue({ code: 'custom', message: checked.error });
    return z.NEVER;
  });

const productFieldsShape = {
  name: z.string().max(PRODUCT_NAME_MAX),
  description: z.string().max(DESCRIPTION_MAX),
  price: priceSchema,
  stock: stockSchema,
  images: z.array(imageUrlSchema).max(PRODUCT_IMAGES_MAX),
  needsAgeVerification: z.boolean(),
  isTaxable: z.boolean(),
  isHidden: z.boolean(),
  customizations: customizationGroupsSchema,
};

type ProductFields = { name: string; description: string; price: number; stock: number };

/** Core's add-product rule (SPEC §5) on the parsed fields, messages on their paths. */
function checkProduct(requireDescription: boolean) {
  return <T extends ProductFields>(value: T, context: z.RefinementCtx) => {
    const checked = validateProduct(value, { requireDescription });
    if (checked.ok) return { ...value, ...checked.value };
    for (const [field, message] of Object.entries(checked.errors)) {
      context.addIssue({ code: 'custom', path: [field], message: message as string });
    }
    return z.NEVER;
  };
}

/** SPEC §7 POST /product/create `productData`: the whole product form. */
export const productDataSchema = z
  .strictObject({
    ...productFieldsShape,
    images: productFieldsShape.images.default([]),
    needsAgeVerification: z.boolean().default(false),
    isTaxable: z.boolean().default(true),
    isHidden: z.boolean().default(false),
    customizations: customizationGroupsSchema.default([]),
  })
  .transform(checkProduct(true));
export type ProductData = z.input<typeof productDataSchema>;

export const productCreateBodySchema = z.strictObject({
  productCategoryId: z.string().max(64),
  productData: productDataSchema,
});

/**
 * SPEC §7 POST /store/{storeId}/add-product, the seller's quick add: name, price and stock as
 * numbers; a description and a product category when the form has them. Without a category
 * the product goes into the store's first one (docs/decisions/080).
 */
export const sellerProductCreateBodySchema = z
  .strictObject({
    name: productFieldsShape.name,
    price: priceSchema,
    stock: stockSchema,
    description: z.string().max(DESCRIPTION_MAX).default(''),
    productCategoryId: z.string().max(64).optional(),
  })
  .transform(checkProduct(false));
export type SellerProductCreateBody = z.input<typeof sellerProductCreateBodySchema>;

/** PUT /update-product/{productId} `updateData`: any of the product's fields, checked whole. */
export const productChangesSchema = z.strictObject({
  name: productFieldsShape.name.optional(),
  description: productFieldsShape.description.optional(),
  price: priceSchema.optional(),
  stock: stockSchema.optional(),
  images: productFieldsShape.images.optional(),
  needsAgeVerification: z.boolean().optional(),
  isTaxable: z.boolean().optional(),
  isHidden: z.boolean().optional(),
  customizations: customizationGroupsSchema.optional(),
});
export type ProductChanges = z.input<typeof productChangesSchema>;

export const productUpdateBodySchema = z.strictObject({
  storeId: z.string().max(64).describe("The product's store."),
  productCategoryId: z
    .string()
    .max(64)
    .describe("The product's category; another category of the same store moves it there."),
  updateData: productChangesSchema,
});
export type ProductUpdateBody = z.input<typeof productUpdateBodySchema>;

export const productAnswerSchema = mutationAnswerSchema.extend({ product: managedProductSchema });

/**
 * PATCH /api/product/{productId}/sold-out: one tap from a phone (issue #31). Sold out keeps the
 * stock to put back; back in stock puts it back, or `stock` when given.
 */
export const soldOutBodySchema = z.strictObject({
  storeId: z.string().describe('The store the product is of.'),
  soldOut: z.boolean(),
  stock: z.number().int().min(1).max(1_000_000).optional(),
});
export type SoldOutBody = z.infer<typeof soldOutBodySchema>;
export type ProductAnswer = z.infer<typeof productAnswerSchema>;

// ---------------------------------------------------------------- bulk editing and CSV

/** One row of the bulk editor: what changed of one product. */
export const bulkProductChangeSchema = z.strictObject({
  productId: z.string().max(64),
  price: z.number().max(PRICE_MAX).optional().describe('Dollars.'),
  stock: z.number().max(STOCK_MAX).optional(),
  isHidden: z.boolean().optional(),
});
export const bulkProductsBodySchema = z.strictObject({
  changes: z.array(bulkProductChangeSchema).min(1).max(BULK_CHANGES_MAX),
});
export type BulkProductsBody = z.input<typeof bulkProductsBodySchema>;

/** A row that could not be saved, by product (bulk) or CSV line (import). */
export const rowErrorSchema = z.object({
  row: z.string().describe('The product id (bulk editor) or the CSV line number (import).'),
  field: z.string().nullable(),
  error: z.string(),
});
export type RowError = z.infer<typeof rowErrorSchema>;

/** 400 for bulk changes and imports: nothing was saved; every failing row is named. */
export const rowErrorsBodySchema = z
  .object({
    error: z.string(),
    code: z.literal('VALIDATION_FAILED'),
    rows: z.array(rowErrorSchema),
  })
  .meta({ id: 'RowErrors', description: 'Nothing was saved; these rows need fixing.' });

export const bulkProductsAnswerSchema = mutationAnswerSchema.extend({
  products: z.array(managedProductSchema),
});

export const productsImportBodySchema = z.strictObject({
  csv: z.string().max(PRODUCTS_CSV_MAX_CHARS),
  dryRun: z.boolean().default(true).describe('Preview only: nothing is saved.'),
});

export const importRowSchema = z.object({
  line: z.number().int().describe('The line of the CSV file, header = 1.'),
  action: z.enum(['create', 'update', 'unchanged']),
  productId: z.string().nullable(),
  name: z.string(),
  productCategory: z.string(),
  newCategory: z.boolean().describe('The category does not exist yet and will be created.'),
  changes: z.array(z.string()).describe('The fields that change.'),
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const productsImportAnswerSchema = mutationAnswerSchema.extend({
  dryRun: z.boolean(),
  rows: z.array(importRowSchema),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type ProductsImportAnswer = z.infer<typeof productsImportAnswerSchema>;

// ---------------------------------------------------------------- audit log

export const catalogChangeSchema = z
  .object({
    _id: z.string(),
    at: z.string().describe('ISO time.'),
    actor: z.object({ _id: z.string().nullable(), name: z.string(), role: z.string() }),
    action: z.enum(['create', 'update', 'delete', 'clone', 'import', 'bulk']),
    entity: z.enum(['store', 'productCategory', 'product']),
    entityId: z.string(),
    entityName: z.string(),
    fields: z.array(
      z.object({
        field: z.string(),
        from: z.unknown().describe('JSON value before; absent on create.'),
        to: z.unknown().describe('JSON value after; absent on delete.'),
      }),
    ),
  })
  .meta({ id: 'CatalogChange', description: 'Who changed what in a store, and when.' });
export type CatalogChange = z.infer<typeof catalogChangeSchema>;

export const catalogChangesAnswerSchema = z.object({
  changes: z.array(catalogChangeSchema),
  nextBefore: z
    .string()
    .nullable()
    .describe('Pass as ?before= for older changes; null at the end.'),
});
export type CatalogChangesAnswer = z.infer<typeof catalogChangesAnswerSchema>;
