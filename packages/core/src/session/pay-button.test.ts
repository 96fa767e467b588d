import { describe, expect, it } from 'vitest';
import { payButton } from './pay-button.js';

describe('payButton', () => {
  it('asks for a delivery window first, then an address, then says Pay', () => {
    expect(payButton({ orderType: 'delivery', hasWindow: false, street1: '' })).toEqual({
      label: 'Select a Delivery Window',
      disabled: true,
    });
    expect(payButton({ orderType: 'delivery', hasWindow: true, street1: ' ' })).toEqual({
      label: 'Add a delivery address',
      disabled: true,
    });
    expect(payButton({ orderType: '20mindelivery', hasWindow: true, street1: '363' })).toEqual({
      label: 'Pay',
      disabled: false,
    });
  });

  it('asks for a pickup window, and never for an address, on pickup', () => {
    expect(payButton({ orderType: 'pickup', hasWindow: false })).toEqual({
      label: 'Select a Pickup Window',
      disabled: true,
    });
    expect(payButton({ orderType: '20minpickup', hasWindow: true })).toEqual({
      label: 'Pay',
      disabled: false,
    });
  });
});
