import { CART_EMPTY, removedFromCart, STOCK_LIMIT } from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildProduct,
  buildProductCategory,
  buildStore,
  storeSession,
} from '../../testing/factories';
import { mockApi } from '../../testing/fetch-mock';
import { currentLocation, renderApp } from '../../testing/render-app';

const store = buildStore({ _id: 'store-1', name: 'Casa Arroyo Taqueria', category: 'Restaurants' });
const category = buildProductCategory({ _id: 'cat-1', storeId: 'store-1' });
const tacos = buildProduct({
  _id: 'tacos',
  name: 'Street Tacos',
  price: 12,
  stock: 50,
  storeId: 'store-1',
});
const horchata = buildProduct({
  _id: 'horchata',
  name: 'Horchata',
  price: 4.5,
  stock: 3,
  storeId: 'store-1',
});

function line(overrides: Record<string, unknown>) {
  return {
    productId: 'tacos',
    name: 'Street Tacos',
    price: 1200,
    quantity: 1,
    storeId: 'store-1',
    stock: 50,
    image: '/images/tacos.webp',
    customizations: [],
    ...overrides,
  };
}

function seedCart(lines: unknown[]) {
  window.localStorage.setItem('cart', JSON.stringify(lines));
  window.localStorage.setItem('storeData', JSON.stringify(store));
}

function serve(products = [tacos, horchata]) {
  return mockApi({
    'GET /api/store/store-1': { body: store },
    'GET /api/stores/store-1/product-categories': { body: [category] },
    'GET /api/product-category/cat-1/products': { body: products },
    'GET /api/stores': { body: [store, buildStore({ name: 'Mariscos del Arroyo' })] },
  });
}

function storedCart() {
  return JSON.parse(window.localStorage.getItem('cart') ?? '[]');
}

describe('CartPage', () => {
  it('says the cart is empty', async () => {
    renderApp('/cart');
    expect(await screen.findByText(CART_EMPTY, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists the items with their choices, subtotal and the recommended vendors', async () => {
    const text = {
      isRequired: false,
      isTextAreaInput: false,
      isStackable: false,
      stackLimit: null,
    };
    serve([
      {
        ...tacos,
        customizations: [
          {
            ...text,
            name: 'Protein',
            isTextInput: false,
            options: [{ title: 'Al pastor', price: 0 }],
          },
          { ...text, name: 'Name on order', isTextInput: true, options: [] },
        ],
      },
      horchata,
    ]);
    seedCart([
      line({
        quantity: 2,
        customizations: [
          { name: 'Protein', selectedOptions: [{ title: 'Al pastor', price: 0 }] },
          { name: 'Name on order', selectedOptions: [], textValue: 'Ana' },
        ],
        specialInstructions: 'Extra lime',
      }),
      line({ productId: 'horchata', name: 'Horchata', price: 450, stock: 3 }),
    ]);
    renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Street Tacos' })).toBeInTheDocument();
    expect(screen.getByText('Al pastor')).toBeInTheDocument();
    expect(screen.getByText('“Ana”')).toBeInTheDocument();
    expect(screen.getByText('Extra lime')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$28.50');
    expect(
      await screen.findByRole('region', { name: /More restaurants nearby/ }),
    ).toBeInTheDocument();
  });

  it('steps quantities up to stock and removes items', async () => {
    const user = userEvent.setup();
    serve();
    seedCart([
      line({ productId: 'horchata', name: 'Horchata', price: 450, stock: 3, quantity: 2 }),
    ]);
    renderApp('/cart');
    const plus = await screen.findByRole('button', { name: 'Increase quantity of Horchata' });
    await user.click(plus);
    expect(storedCart()[0].quantity).toBe(3);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$13.50');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus);
    expect(await screen.findByText(STOCK_LIMIT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Horchata' }));
    expect(await screen.findByText(removedFromCart('Horchata'))).toBeInTheDocument();
    expect(screen.getByText(CART_EMPTY)).toBeInTheDocument();
  });

  it('re-checks the cart with the server and shows what changed', async () => {
    serve([
      { ...tacos, price: 13 },
      { ...horchata, stock: 1 },
    ]);
    seedCart([
      line({ quantity: 1 }),
      line({ productId: 'horchata', name: 'Horchata', price: 450, stock: 3, quantity: 2 }),
      line({ productId: 'gone', name: 'Churros' }),
    ]);
    renderApp('/cart');
    const notice = await screen.findByRole('status', { name: 'Your cart was updated' });
    expect(
      within(notice).getByText('Street Tacos now costs $13.00 (was $12.00).'),
    ).toBeInTheDocument();
    expect(
      within(notice).getByText('Horchata: only 1 left, so your quantity went from 2 to 1.'),
    ).toBeInTheDocument();
    expect(
      within(notice).getByText('Churros is no longer available and was removed.'),
    ).toBeInTheDocument();
    expect(
      storedCart().map((l: { productId: string; price: number; quantity: number }) => [
        l.productId,
        l.price,
        l.quantity,
      ]),
    ).toEqual([
      ['tacos', 1300, 1],
      ['horchata', 450, 1],
    ]);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$17.50');
  });

  it('removes every item of a store that is gone', async () => {
    mockApi({ 'GET /api/store/store-1': { status: 404, body: { error: 'Not found' } } });
    seedCart([line({})]);
    renderApp('/cart');
    expect(
      await screen.findByText('Street Tacos is no longer available and was removed.'),
    ).toBeInTheDocument();
    expect(screen.getByText(CART_EMPTY)).toBeInTheDocument();
  });

  it('keeps the special request and carries it to checkout', async () => {
    const user = userEvent.setup();
    serve();
    storeSession({ role: 'buyer' });
    seedCart([line({})]);
    renderApp('/cart');
    const box = await screen.findByLabelText(/Anything the store should know/);
    await user.type(box, 'Ring the bell');
    expect(window.localStorage.getItem('specialRequest')).toBe('Ring the bell');
    const proceed = screen.getByRole('button', { name: /Proceed to Checkout/ });
    await expect.poll(() => proceed.hasAttribute('disabled')).toBe(false);
    await user.click(proceed);
    await waitFor(() => expect(currentLocation().path).toBe('/checkout'));
    expect(currentLocation().state).toMatchObject({
      checkoutData: { specialRequest: 'Ring the bell', storeData: { _id: 'store-1' } },
    });
    expect(JSON.parse(window.localStorage.getItem('checkoutData') ?? '{}')).toMatchObject({
      specialRequest: 'Ring the bell',
    });
  });
});
