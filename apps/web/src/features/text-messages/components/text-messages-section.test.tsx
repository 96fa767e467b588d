import type { TextMessage } from '@marketplace/contract/text-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../testing/factories';
import { mockApi } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

// Issue #15: the admin reads the text-message outbox (docs/decisions/098).

function message(overrides: Partial<TextMessage>): TextMessage {
  return {
    _id: 'text-1',
    orderId: 'order-1',
    storeId: null,
    kind: 'order_confirmed',
    recipientRole: 'buyer',
    phone: '+16265550101',
    body: 'Order 7F3A9C2E from Casa Arroyo Taqueria is confirmed for delivery Wed, Jan 14, 11:00 AM – 12:00 PM. Reply STOP to stop texts.',
    status: 'sent',
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    sentAt: '2026-01-14T18:05:02.000Z',
    createdAt: '2026-01-14T18:05:00.000Z',
    ...overrides,
  };
}

describe('admin: text messages', () => {
  it('lists what was texted with how it went, the failed ones with why, and filters by status', async () => {
    storeSession({ role: 'admin' });
    const failed = message({
      _id: 'text-2',
      kind: 'new_order',
      recipientRole: 'seller',
      phone: '+16265550182',
      body: 'New delivery order 7F3A9C2E at Casa Arroyo Taqueria for Wed, Jan 14, 11:00 AM – 12:00 PM.',
      status: 'failed',
      attempts: 5,
      lastError: 'The number is not a mobile number.',
    });
    const seen: string[] = [];
    mockApi({
      'GET /api/admin/notifications': () => ({
        body: { messages: [failed, message({})], nextBefore: null },
      }),
    });
    const original = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(String(input));
      return original(input, init);
    }) as typeof fetch;
    const user = userEvent.setup();
    renderApp('/admindashboard/text-messages');
    const table = await screen.findByRole('table', { name: 'Text messages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('+1 (626) 555-0182');
    expect(rows[0]).toHaveTextContent('Seller');
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[0]).toHaveTextContent('5 tries');
    expect(rows[0]).toHaveTextContent('The number is not a mobile number.');
    expect(rows[1]).toHaveTextContent('Sent');
    expect(rows[1]).toHaveTextContent('Reply STOP to stop texts.');

    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() =>
      expect(
        seen.some(
          (url) => url.includes('/api/admin/notifications?') && url.includes('status=failed'),
        ),
      ).toBe(true),
    );
  });

  it('says so when there are none, and offers Try again when they cannot be read', async () => {
    storeSession({ role: 'admin' });
    let broken = true;
    mockApi({
      'GET /api/admin/notifications': () =>
        broken
          ? { status: 500, body: { error: 'boom', code: 'INTERNAL' } }
          : { body: { messages: [], nextBefore: null } },
    });
    const user = userEvent.setup();
    renderApp('/admindashboard/text-messages');
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t load the text messages' }),
    ).toBeVisible();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No text messages yet.' })).toBeVisible();
  });

  it('is reached from the Orders section, not a pill of its own (SPEC names the pills)', async () => {
    storeSession({ role: 'admin' });
    mockApi({
      'GET /api/orders': { body: { orders: [], nextBefore: null } },
      'GET /api/drivers': { body: [] },
      'GET /api/admin/notifications': { body: { messages: [message({})], nextBefore: null } },
    });
    const user = userEvent.setup();
    renderApp('/admindashboard/orders');
    expect(screen.queryByRole('link', { name: 'Text messages', current: 'page' })).toBeNull();
    await user.click(await screen.findByRole('link', { name: 'Text messages' }));
    expect(await screen.findByRole('table', { name: 'Text messages' })).toBeVisible();
  });
});
