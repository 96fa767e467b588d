import {
  BACK_IN_STOCK,
  MARKED_SOLD_OUT,
  NO_PRODUCTS_IN_CATEGORY,
  PRICE_DECIMALS,
  PRICE_NOT_POSITIVE,
  PRODUCT_CREATED,
  PRODUCT_DELETED,
  PRODUCT_UPDATED,
  STOCK_NEGATIVE,
} from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProductCategory, storeSession } from '../../../testing/factories';
import { mockApi, sentBodies } from '../../../testing/fetch-mock';
import { managedStoresApi } from '../../../testing/managed-stores-api';
import { buildManagedProduct } from '../../../testing/store-management/build-managed-product';
import { buildManagedStore } from '../../../testing/store-management/build-managed-store';
import { renderCatalogue } from '../../../testing/store-management/render-catalogue';

const store = buildManagedStore({ _id: 'store-7', name: 'Casa Arroyo' });
const tacos = buildProductCategory({
  _id: 'cat-tacos',
  name: 'Tacos',
  icon: '🌮',
  storeId: 'store-7',
});
const drinks = buildProductCategory({ _id: 'cat-drinks', name: 'Drinks', storeId: 'store-7' });
const pastor = buildManagedProduct({
  _id: 'p-pastor',
  name: 'Al pastor',
  description: 'Pork, pineapple, onion and cilantro.',
  price: 12.5,
  stock: 20,
  storeId: 'store-7',
  productCategoryId: 'cat-tacos',
  images: ['/uploads/Product/pastor.webp'],
  needsAgeVerification: false,
  isTaxable: true,
  customizations: [
    {
      name: 'Tortilla',
      isRequired: true,
      isTextInput: false,
      isTextAreaInput: false,
      isStackable: false,
      stackLimit: null,
      options: [
        { title: 'Corn', price: 0 },
        { title: 'Flour', price: 0.5 },
      ],
    },
  ],
});
const michelada = buildManagedProduct({
  _id: 'p-michelada',
  name: 'Michelada',
  price: 9,
  stock: 0,
  storeId: 'store-7',
  productCategoryId: 'cat-tacos',
  needsAgeVerification: true,
  isTaxable: false,
  isHidden: true,
  images: [],
  image: null,
});
const created = { status: 200, message: PRODUCT_CREATED, product: pastor };

