import type { Customization } from '@marketplace/contract/catalog';
import { CUSTOMIZATIONS_REQUIRED } from '@marketplace/core/constants/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../../testing/factories';
import { CustomizationDialog } from './customization-dialog';

const group = (overrides: Partial<Customization>): Customization => ({
  name: 'Group',
  isRequired: false,
  isTextInput: false,
  isTextAreaInput: false,
  isStackable: false,
  stackLimit: null,
  options: [],
  ...overrides,
});

const product = buildProduct({
  name: 'Street Tacos, 3 ct',
  price: 12,
  customizations: [
    group({
      name: 'Protein',
      isRequired: true,
      options: [
        { title: 'Carne asada', price: 0 },
        { title: 'Grilled shrimp', price: 2 },
      ],
    }),
    group({
      name: 'Extras',
      isStackable: true,
      stackLimit: 3,
      options: [
        { title: 'Guacamole', price: 1.5 },
        { title: 'Queso fresco', price: 0.75 },
        { title: 'Pickled jalapeños', price: 0.5 },
        { title: 'Salsa verde', price: 0 },
      ],
    }),
    group({ name: 'Name on order', isTextInput: true }),
    group({ name: 'Kitchen notes', isTextAreaInput: true }),
  ],
});

function setup() {
  const onConfirm = vi.fn();
  const user = userEvent.setup();
  render(<CustomizationDialog open product={product} onClose={() => {}} onConfirm={onConfirm} />);
  return { user, onConfirm, price: () => screen.getByTestId('customization-price').textContent };
}

describe('CustomizationDialog', () => {
  it('refuses to confirm without the required groups, with SPEC’s message', async () => {
    const { user, onConfirm } = setup();
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(CUSTOMIZATIONS_REQUIRED);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('uses radios for single choices and stops checkboxes at the stack limit', async () => {
    const { user } = setup();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: /Guacamole/ }));
    await user.click(screen.getByRole('checkbox', { name: /Queso fresco/ }));
    await user.click(screen.getByRole('checkbox', { name: /Pickled jalapeños/ }));
    expect(screen.getByRole('checkbox', { name: /Salsa verde/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Guacamole/ }));
    expect(screen.getByRole('checkbox', { name: /Salsa verde/ })).toBeEnabled();
  });

  it('caps text at 30 characters and the text area at 175 with a counter', async () => {
    const { user } = setup();
    expect(screen.getByLabelText(/Name on order/)).toHaveAttribute('maxLength', '30');
    const notes = screen.getByLabelText(/Kitchen notes/);
    expect(notes).toHaveAttribute('maxLength', '175');
    await user.type(notes, 'No onions');
    expect(screen.getByText('9/175')).toBeInTheDocument();
  });

  it('updates the price live and confirms the choices in cents', async () => {
    const { user, onConfirm, price } = setup();
    expect(price()).toBe('$12.00');
    await user.click(screen.getByRole('radio', { name: /Grilled shrimp/ }));
    expect(price()).toBe('$14.00');
    await user.click(screen.getByRole('checkbox', { name: /Guacamole/ }));
    await user.click(screen.getByRole('checkbox', { name: /Queso fresco/ }));
    expect(price()).toBe('$16.25');
    await user.type(screen.getByLabelText(/Name on order/), 'Ana');
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(onConfirm).toHaveBeenCalledWith([
      { name: 'Protein', selectedOptions: [{ title: 'Grilled shrimp', price: 200 }] },
      {
        name: 'Extras',
        selectedOptions: [
          { title: 'Guacamole', price: 150 },
          { title: 'Queso fresco', price: 75 },
        ],
      },
      { name: 'Name on order', selectedOptions: [], textValue: 'Ana' },
    ]);
  });

  it('closes with Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<CustomizationDialog open product={product} onClose={onClose} onConfirm={() => {}} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
