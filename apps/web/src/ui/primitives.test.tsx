import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Select } from './select';
import { Stepper } from './stepper';
import { TextField } from './text-field';

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('while loading is busy, disabled and keeps its name', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('TextField and Select', () => {
  it('label the control and announce the error with it', () => {
    render(
      <TextField
        label="Email"
        error="Please enter a valid email address."
        hint="We send receipts here."
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We send receipts here. Please enter a valid email address.',
    );
  });

  it('Select offers a placeholder that cannot be chosen', () => {
    render(
      <Select
        label="Gender"
        placeholder="Select…"
        value=""
        onChange={() => {}}
        options={[{ value: 'female', label: 'Female' }]}
      />,
    );
    expect(screen.getByRole('option', { name: 'Select…' })).toBeDisabled();
    expect(screen.getByLabelText('Gender')).toHaveValue('');
  });
});

function StepperHarness({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return <Stepper label="quantity of Oat Latte" value={value} onChange={setValue} max={max} />;
}

describe('Stepper', () => {
  it('steps up to max, where plus is disabled, and down to min', async () => {
    const user = userEvent.setup();
    render(<StepperHarness max={2} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity of Oat Latte' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Oat Latte' });
    await user.click(plus);
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(plus).toBeDisabled();
    await user.click(minus);
    await user.click(minus);
    expect(screen.getByRole('status')).toHaveTextContent('0');
    expect(minus).toBeDisabled();
  });
});

describe('EmptyState', () => {
  it('renders its title as a heading with the action', () => {
    render(
      <EmptyState
        title="Your cart is empty."
        description="Add something you love."
        action={<Button>Shop</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Shop' })).toBeVisible();
  });
});