function api(routes: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role: 'admin' });
  return mockApi({
    'GET /api/store/store-7/product-categories': { body: [tacos, drinks] },
    'GET /api/store/store-7/products': { body: [pastor, michelada] },
    'GET /api/stores-for-admin': managedStoresApi([store]),
    ...routes,
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function openNewProduct(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add product' }));
  return screen.getByRole('dialog', { name: 'Add product' });
}

async function fillRequired(user: User, drawer: HTMLElement) {
  await user.type(within(drawer).getByLabelText('Name'), 'Horchata');
  await user.type(within(drawer).getByLabelText('Description'), 'Rice, cinnamon and vanilla.');
  await user.type(within(drawer).getByLabelText('Price'), '4.5');
  await user.type(within(drawer).getByLabelText('Stock'), '12');
}

describe('store catalogue: sold out and back in stock (issue #31)', () => {
  it('marks a product sold out in one tap, then back in stock with the stock it had', async () => {
    let current = [pastor, michelada];
    const fetchMock = api({
      'GET /api/store/store-7/products': () => ({ body: current }),
      'PATCH /api/product/p-pastor/sold-out': ({ body }) => {
        const { soldOut } = body as { soldOut: boolean };
        const product = soldOut
          ? { ...pastor, stock: 0, restock: 20 }
          : { ...pastor, stock: 20, restock: null };
        current = [product, michelada];
        return {
          body: { status: 200, message: soldOut ? MARKED_SOLD_OUT : BACK_IN_STOCK, product },
        };
      },
    });
    const user = userEvent.setup();
    renderCatalogue(store, 'products');

    await user.click(await screen.findByRole('button', { name: 'Mark Al pastor sold out' }));
    expect(await screen.findByText(`Al pastor: ${MARKED_SOLD_OUT}`)).toBeInTheDocument();
    const back = await screen.findByRole('button', { name: 'Al pastor is back in stock (20)' });
    await user.click(back);
    expect(await screen.findByText(`Al pastor: ${BACK_IN_STOCK}`)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/product/p-pastor/sold-out')).toEqual([
      { storeId: 'store-7', soldOut: true },
      { storeId: 'store-7', soldOut: false },
    ]);
    expect(await screen.findByRole('button', { name: 'Mark Al pastor sold out' })).toBeVisible();
  });

  it('offers no one-tap return when the stock to put back is not known', async () => {
    api();
    renderCatalogue(store, 'products');
    const row = (await screen.findByText('Michelada')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /back in stock/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Michelada' })).toBeVisible();
  });
});

describe('store catalogue: products', () => {
  it('groups products by category with photo, price, stock, visibility and badges', async () => {
    api();
    renderCatalogue(store, 'products');

    const group = await screen.findByRole('region', { name: /Tacos/ });
    const table = within(group).getByRole('table', { name: 'Products in Tacos' });
    const pastorRow = within(table).getByText('Al pastor').closest('tr') as HTMLElement;
    expect(within(pastorRow).getByText('$12.50')).toBeVisible();
    expect(within(pastorRow).getByText('20')).toBeVisible();
    expect(within(pastorRow).getByText('Taxable')).toBeVisible();
    expect(within(pastorRow).getByText('1 customization')).toBeVisible();
    expect(pastorRow.querySelector('img')).toHaveAttribute('src', '/uploads/Product/pastor.webp');
    expect(
      within(pastorRow).getByRole('switch', { name: 'Al pastor visible to buyers' }),
    ).toBeChecked();

    const micheladaRow = within(table).getByText('Michelada').closest('tr') as HTMLElement;
    expect(within(micheladaRow).getByText('Sold out')).toBeVisible();
    expect(within(micheladaRow).getByText('Age verification')).toBeVisible();
    expect(within(micheladaRow).getByText('Not taxed')).toBeVisible();
    expect(
      within(micheladaRow).getByText('Hidden', { selector: 'span[class*="badge"]' }),
    ).toBeVisible();
    expect(
      within(micheladaRow).getByRole('switch', { name: 'Michelada visible to buyers' }),
    ).not.toBeChecked();

    const empty = screen.getByRole('region', { name: /Drinks/ });
    expect(within(empty).getByText(NO_PRODUCTS_IN_CATEGORY)).toBeVisible();
  });

  it('shows the field messages of SPEC §5 under the fields and sends nothing', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderCatalogue(store, 'products');
    const drawer = await openNewProduct(user);

    await user.click(within(drawer).getByRole('button', { name: 'Create product' }));
    expect(await within(drawer).findByText('Name is required.')).toBeVisible();
    expect(within(drawer).getByLabelText('Description')).toHaveAccessibleDescription(
      /Description is required\./,
    );
    expect(within(drawer).getByLabelText('Price')).toHaveAccessibleDescription(PRICE_NOT_POSITIVE);
    expect(within(drawer).getByLabelText('Stock')).toHaveAccessibleDescription(STOCK_NEGATIVE);
    expect(within(drawer).getByLabelText('Name')).toHaveFocus();

    await user.type(within(drawer).getByLabelText('Price'), '4.999');
    expect(await within(drawer).findByText(PRICE_DECIMALS)).toBeVisible();
    expect(sentBodies(fetchMock, '/api/product/create')).toEqual([]);
  });

  it('creates a product in the chosen category with every field, then closes the drawer', async () => {
    const fetchMock = api({ 'POST /api/product/create': { body: created } });
    const user = userEvent.setup();
    renderCatalogue(store, 'products');
    const drawer = await openNewProduct(user);

    await fillRequired(user, drawer);
    await user.selectOptions(within(drawer).getByLabelText('Product category'), 'Drinks');
    await user.click(within(drawer).getByLabelText(/Needs age verification/));
    await user.click(within(drawer).getByLabelText(/Taxable/));
    await user.click(within(drawer).getByLabelText(/Hidden from buyers/));
    await user.click(within(drawer).getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText(PRODUCT_CREATED)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/product/create')).toEqual([
      {
        productCategoryId: 'cat-drinks',
        productData: {
          name: 'Horchata',
          description: 'Rice, cinnamon and vanilla.',
          price: 4.5,
          stock: 12,
          images: [],
          needsAgeVerification: true,
          isTaxable: false,
          isHidden: true,
          customizations: [],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before Esc or Cancel throws away a half-filled product, and not when nothing was typed (issue #30)', async () => {
    api();
    const user = userEvent.setup();
    renderCatalogue(store, 'products');
    let drawer = await openNewProduct(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());

    drawer = await openNewProduct(user);
    await user.type(within(drawer).getByLabelText('Name'), 'Horchata');
    await user.keyboard('{Escape}');
    let ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Horchata');

    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  });

  it('sends the customization groups as edited: kinds, options, limits and order', async () => {
    const fetchMock = api({ 'POST /api/product/create': { body: created } });
    const user = userEvent.setup();
    renderCatalogue(store, 'products');
    const drawer = await openNewProduct(user);
    await fillRequired(user, drawer);

    await user.click(within(drawer).getByRole('button', { name: 'Add customization group' }));
    let group = within(drawer).getByRole('group', { name: 'Customization group 1' });
    await user.type(within(group).getByLabelText('Group name'), 'Toppings');
    // A new group starts optional (issue #30): Toppings is made required here.
    expect(within(group).getByLabelText(/Required/)).not.toBeChecked();
    await user.click(within(group).getByLabelText(/Required/));
    await user.click(within(group).getByLabelText('More than one option may be chosen'));
    await user.type(within(group).getByLabelText(/Choice limit/), '2');
    await user.type(within(group).getByLabelText('Option 1'), 'Cheese');
    await user.clear(within(group).getByLabelText('Option 1 price'));
    await user.type(within(group).getByLabelText('Option 1 price'), '0.75');
    await user.click(within(group).getByRole('button', { name: 'Add option' }));
    await user.type(within(group).getByLabelText('Option 2'), 'Salsa');
    await user.click(within(group).getByRole('button', { name: 'Add option' }));
    await user.type(within(group).getByLabelText('Option 3'), 'Crema');
    await user.click(within(group).getByRole('button', { name: 'Move option 2 up' }));
    await user.click(within(group).getByRole('button', { name: 'Remove option 3' }));

    await user.click(within(drawer).getByRole('button', { name: 'Add customization group' }));
    group = within(drawer).getByRole('group', { name: 'Customization group 2' });
    await user.type(within(group).getByLabelText('Group name'), 'Note for the kitchen');
    await user.selectOptions(within(group).getByLabelText('The buyer'), 'Type a longer note');
    await user.click(within(group).getByRole('button', { name: 'Move customization group 2 up' }));

    await user.click(within(drawer).getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText(PRODUCT_CREATED)).toBeInTheDocument();
    const [body] = sentBodies(fetchMock, '/api/product/create') as [
      { productData: { customizations: unknown } },
    ];
    expect(body.productData.customizations).toEqual([
      {
        name: 'Note for the kitchen',
        isRequired: false,
        isTextInput: false,
        isTextAreaInput: true,
        isStackable: false,
        stackLimit: null,
        options: [],
      },
      {
        name: 'Toppings',
        isRequired: true,
        isTextInput: false,
        isTextAreaInput: false,
        isStackable: true,
        stackLimit: 2,
        options: [
          { title: 'Salsa', price: 0 },
          { title: 'Cheese', price: 0.75 },
        ],
      },
    ]);
  });

  it('says what is wrong with a customization group, in core’s words', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderCatalogue(store, 'products');
    const drawer = await openNewProduct(user);
    await fillRequired(user, drawer);

    await user.click(within(drawer).getByRole('button', { name: 'Add customization group' }));
    await user.click(within(drawer).getByRole('button', { name: 'Create product' }));
    expect(
      await within(drawer).findByText('Every customization group needs a name.'),
    ).toBeVisible();
    expect(within(drawer).getByRole('group', { name: 'Customizations' })).toHaveFocus();

    const group = within(drawer).getByRole('group', { name: 'Customization group 1' });
    await user.type(within(group).getByLabelText('Group name'), 'Size');
    await user.click(within(group).getByRole('button', { name: 'Remove option 1' }));
    expect(await within(drawer).findByText('Size needs at least one option.')).toBeVisible();
    expect(sentBodies(fetchMock, '/api/product/create')).toEqual([]);
  });

  it('edits a product from its current values and says so', async () => {
    const fetchMock = api({
      'PUT /api/update-product/p-pastor': {
        body: { status: 200, message: PRODUCT_UPDATED, product: pastor },
      },
    });
    const user = userEvent.setup();
    renderCatalogue(store, 'products');
    await user.click(await screen.findByRole('button', { name: 'Edit Al pastor' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit Al pastor' });
    const price = within(drawer).getByLabelText('Price');
    expect(price).toHaveValue('12.50');
    expect(within(drawer).getByLabelText('Option 2')).toHaveValue('Flour');

    await user.clear(price);
    await user.type(price, '13');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(PRODUCT_UPDATED)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/update-product/p-pastor')).toEqual([
      {
        storeId: 'store-7',
        productCategoryId: 'cat-tacos',
        updateData: {
          name: 'Al pastor',
          description: 'Pork, pineapple, onion and cilantro.',
          price: 13,
          stock: 20,
          images: ['/uploads/Product/pastor.webp'],
          needsAgeVerification: false,
          isTaxable: true,
          isHidden: false,
          customizations: pastor.customizations,
        },
      },
    ]);
  });

  it('hides a product from buyers with its switch', async () => {
    const fetchMock = api({
      'PUT /api/update-product/p-pastor': {
        body: { status: 200, message: PRODUCT_UPDATED, product: { ...pastor, isHidden: true } },
      },
    });
    const user = userEvent.setup();
    renderCatalogue(store, 'products');
    await user.click(await screen.findByRole('switch', { name: 'Al pastor visible to buyers' }));
    expect(await screen.findByText(PRODUCT_UPDATED)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/update-product/p-pastor')).toEqual([
      { storeId: 'store-7', productCategoryId: 'cat-tacos', updateData: { isHidden: true } },
    ]);
  });

  it('deletes a product only once confirmed', async () => {
    const fetchMock = api({
      'DELETE /api/delete-product/p-michelada/cat-tacos/store-7': {
        body: { status: 200, message: PRODUCT_DELETED },
      },
    });
    const user = userEvent.setup();
    renderCatalogue(store, 'products');
    await user.click(await screen.findByRole('button', { name: 'Delete Michelada' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete Michelada?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Michelada' }));
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    expect(await screen.findByText(PRODUCT_DELETED)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
