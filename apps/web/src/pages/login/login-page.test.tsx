import type { User } from '@marketplace/contract/users';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../lib/browser';
import { buildUser } from '../../testing/factories';
import { mockApi, sentBodies } from '../../testing/fetch-mock';
import { currentLocation, renderApp } from '../../testing/render-app';

vi.mock('../../lib/browser', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

const PHONE = '6265550101';

/** The login page's code loads on demand (it is a lazy route): wait for it to show. */
async function renderLogin(route: Parameters<typeof renderApp>[0]) {
  renderApp(route);
  await screen.findByRole('heading', { level: 1 });
}

function knownUser(user: User) {
  return mockApi({
    'POST /api/send-otp': { body: { status: 'pending' } },
    'POST /api/verify-otp': { body: { token: 'session-token', user } },
  });
}

async function enterPhoneAndCode(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  await user.type(screen.getByLabelText('Mobile number'), PHONE);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('Verification code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('Login: phone step', () => {
  it('does nothing when the phone is empty', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    await renderLogin('/login');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('shows +1, keeps at most 10 digits and sends +1 with the digits', async () => {
    const fetchMock = mockApi({ 'POST /api/send-otp': { body: { status: 'pending' } } });
    const user = userEvent.setup();
    await renderLogin('/login');
    expect(screen.getByText('+1')).toBeInTheDocument();
    const input = screen.getByLabelText('Mobile number');
    await user.type(input, '626-555-0101999');
    expect(input).toHaveValue(PHONE);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/send-otp')).toEqual([{ phone: '+16265550101' }]);
  });

  it('refuses a short number inline without calling the API', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    await renderLogin('/login');
    await user.type(screen.getByLabelText('Mobile number'), '62655');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Phone number should be exactly 10 digits.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("toasts the server's message when sending fails", async () => {
    mockApi({
      'POST /api/send-otp': {
        status: 429,
        body: { error: 'Too many requests. Try again in a minute.', code: 'RATE_LIMITED' },
      },
    });
    const user = userEvent.setup();
    await renderLogin('/login');
    await user.type(screen.getByLabelText('Mobile number'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Too many requests. Try again in a minute.')).toBeVisible();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it("toasts 'Failed to send OTP' when the status is not pending or there is no message", async () => {
    mockApi({ 'POST /api/send-otp': { body: { status: 'failed' } } });
    const user = userEvent.setup();
    await renderLogin('/login');
    await user.type(screen.getByLabelText('Mobile number'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Failed to send OTP')).toBeVisible();
  });
});

describe('Login: code step', () => {
  it('keeps Verify disabled below 6 digits', async () => {
    mockApi({ 'POST /api/send-otp': { body: { status: 'pending' } } });
    const user = userEvent.setup();
    await renderLogin('/login');
    await user.type(screen.getByLabelText('Mobile number'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Verification code');
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(code, '12345');
    expect(verify).toBeDisabled();
    await user.type(code, '6');
    expect(verify).toBeEnabled();
    await user.type(code, '7');
    expect(code).toHaveValue('123456');
  });

  it('lets the user change the number', async () => {
    mockApi({ 'POST /api/send-otp': { body: { status: 'pending' } } });
    const user = userEvent.setup();
    await renderLogin('/login');
    await user.type(screen.getByLabelText('Mobile number'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: /change number/i }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue(PHONE);
  });

  describe('resend', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is disabled for 60 seconds with a visible countdown, then sends again', async () => {
      const fetchMock = mockApi({ 'POST /api/send-otp': { body: { status: 'pending' } } });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderLogin('/login');
      await user.type(screen.getByLabelText('Mobile number'), PHONE);
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      await screen.findByLabelText('Verification code');

      const resend = screen.getByRole('button', { name: /resend code/i });
      expect(resend).toBeDisabled();
      expect(resend).toHaveTextContent('Resend code in 1:00');

      await act(async () => {
        await vi.advanceTimersByTimeAsync(15_000);
      });
      expect(resend).toHaveTextContent('Resend code in 0:45');
      expect(resend).toBeDisabled();

      await act(async () => {
        await vi.advanceTimersByTimeAsync(45_000);
      });
      expect(resend).toHaveTextContent(/^Resend code$/);
      expect(resend).toBeEnabled();

      await user.click(resend);
      await waitFor(() => expect(sentBodies(fetchMock, '/api/send-otp')).toHaveLength(2));
      await waitFor(() => expect(resend).toHaveTextContent('Resend code in 1:00'));
      expect(resend).toBeDisabled();
    });
  });

  it('on a wrong code toasts the error, then reloads the page after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'POST /api/send-otp': { body: { status: 'pending' } },
      'POST /api/verify-otp': {
        status: 400,
        body: { error: 'Invalid or expired code.', code: 'OTP_INVALID' },
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderLogin('/login');
    await enterPhoneAndCode(user, '000000');
    expect(await screen.findByText('Invalid or expired code.')).toBeVisible();
    expect(reloadPage).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('Login: redirect by role', () => {
  it.each([
    ['seller', '/sellerdashboard'],
    ['driver', '/driverdashboard'],
  ] as const)('sends a %s to %s and stores the session', async (role, path) => {
    const account = buildUser({ role });
    const fetchMock = knownUser(account);
    const user = userEvent.setup();
    await renderLogin({
      pathname: '/login',
      state: { from: '/cart', checkoutData: { storeId: 's1' } },
    });
    await enterPhoneAndCode(user);
    await waitFor(() => expect(currentLocation().path).toBe(path));
    expect(currentLocation().state).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('user') ?? '')).toEqual(account);
    expect(window.localStorage.getItem('token')).toBe('session-token');
    expect(sentBodies(fetchMock, '/api/verify-otp')).toEqual([
      { phone: '+16265550101', code: '123456' },
    ]);
  });

  it.each(['buyer', 'admin', 'dataentry'] as const)(
    'returns a %s to the route they came from with the checkout data',
    async (role) => {
      knownUser(buildUser({ role }));
      const user = userEvent.setup();
      const checkoutData = { specialRequest: 'No onions', storeId: 'store-9' };
      await renderLogin({ pathname: '/login', state: { from: '/checkout', checkoutData } });
      await enterPhoneAndCode(user);
      await waitFor(() => expect(currentLocation().path).toBe('/checkout'));
      expect(currentLocation().state).toEqual({ checkoutData });
    },
  );

  it("sends a buyer without a 'from' route to '/'", async () => {
    knownUser(buildUser({ role: 'buyer' }));
    const user = userEvent.setup();
    await renderLogin('/login');
    await enterPhoneAndCode(user);
    await waitFor(() => expect(currentLocation().path).toBe('/'));
  });
});

describe('Login: onboarding a new phone', () => {
  function newPhone(onboardReply: Parameters<typeof mockApi>[0][string]) {
    return mockApi({
      'POST /api/send-otp': { body: { status: 'pending' } },
      'POST /api/verify-otp': { body: { isNewUser: true, tempToken: 'temp-abc' } },
      'PUT /api/onboard-user': onboardReply,
    });
  }

  async function reachOnboarding() {
    const user = userEvent.setup();
    await enterPhoneAndCode(user);
    await screen.findByRole('heading', { name: 'Create your account' });
    return user;
  }

  async function fillForm(
    user: ReturnType<typeof userEvent.setup>,
    values: { dob?: string; gender?: string; genderOther?: string } = {},
  ) {
    await user.type(screen.getByLabelText('Email'), 'new.buyer@example.com');
    await user.type(screen.getByLabelText('First name'), 'Rosa');
    await user.type(screen.getByLabelText('Last name'), 'Delgado');
    await user.type(screen.getByLabelText('Date of birth'), values.dob ?? '1994-06-15');
    if (values.gender) await user.selectOptions(screen.getByLabelText('Gender'), values.gender);
    if (values.genderOther)
      await user.type(screen.getByLabelText('Your gender'), values.genderOther);
  }

  it('stores the temporary token and shows the form, with date of birth capped at today', async () => {
    newPhone({ body: {} });
    await renderLogin('/login');
    await reachOnboarding();
    expect(window.localStorage.getItem('tempToken')).toBe('temp-abc');
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('max', iso);
  });

  it('refuses an under-18 date of birth with the exact message', async () => {
    const fetchMock = newPhone({ body: {} });
    await renderLogin('/login');
    const user = await reachOnboarding();
    const year = new Date().getFullYear() - 17;
    await fillForm(user, { dob: `${year}-01-01`, gender: 'female' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      screen.getByText('You must be at least 18 years old to create an account.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Date of birth')).toHaveFocus();
    expect(sentBodies(fetchMock, '/api/onboard-user')).toHaveLength(0);
  });

  it("toasts 'Please select your gender.' when no gender is chosen", async () => {
    const fetchMock = newPhone({ body: {} });
    await renderLogin('/login');
    const user = await reachOnboarding();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please select your gender.')).toBeVisible();
    expect(sentBodies(fetchMock, '/api/onboard-user')).toHaveLength(0);
  });

  it("reveals a text field for 'Other' and sends the user's own words", async () => {
    const account = buildUser({ role: 'buyer', firstName: 'Rosa' });
    const fetchMock = newPhone(({ headers }) =>
      headers.Authorization === 'Bearer temp-abc'
        ? { body: { token: 'fresh-token', user: account } }
        : { status: 401, body: { error: 'Unauthorized' } },
    );
    await renderLogin({ pathname: '/login', state: { from: '/cart' } });
    const user = await reachOnboarding();
    expect(screen.queryByLabelText('Your gender')).not.toBeInTheDocument();
    await fillForm(user, { gender: 'other', genderOther: 'Non-binary' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Welcome Aboard!')).toBeVisible();
    expect(sentBodies(fetchMock, '/api/onboard-user')).toEqual([
      {
        phone: '+16265550101',
        email: 'new.buyer@example.com',
        firstName: 'Rosa',
        lastName: 'Delgado',
        dob: '1994-06-15',
        gender: 'Non-binary',
      },
    ]);
    await waitFor(() => expect(currentLocation().path).toBe('/cart'));
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(window.localStorage.getItem('tempToken')).toBeNull();
  });
});

describe('Login page with a session', () => {
  it('offers the dashboard or logging out instead of the form', async () => {
    window.localStorage.setItem('user', JSON.stringify(buildUser({ role: 'seller' })));
    window.localStorage.setItem('token', 't');
    const user = userEvent.setup();
    await renderLogin('/login');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/sellerdashboard',
    );
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
