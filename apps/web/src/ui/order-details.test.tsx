import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '../testing/build-order';
import { OrderDetails } from './order-details';

const places = () => within(screen.getByRole('region', { name: 'Store and addresses' }));

describe('OrderDetails', () => {
  it('a pickup shows the store once, as where to collect it', () => {
    render(<OrderDetails order={buildOrder({ orderType: 'pickup', driverTipAmount: 0 })} />);
    expect(places().getByRole('heading', { name: 'Pickup from' })).toBeVisible();
    expect(places().queryByRole('heading', { name: 'Store' })).toBeNull();
    expect(places().getAllByText('Colorado Coffee')).toHaveLength(1);
    expect(places().getByText('55 E Colorado Blvd')).toBeVisible();
    expect(places().getByText('+1 (626) 555-0131')).toBeVisible();
  });

  it('a delivery shows the store and the delivery address', () => {
    render(<OrderDetails order={buildOrder()} />);
    expect(places().getByRole('heading', { name: 'Store' })).toBeVisible();
    expect(places().getByRole('heading', { name: 'Delivery address' })).toBeVisible();
    expect(places().getByText('Maya Alvarez')).toBeVisible();
  });

  it('names the tips as checkout and the payment page do', () => {
    render(<OrderDetails order={buildOrder()} />);
    expect(screen.getByText('Store tip (10%)')).toBeVisible();
    expect(screen.getByText('Driver tip (15%)')).toBeVisible();
  });
});
