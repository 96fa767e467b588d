import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './order-status-badge';

describe('OrderStatusBadge', () => {
  it('reads a lifecycle status in words, in its SPEC colour', () => {
    render(<OrderStatusBadge status="picked_up" />);
    expect(screen.getByText('Picked up')).toHaveAttribute('data-colour', 'blue');
  });

  it('shows delivered in green and pending in orange for the buyer', () => {
    render(
      <>
        <OrderStatusBadge status="delivered" />
        <OrderStatusBadge status="pending" />
      </>,
    );
    expect(screen.getByText('Delivered')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByText('Pending')).toHaveAttribute('data-colour', 'orange');
  });

  it("shows 'unassigned' grey and delivered blue in the admin's view", () => {
    render(
      <>
        <OrderStatusBadge status="unassigned" view="admin" />
        <OrderStatusBadge status="delivered" view="admin" />
      </>,
    );
    expect(screen.getByText('Unassigned')).toHaveAttribute('data-colour', 'grey');
    expect(screen.getByText('Delivered')).toHaveAttribute('data-colour', 'blue');
  });
});
