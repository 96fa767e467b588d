import {
  ADDRESS_INVALID,
  ADDRESS_UNAVAILABLE_SUFFIX,
  CONTACT_INVALID,
  FULL_NAME_REQUIRED,
  NO_DELIVERY_WINDOWS,
  NO_PICKUP_WINDOWS,
  NO_SLOTS,
  NOT_DELIVERABLE_DIALOG,
  PAY_ADD_DELIVERY_ADDRESS,
  PAY_SELECT_DELIVERY_WINDOW,
  PAY_SELECT_PICKUP_WINDOW,
  PROMO_APPLIED_LABEL,
  PROMO_INVALID,
  promoMinimum,
} from '@marketplace/core/constants/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '../../features/checkout/api/get-saved-addresses';
import { CHECKOUT_STORAGE_KEYS } from '../../features/checkout/checkout-storage';
import { loadPage } from '../../lib/browser';
import { buildStore, storeSession } from '../../testing/factories';
import { type MockReply, mockApi, sentBodies } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';

vi.mock('../../lib/browser', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

const allDay = {
  MON: [{ from: '00:00', to: '23:55' }],
  TUE: [{ from: '00:00', to: '23:55' }],
  WED: [{ from: '00:00', to: '23:55' }],
  THURS: [{ from: '00:00', to: '23:55' }],
  FRI: [{ from: '00:00', to: '23:55' }],
  SAT: [{ from: '00:00', to: '23:55' }],
  SUN: [{ from: '00:00', to: '23:55' }],
};
const store = buildStore({ _id: 'store-1', name: 'Colorado Coffee', storeHours: allDay });

function savedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    _id: 'addr-1',
    fullname: 'Maya Alvarez',
    contact: '6265550101',
    street1: '140',
    street2: 'S Lake Ave',
    aptHouseNo: null,
    city: 'Pasadena',
    state: 'CA',
    zipcode: '91101',
    latitude: null,
    longitude: null,
    coordinatesPrecision: null,
    isServiceable: true,
    ...overrides,
  };
}

function setUp(
  options: {
    saved?: SavedAddress[];
    storeHours?: typeof allDay | Record<string, never>;
    extra?: Record<string, MockReply | ((r: { body: unknown }) => MockReply)>;
  } = {},
) {
  storeSession({ role: 'buyer' });
  window.localStorage.setItem(
    'cart',
    JSON.stringify([
      {
        productId: 'latte',
        name: 'Café Latte',
        price: 2000,
        quantity: 2,
        storeId: 'store-1',
        stock: 10,
        customizations: [{ name: 'Size', selectedOptions: [{ title: '16 oz', price: 50 }] }],
        specialInstructions: 'Extra hot',
      },
    ]),
  );
  window.localStorage.setItem('checkoutData', JSON.stringify({ specialRequest: 'Ring the bell' }));
  return mockApi({
    'GET /api/store/store-1': {
      body: { ...store, storeHours: options.storeHours ?? allDay },
    },
    'GET /api/addresses': { body: options.saved ?? [] },
    ...options.extra,
  });
}

const payButton = () =>
  within(screen.getByRole('region', { name: 'Order summary' })).getByRole('button', {
    name: /^(Pay|Select|Add a delivery)/,
  });

