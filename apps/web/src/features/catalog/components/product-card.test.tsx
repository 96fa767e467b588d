import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '../../../testing/factories';
import { renderWithRouter } from '../../../testing/render-app';
import { ProductCard } from './product-card';

const LONG = 'Beer-battered rockfish, chipotle crema, cabbage slaw and lime on flour tortillas.';

describe('ProductCard', () => {
  it('shows the name, the price in dollars and a lazily loaded image with its size', () => {
    renderWithRouter(<ProductCard product={buildProduct({ name: 'Horchata', price: 4.5 })} />);
    const card = screen.getByRole('article', { name: 'Horchata' });
    expect(within(card).getByText('$4.50')).toBeInTheDocument();
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '480');
  });

  it('cuts the description at 50 characters with an ellipsis and reads the rest in a dialog', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <ProductCard product={buildProduct({ name: 'Fish Tacos', description: LONG })} />,
    );
    expect(screen.getByText(`${LONG.slice(0, 50)}...`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(LONG)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read more about Fish Tacos' }));
    const dialog = screen.getByRole('dialog', { name: 'Fish Tacos' });
    expect(within(dialog).getByText(LONG)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no Read more when the description fits', () => {
    renderWithRouter(<ProductCard product={buildProduct({ description: 'Cold and sweet.' })} />);
    expect(screen.getByText('Cold and sweet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Read more/ })).not.toBeInTheDocument();
  });

  it('marks products that need age verification', () => {
    renderWithRouter(
      <>
        <ProductCard product={buildProduct({ name: 'Pinot Noir', needsAgeVerification: true })} />
        <ProductCard product={buildProduct({ name: 'Lemonade' })} />
      </>,
    );
    const wine = screen.getByRole('article', { name: 'Pinot Noir' });
    expect(
      within(wine).getByRole('img', { name: 'Age verification required' }),
    ).toBeInTheDocument();
    const lemonade = screen.getByRole('article', { name: 'Lemonade' });
    expect(within(lemonade).queryByRole('img', { name: 'Age verification required' })).toBeNull();
  });

  it('shows the store name and address when given (search results)', () => {
    renderWithRouter(
      <ProductCard
        product={buildProduct()}
        store={{
          name: 'Casa Arroyo Taqueria',
          address: {
            street1: '1390',
            street2: 'N Lake Ave',
            city: 'Pasadena',
            state: 'CA',
            zipcode: '91104',
          },
        }}
      />,
    );
    expect(screen.getByText('Casa Arroyo Taqueria')).toBeInTheDocument();
    expect(screen.getByText('· 1390 N Lake Ave, Pasadena', { exact: false })).toBeInTheDocument();
  });

  it('expands a Special Requests box; restaurants hint at allergies and spice', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <ProductCard product={buildProduct({ name: 'Tacos' })} storeCategory="Restaurants" />
        <ProductCard product={buildProduct({ name: 'Roses' })} storeCategory="Flower Stores" />
      </>,
    );
    const tacos = screen.getByRole('article', { name: 'Tacos' });
    const toggle = within(tacos).getByRole('button', { name: 'Add special request' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(tacos).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = within(tacos).getByRole('textbox', { name: 'Special requests for Tacos' });
    expect(box.getAttribute('placeholder')).toMatch(/allerg/i);
    expect(box.getAttribute('placeholder')).toMatch(/extra spicy/i);

    const roses = screen.getByRole('article', { name: 'Roses' });
    await user.click(within(roses).getByRole('button', { name: 'Add special request' }));
    const rosesBox = within(roses).getByRole('textbox');
    expect(rosesBox.getAttribute('placeholder')).not.toMatch(/allerg|spicy/i);
  });

  it('hands the special request to the add-to-cart area', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <ProductCard
        product={buildProduct({ name: 'Tacos' })}
        renderAction={({ specialInstructions }) => (
          <output>{`note: ${specialInstructions}`}</output>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add special request' }));
    await user.type(screen.getByRole('textbox'), 'No onions');
    expect(screen.getByText('note: No onions')).toBeInTheDocument();
  });
});
