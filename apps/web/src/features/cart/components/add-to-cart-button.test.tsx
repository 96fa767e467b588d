import type { Customization } from '@marketplace/contract/catalog';
import { FARMERS_MARKET } from '@marketplace/core/constants/categories';
import {
  addedReplacingCart,
  addedToCart,
  FARMERS_MARKET_MISMATCH,
  removedFromCart,
  STOCK_LIMIT,
} from '@marketplace/core/constants/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProduct, buildStore } from '../../../testing/factories';
import { mockApi } from '../../../testing/fetch-mock';
import { renderWithRouter } from '../../../testing/render-app';
import { AddToCartButton } from './add-to-cart-button';

const store = buildStore({ _id: 'store-1', name: 'Casa Arroyo Taqueria' });

function storedCart() {
  return JSON.parse(window.localStorage.getItem('cart') ?? '[]');
}

const PROTEIN: Customization = {
  name: 'Protein',
  isRequired: true,
  isTextInput: false,
  isTextAreaInput: false,
  isStackable: false,
  stackLimit: null,
  options: [
    { title: 'Carnitas', price: 0 },
    { title: 'Grilled shrimp', price: 2 },
  ],
};

describe('AddToCartButton', () => {
  it("shows a disabled 'Out of stock' at stock 0", () => {
    renderWithRouter(<AddToCartButton product={buildProduct({ stock: 0 })} store={store} />);
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('adds in cents with the special request, then turns into a stepper', async () => {
    const user = userEvent.setup();
    const product = buildProduct({
      _id: 'p1',
      name: 'Horchata',
      price: 4.5,
      storeId: 'store-1',
      isTaxable: false,
    });
    renderWithRouter(
      <AddToCartButton product={product} store={store} specialInstructions="  Less ice " />,
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(addedToCart('Horchata'))).toBeInTheDocument();
    expect(storedCart()).toEqual([
      expect.objectContaining({
        productId: 'p1',
        price: 450,
        quantity: 1,
        storeId: 'store-1',
        customizations: [],
        specialInstructions: 'Less ice',
        // Checkout's tax must match the server's, which exempts non-taxable products.
        isTaxable: false,
      }),
    ]);
    expect(JSON.parse(window.localStorage.getItem('storeData') ?? 'null')).toMatchObject({
      _id: 'store-1',
    });

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Horchata' }));
    expect(storedCart()[0].quantity).toBe(2);
    expect(screen.getByRole('group', { name: 'quantity of Horchata' })).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Horchata' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Horchata' }));
    expect((await screen.findAllByText(removedFromCart('Horchata'))).length).toBeGreaterThan(0);
    expect(storedCart()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('disables plus at the stock level and says why when pressed', async () => {
    const user = userEvent.setup();
    const product = buildProduct({ name: 'Last Loaf', stock: 1, storeId: 'store-1' });
    renderWithRouter(<AddToCartButton product={product} store={store} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const plus = screen.getByRole('button', { name: 'Increase quantity of Last Loaf' });
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus);
    expect(await screen.findByText(STOCK_LIMIT)).toBeInTheDocument();
    expect(storedCart()[0].quantity).toBe(1);
  });

  it('replaces a cart from another store, saying so', async () => {
    const user = userEvent.setup();
    const other = buildStore({ _id: 'store-2' });
    renderWithRouter(
      <>
        <AddToCartButton
          product={buildProduct({ name: 'Roses', storeId: 'store-2' })}
          store={other}
        />
        <AddToCartButton
          product={buildProduct({ name: 'Tacos', storeId: 'store-1' })}
          store={store}
        />
      </>,
    );
    const [roses, tacos] = screen.getAllByRole('button', { name: 'Add to Cart' });
    if (!roses || !tacos) throw new Error('two buttons expected');
    await user.click(roses);
    await user.click(tacos);
    expect(await screen.findByText(addedReplacingCart('Tacos'))).toBeInTheDocument();
    expect(storedCart().map((item: { name: string }) => item.name)).toEqual(['Tacos']);
  });

  it("refuses a Farmer's Market stand at another market", async () => {
    const user = userEvent.setup();
    const here = buildStore({ _id: 'fm-1', category: FARMERS_MARKET });
    const elsewhere = buildStore({
      _id: 'fm-2',
      category: FARMERS_MARKET,
      address: { ...here.address, street1: '999' },
    });
    renderWithRouter(
      <>
        <AddToCartButton product={buildProduct({ name: 'Eggs', storeId: 'fm-1' })} store={here} />
        <AddToCartButton
          product={buildProduct({ name: 'Honey', storeId: 'fm-2' })}
          store={elsewhere}
        />
      </>,
    );
    const [eggs, honey] = screen.getAllByRole('button', { name: 'Add to Cart' });
    if (!eggs || !honey) throw new Error('two buttons expected');
    await user.click(eggs);
    await user.click(honey);
    expect(await screen.findByText(FARMERS_MARKET_MISMATCH)).toBeInTheDocument();
    expect(storedCart().map((item: { name: string }) => item.name)).toEqual(['Eggs']);
  });

  it('fetches the store when the page does not have it (search results)', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/store/store-1': { body: store } });
    renderWithRouter(
      <AddToCartButton product={buildProduct({ name: 'Tacos', storeId: 'store-1' })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(addedToCart('Tacos'))).toBeInTheDocument();
  });

  it('opens the customization modal, and with variants in the cart the repeat modal', async () => {
    const user = userEvent.setup();
    const product = buildProduct({ name: 'Street Tacos', price: 12, customizations: [PROTEIN] });
    renderWithRouter(<AddToCartButton product={product} store={store} />);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    let dialog = screen.getByRole('dialog', { name: 'Street Tacos' });
    await user.click(within(dialog).getByRole('radio', { name: 'Carnitas' }));
    await user.click(within(dialog).getByRole('button', { name: /Add to Cart/ }));
    expect(storedCart()).toHaveLength(1);

    // Plus opens the repeat modal; a new variant is a separate line.
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Street Tacos' }));
    const repeat = screen.getByRole('dialog', { name: 'Street Tacos in your cart' });
    expect(within(repeat).getByText('Carnitas')).toBeInTheDocument();
    await user.click(within(repeat).getByRole('button', { name: 'Add new variant' }));
    dialog = screen.getByRole('dialog', { name: 'Street Tacos' });
    await user.click(within(dialog).getByRole('radio', { name: /Grilled shrimp/ }));
    await user.click(within(dialog).getByRole('button', { name: /Add to Cart/ }));
    expect(storedCart().map((line: { price: number }) => line.price)).toEqual([1200, 1400]);

    // The repeat modal changes a variant's quantity and removes one.
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Street Tacos' }));
    const again = screen.getByRole('dialog', { name: 'Street Tacos in your cart' });
    await user.click(
      within(again).getByRole('button', { name: 'Increase quantity of Street Tacos, choice 1' }),
    );
    expect(storedCart()[0].quantity).toBe(2);
    await user.click(within(again).getByRole('button', { name: 'Remove Street Tacos, choice 2' }));
    expect(storedCart()).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'quantity of Street Tacos' })).toHaveTextContent('2');
  });

  it('offers Personalize for flower stores, Edit once saved, and carries the message', async () => {
    const user = userEvent.setup();
    const florist = buildStore({ _id: 'flowers', category: 'Flower Stores' });
    const product = buildProduct({ _id: 'roses', name: 'Red Roses', storeId: 'flowers' });
    renderWithRouter(<AddToCartButton product={product} store={florist} />);

    await user.click(
      screen.getByRole('button', { name: 'Personalize gift message for Red Roses' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Personalize your gift' });
    await user.type(within(dialog).getByLabelText("Recipient's full name"), 'Maria Lopez');
    await user.selectOptions(within(dialog).getByLabelText('Occasion'), 'Birthday');
    await user.selectOptions(within(dialog).getByLabelText('Relationship'), 'Mom');
    await user.selectOptions(within(dialog).getByLabelText('Delivering to'), 'Residence');
    await user.type(within(dialog).getByLabelText('Card message'), 'Happy birthday!');
    await user.type(within(dialog).getByLabelText(/Signature/), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Save message' }));

    expect(
      screen.getByRole('button', { name: 'Edit gift message for Red Roses' }),
    ).toBeInTheDocument();
    expect(
      JSON.parse(window.localStorage.getItem('flowerCustomizations') ?? '{}').roses,
    ).toMatchObject({ fullName: 'Maria Lopez', occasion: 'Birthday' });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()[0].flowerCustomizations).toMatchObject({
      fullName: 'Maria Lopez',
      customMessage: 'Happy birthday!',
      signature: 'Ana',
    });
  });

  it('has no Personalize button outside flower stores', () => {
    renderWithRouter(<AddToCartButton product={buildProduct()} store={store} />);
    expect(screen.queryByRole('button', { name: /Personalize/ })).not.toBeInTheDocument();
  });
});