describe('checkout', () => {
  it('labels the pay button per SPEC and switches method clearing the window', {
    timeout: 15_000,
  }, async () => {
    setUp();
    const user = userEvent.setup();
    renderApp('/checkout');
    await screen.findByRole('heading', { name: 'Order summary' }, { timeout: 4000 });
    expect(payButton()).toHaveTextContent(PAY_SELECT_DELIVERY_WINDOW);
    expect(payButton()).toBeDisabled();

    const delivery = screen.getByRole('group', { name: 'Delivery window' });
    await user.click(within(delivery).getAllByRole('radio')[0] as HTMLElement);
    expect(payButton()).toHaveTextContent(PAY_ADD_DELIVERY_ADDRESS);
    expect(payButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(payButton()).toHaveTextContent(PAY_SELECT_PICKUP_WINDOW);
    const pickup = screen.getByRole('group', { name: 'Pickup window' });
    await user.click(within(pickup).getAllByRole('radio')[0] as HTMLElement);
    expect(payButton()).toHaveTextContent(/^Pay \$/);
    expect(payButton()).toBeEnabled();
  });

  it('offers no window before a pause ends, and says until when (issue #31)', async () => {
    const resumes = Date.now() + 3 * 3_600_000;
    setUp({
      extra: {
        'GET /api/store/store-1': {
          body: { ...store, storeHours: allDay, pausedUntil: new Date(resumes).toISOString() },
        },
      },
    });
    renderApp('/checkout');
    const notices = await screen.findByRole('list', { name: 'Ordering from this store' });
    expect(within(notices).getByRole('listitem')).toHaveTextContent(/^Not taking orders until /);
    const delivery = screen.getByRole('group', { name: 'Delivery window' });
    const first = within(delivery).getAllByRole('radio')[0] as HTMLInputElement;
    // The windows' ids carry their local start: none is before the pause ends.
    const [, date, start] = /@(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(first.value) ?? [];
    expect(date && start).toBeTruthy();
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Los_Angeles',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(resumes - 60_000));
    expect(`${date} ${start}` >= local).toBe(true);
  });

  it('says when there are no windows or slots', async () => {
    setUp({ storeHours: {} });
    const user = userEvent.setup();
    renderApp('/checkout');
    expect(await screen.findByText(NO_DELIVERY_WINDOWS)).toBeVisible();
    expect(screen.getByText(NO_SLOTS)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(screen.getByText(NO_PICKUP_WINDOWS)).toBeVisible();
  });

  it('shows a window notice that stays until Agree', async () => {
    setUp();
    const user = userEvent.setup();
    renderApp('/checkout');
    const delivery = await screen.findByRole('group', { name: 'Delivery window' });
    await user.click(within(delivery).getAllByRole('radio')[0] as HTMLElement);
    expect(await screen.findByText(/Your order will be delivered/)).toBeVisible();
    // Sonner captures the pointer on press, which jsdom lacks; a plain click is enough here.
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByText(/Your order will be delivered/)).toBeNull());
  });

  it('tips: presets with amounts, Remove, and no driver tip for pickup', async () => {
    setUp();
    const user = userEvent.setup();
    renderApp('/checkout');
    await screen.findByRole('heading', { name: 'Tips' });
    expect(screen.getByText(/100% of your tips go to/)).toBeVisible();
    const driver = screen.getByRole('group', { name: /Driver tip/ });
    // Subtotal $40.00: 15% = $6.00.
    await user.click(within(driver).getByRole('button', { name: /15%/ }));
    expect(screen.getByText('Driver tip', { selector: 'dt' })).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: /Driver tip/ })).getByText(/= \$6\.00/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove driver tip' }));
    expect(screen.queryByText('Driver tip', { selector: 'dt' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(screen.queryByRole('group', { name: /Driver tip/ })).toBeNull();
    expect(screen.getByRole('group', { name: /Store tip/ })).toBeVisible();
  });

  it('promo: Applying..., Applied! with Remove; invalid clears the code; minimum message', async () => {
    let reply: MockReply = {
      body: {
        valid: true,
        promo: {
          code: 'WELCOME10',
          coupon: { amount_off: 1000 },
          restrictions: { minimum_amount: 3000 },
        },
      },
    };
    setUp({ extra: { 'POST /api/apply-promo': () => reply } });
    const user = userEvent.setup();
    renderApp('/checkout');
    const input = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(input, 'welcome10');
    expect(input).toHaveValue('WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(PROMO_APPLIED_LABEL)).toBeVisible();
    expect(screen.getByText('-$10.00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    reply = { body: { valid: false } };
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(PROMO_INVALID)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');

    reply = {
      body: {
        valid: true,
        promo: {
          code: 'BIG',
          coupon: { amount_off: 1000 },
          restrictions: { minimum_amount: 9000 },
        },
      },
    };
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'big');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(promoMinimum('$90.00'))).toBeVisible();
  });

  it("shows each item's special request and the order's in the summary", async () => {
    setUp();
    renderApp('/checkout');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Special request: Extra hot')).toBeVisible();
    expect(within(summary).getByText('Special request: Ring the bell')).toBeVisible();
    await userEvent.setup().click(within(summary).getByRole('button', { name: /Colorado Coffee/ }));
    expect(within(summary).getByText('Special request: Extra hot')).not.toBeVisible();
  });

  it('a reload keeps the method, the window, the tips and the promo', async () => {
    setUp({
      saved: [savedAddress()],
      extra: {
        'POST /api/apply-promo': {
          body: {
            valid: true,
            promo: { code: 'WELCOME10', coupon: { amount_off: 1000 }, restrictions: {} },
          },
        },
      },
    });
    const user = userEvent.setup();
    const first = renderApp('/checkout');
    const pickup = await screen.findByRole('radio', { name: 'Pickup' });
    await user.click(pickup);
    const windows = screen.getByRole('group', { name: 'Pickup window' });
    const chosen = within(windows).getAllByRole('radio')[1] as HTMLInputElement;
    await user.click(chosen);
    await user.click(
      within(screen.getByRole('group', { name: /Store tip/ })).getByRole('button', { name: /10%/ }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(PROMO_APPLIED_LABEL)).toBeVisible();
    const total = payButton().textContent;
    first.unmount();

    renderApp('/checkout');
    await screen.findByRole('heading', { name: 'Order summary' });
    expect(screen.getByRole('radio', { name: 'Pickup' })).toBeChecked();
    const again = within(screen.getByRole('group', { name: 'Pickup window' }));
    expect(again.getByRole('radio', { checked: true })).toHaveAttribute('value', chosen.value);
    expect(
      within(screen.getByRole('group', { name: /Store tip/ })).getByRole('button', {
        name: /10%/,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(PROMO_APPLIED_LABEL)).toBeVisible();
    expect(screen.getByText('-$10.00')).toBeVisible();
    expect(payButton()).toHaveTextContent(total ?? '');
    expect(payButton()).toBeEnabled();
  });

  it('a kept window that has passed is dropped with a word to the buyer', async () => {
    setUp();
    window.localStorage.setItem(
      'checkoutChoices',
      JSON.stringify({
        orderType: 'pickup',
        windowId: 'pickup@2020-01-01T10:00',
        sellerTip: 5,
        driverTip: 'lots',
      }),
    );
    renderApp('/checkout');
    expect(
      await screen.findByText(
        'The window you picked is no longer available. Please choose another.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Pickup' })).toBeChecked();
    expect(payButton()).toHaveTextContent(PAY_SELECT_PICKUP_WINDOW);
    expect(
      within(screen.getByRole('group', { name: /Store tip/ })).getByRole('button', { name: /^5%/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('address dialog: unavailable saved addresses, validation messages', async () => {
    setUp({
      saved: [savedAddress({ _id: 'far', street2: 'Far Rd', isServiceable: false })],
    });
    const user = userEvent.setup();
    renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Add a delivery address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery address' });
    const far = within(dialog).getByRole('radio', {
      name: (name) => name.includes('Far Rd') && name.endsWith(ADDRESS_UNAVAILABLE_SUFFIX),
    });
    expect(far).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(FULL_NAME_REQUIRED)).toBeVisible();
    expect(within(dialog).getByText(CONTACT_INVALID)).toBeVisible();
    expect(within(dialog).getByText(ADDRESS_INVALID)).toBeVisible();
  });

  it('address dialog: a message goes once its field is put right; a pasted phone keeps its 10 digits', async () => {
    setUp({});
    const user = userEvent.setup();
    renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Add a delivery address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(FULL_NAME_REQUIRED)).toBeVisible();
    expect(within(dialog).getByLabelText('Full name')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Full name'), 'Maya Alvarez');
    await waitFor(() => expect(within(dialog).queryByText(FULL_NAME_REQUIRED)).toBeNull());
    expect(within(dialog).getByText(CONTACT_INVALID)).toBeVisible();

    await user.click(within(dialog).getByLabelText('Contact'));
    await user.paste('(626) 555-7777');
    expect(within(dialog).getByLabelText('Contact')).toHaveValue('6265557777');
    await waitFor(() => expect(within(dialog).queryByText(CONTACT_INVALID)).toBeNull());
  });

  it('address dialog: an address we do not deliver to disables Save', async () => {
    setUp({
      extra: {
        'GET /api/address-autocomplete': {
          body: [
            {
              number: '1',
              street: 'Main St',
              city: 'Fresno',
              state: 'CA',
              postalCode: '93650',
              formattedAddress: '1 Main St, Fresno, CA 93650',
              latitude: null,
              longitude: null,
              precision: null,
            },
          ],
        },
        'POST /api/validate-zipcode': { body: { isValid: false } },
      },
    });
    const user = userEvent.setup();
    renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Add a delivery address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery address' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Address' }), '1 Main');
    await user.click(await within(dialog).findByRole('option', { name: /Fresno/ }));
    expect(await within(dialog).findByText(NOT_DELIVERABLE_DIALOG)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("billing: unticking 'Same as above' asks for an address; cancelling ticks it again", async () => {
    setUp({ saved: [savedAddress()] });
    const user = userEvent.setup();
    renderApp('/checkout');
    const same = await screen.findByRole('checkbox', { name: /Same as above/ });
    expect(same).toBeChecked();
    await user.click(same);
    const dialog = await screen.findByRole('dialog', { name: 'Billing address' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('checkbox', { name: /Same as above/ })).toBeChecked();
  });

  it("pays with a new address: the pick's coordinates and their precision go with it", async () => {
    const fetchMock = setUp({
      extra: {
        'GET /api/address-autocomplete': {
          body: [
            {
              number: '88',
              street: 'E Colorado Blvd',
              city: 'Pasadena',
              state: 'CA',
              postalCode: '91101',
              formattedAddress: '88 E Colorado Blvd, Pasadena, CA 91101',
              latitude: 34.1461,
              longitude: -118.1473,
              precision: 'address',
            },
          ],
        },
        'POST /api/validate-zipcode': { body: { isValid: true } },
        'POST /api/create-stripe-session': {
          body: { sessionId: 'cs_2', url: '/api/sandbox-checkout/cs_2' },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Add a delivery address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery address' });
    await user.type(within(dialog).getByLabelText('Full name'), 'Maya Alvarez');
    await user.type(within(dialog).getByLabelText('Contact'), '6265550101');
    await user.type(within(dialog).getByRole('combobox', { name: 'Address' }), '88 E Colorado');
    await user.click(await within(dialog).findByRole('option', { name: /88 E Colorado Blvd/ }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const delivery = await screen.findByRole('group', { name: 'Delivery window' });
    await user.click(within(delivery).getAllByRole('radio')[0] as HTMLInputElement);
    await user.click(payButton());
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/api/sandbox-checkout/cs_2'));
    const [body] = sentBodies(fetchMock, '/api/create-stripe-session');
    expect((body as { orderData: { deliveryAddress: unknown } }).orderData.deliveryAddress).toEqual(
      {
        fullname: 'Maya Alvarez',
        contact: '6265550101',
        street1: '88',
        street2: 'E Colorado Blvd',
        aptHouseNo: null,
        city: 'Pasadena',
        state: 'CA',
        zipcode: '91101',
        latitude: 34.1461,
        longitude: -118.1473,
        coordinatesPrecision: 'address',
      },
    );
  });

  it('pays: preselects the first valid saved address, sends orderData and goes to the provider', async () => {
    const fetchMock = setUp({
      saved: [savedAddress({ _id: 'far', isServiceable: false }), savedAddress({ _id: 'near' })],
      extra: {
        'POST /api/create-stripe-session': {
          body: { sessionId: 'cs_1', url: '/api/sandbox-checkout/cs_1' },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/checkout');
    expect(await screen.findByText('140 S Lake Ave, Pasadena, CA 91101')).toBeVisible();
    const delivery = screen.getByRole('group', { name: 'Delivery window' });
    const first = within(delivery).getAllByRole('radio')[0] as HTMLInputElement;
    await user.click(first);
    await user.click(payButton());
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/api/sandbox-checkout/cs_1'));
    const [body] = sentBodies(fetchMock, '/api/create-stripe-session');
    expect(body).toEqual({
      orderData: {
        items: [
          {
            productId: 'latte',
            quantity: 2,
            customizations: [
              { name: 'Size', selectedOptions: [{ title: '16 oz' }], textValue: null },
            ],
            specialInstructions: 'Extra hot',
          },
        ],
        orderType: 'delivery',
        windowId: first.value,
        deliveryAddress: {
          fullname: 'Maya Alvarez',
          contact: '6265550101',
          street1: '140',
          street2: 'S Lake Ave',
          aptHouseNo: null,
          city: 'Pasadena',
          state: 'CA',
          zipcode: '91101',
          latitude: null,
          longitude: null,
          coordinatesPrecision: null,
        },
        billingAddress: null,
        sellerTip: 0,
        driverTip: 0,
        specialRequest: 'Ring the bell',
      },
    });
    expect(window.localStorage.getItem(CHECKOUT_STORAGE_KEYS.pendingOrderData)).not.toBeNull();
  });

  it("shows the server's error in a toast and lets the buyer try again", async () => {
    setUp({
      saved: [savedAddress()],
      extra: {
        'POST /api/create-stripe-session': {
          status: 409,
          body: { error: 'Only 2 left of Café Latte.', code: 'OUT_OF_STOCK' },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/checkout');
    const delivery = await screen.findByRole('group', { name: 'Delivery window' });
    await user.click(within(delivery).getAllByRole('radio')[0] as HTMLElement);
    await user.click(payButton());
    expect(await screen.findByText('Only 2 left of Café Latte.')).toBeVisible();
    expect(payButton()).toBeEnabled();
    expect(loadPage).not.toHaveBeenCalled();
  });
});
