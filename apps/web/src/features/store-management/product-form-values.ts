import type { Customization } from '@marketplace/contract/catalog';
import {
  type ManagedProduct,
  type ProductData,
  productDataSchema,
} from '@marketplace/contract/store-management';
import { z } from 'zod';
import { amountText, checkedBody, typedAmount } from './form-body';

/** What buyers do with a group: pick options, or type one line or a few lines of text. */
export type CustomizationKind = 'choice' | 'text' | 'textarea';

export type CustomizationGroupValues = {
  name: string;
  isRequired: boolean;
  kind: CustomizationKind;
  isStackable: boolean;
  /** Blank: as many options as there are. */
  stackLimit: string;
  options: { title: string; price: string }[];
};

export type ProductFormValues = {
  name: string;
  description: string;
  price: string;
  stock: string;
  productCategoryId: string;
  images: string[];
  needsAgeVerification: boolean;
  isTaxable: boolean;
  isHidden: boolean;
  customizations: CustomizationGroupValues[];
};

export const CHOOSE_PRODUCT_CATEGORY = 'Please choose a product category.';

/**
 * A new group: a single choice, optional until the seller says otherwise, so an "Add-ons" group
 * saved as it is never makes buyers pay for an add-on (issue #30).
 */
export function newCustomizationGroup(): CustomizationGroupValues {
  return {
    name: '',
    isRequired: false,
    kind: 'choice',
    isStackable: false,
    stackLimit: '',
    options: [newCustomizationOption()],
  };
}

export function newCustomizationOption() {
  return { title: '', price: '0.00' };
}

function groupValues(group: Customization): CustomizationGroupValues {
  return {
    name: group.name,
    isRequired: group.isRequired,
    kind: group.isTextAreaInput ? 'textarea' : group.isTextInput ? 'text' : 'choice',
    isStackable: group.isStackable,
    stackLimit: group.stackLimit === null ? '' : String(group.stackLimit),
    options: group.options.map((option) => ({
      title: option.title,
      price: amountText(option.price),
    })),
  };
}

/** The form's fields for `product`, or for a new product in `productCategoryId`. */
export function productFormValues(
  product: ManagedProduct | null,
  productCategoryId: string,
): ProductFormValues {
  if (!product) {
    return {
      name: '',
      description: '',
      price: '',
      stock: '',
      productCategoryId,
      images: [],
      needsAgeVerification: false,
      isTaxable: true,
      isHidden: false,
      customizations: [],
    };
  }
  return {
    name: product.name,
    description: product.description,
    price: amountText(product.price),
    stock: String(product.stock),
    productCategoryId: product.productCategoryId ?? productCategoryId,
    images: product.images,
    needsAgeVerification: product.needsAgeVerification,
    isTaxable: product.isTaxable,
    isHidden: product.isHidden,
    customizations: product.customizations.map(groupValues),
  };
}

function customizationBody(group: CustomizationGroupValues) {
  const choice = group.kind === 'choice';
  const stackable = choice && group.isStackable;
  return {
    name: group.name,
    isRequired: group.isRequired,
    isTextInput: group.kind === 'text',
    isTextAreaInput: group.kind === 'textarea',
    isStackable: stackable,
    stackLimit:
      stackable && group.stackLimit.trim() !== '' ? typedAmount(group.stackLimit, 0) : null,
    // An option left blank costs nothing extra; unreadable text is refused with its sentence.
    options: choice
      ? group.options.map((option) => ({
          title: option.title,
          price: option.price.trim() === '' ? 0 : typedAmount(option.price, -1),
        }))
      : [],
  };
}

/**
 * The product form (SPEC §5 add product, plus photos, flags and customization groups), judged by
 * the contract's productDataSchema: what it hands on is the category and `productData` as
 * POST /product/create and PUT /update-product take them.
 */
export const productFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    price: z.string(),
    stock: z.string(),
    productCategoryId: z.string().min(1, CHOOSE_PRODUCT_CATEGORY),
    images: z.array(z.string()),
    needsAgeVerification: z.boolean(),
    isTaxable: z.boolean(),
    isHidden: z.boolean(),
    customizations: z.array(z.custom<CustomizationGroupValues>()),
  })
  .transform((values, context) => {
    const productData = checkedBody<ProductData>(
      productDataSchema,
      {
        name: values.name,
        description: values.description,
        price: typedAmount(values.price, 0),
        stock: typedAmount(values.stock, -1),
        images: values.images,
        needsAgeVerification: values.needsAgeVerification,
        isTaxable: values.isTaxable,
        isHidden: values.isHidden,
        customizations: values.customizations.map(customizationBody),
      },
      context,
    );
    return { productCategoryId: values.productCategoryId, productData };
  });

export type ProductFormOutput = z.output<typeof productFormSchema>;
