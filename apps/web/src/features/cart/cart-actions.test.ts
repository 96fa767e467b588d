import { beforeEach, describe, expect, it } from 'vitest';
import { storeCart } from '../../testing/factories';
import { removeLine, setLineQuantity } from './cart-actions';
import { readCart } from './cart-storage';

// SPEC §4: "Changing a quantity resets driver and seller tips to 0" (issue #30).
const keptChoices = () => JSON.parse(window.localStorage.getItem('checkoutChoices') ?? 'null');

beforeEach(() => {
  window.localStorage.clear();
  storeCart([1, 2]);
  window.localStorage.setItem(
    'checkoutChoices',
    JSON.stringify({ orderType: 'delivery', windowId: null, sellerTip: 10, driverTip: 15 }),
  );
});

describe('cart changes and the tips chosen at checkout', () => {
  it('a new quantity puts both tips back to 0, keeping the other choices', () => {
    setLineQuantity(readCart()[0]!, 3);
    expect(keptChoices()).toEqual({
      orderType: 'delivery',
      windowId: null,
      sellerTip: 0,
      driverTip: 0,
    });
  });

  it('so does removing a line', () => {
    removeLine(readCart()[1]!);
    expect(keptChoices()).toMatchObject({ sellerTip: 0, driverTip: 0 });
  });

  it('a change that changes nothing keeps them', () => {
    setLineQuantity(readCart()[0]!, 0);
    expect(keptChoices()).toMatchObject({ sellerTip: 10, driverTip: 15 });
  });
});
