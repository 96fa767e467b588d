import type { ReconciliationFinding } from '@marketplace/contract/reconciliation';
import {
  FINDING_HANDLED,
  RECONCILIATION_NOTHING,
  reconciliationRan,
} from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../testing/factories';
import { mockApi } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

// Issue #35: the admin reads what reconciliation fixed and what needs a person, runs a pass, and
// marks what they dealt with handled (docs/decisions/142).

const PAGE = '/admindashboard/reconciliation';

function finding(overrides: Partial<ReconciliationFinding>): ReconciliationFinding {
  return {
    _id: 'finding-1',
    kind: 'refund_settled',
    needsPerson: false,
    orderId: '7f3a9c2e-0000-4000-8000-000000000001',
    refundId: 'refund-1',
    providerSessionId: null,
    amountCents: 1250,
    detail:
      'The refund of $12.50 for order 7F3A9C2E was made by the payment provider, but its answer never reached us. It is recorded now.',
    foundAt: '2026-01-14T18:05:00.000Z',
    resolvedAt: '2026-01-14T18:05:00.000Z',
    resolvedBy: null,
    ...overrides,
  };
}

const unknownPayment = finding({
  _id: 'finding-2',
  kind: 'payment_needs_person',
  needsPerson: true,
  orderId: null,
  refundId: null,
  providerSessionId: 'cs_test_a1',
  amountCents: 2500,
  detail:
    'A payment of $25.00 (cs_test_a1) matches no checkout of ours, so no order was recorded. Find out at the payment provider whose it is, and refund it there if nothing is owed.',
  foundAt: '2026-01-14T18:20:00.000Z',
  resolvedAt: null,
});

describe('admin: reconciliation', () => {
  it('lists what needs a person first, highlighted, then what the sweep fixed', async () => {
    storeSession({ role: 'admin' });
    mockApi({
      'GET /api/admin/reconciliation': {
        body: {
          findings: [
            unknownPayment,
            finding({}),
            finding({
              _id: 'finding-3',
              kind: 'refund_failed',
              needsPerson: true,
              resolvedAt: '2026-01-14T19:00:00.000Z',
              resolvedBy: 'Rosa Ibarra',
            }),
          ],
        },
      },
    });
    renderApp(PAGE);

    const table = await screen.findByRole('table', { name: 'Reconciliation findings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Payment without an order');
    expect(rows[0]).toHaveTextContent('Needs a person');
    expect(rows[0]).toHaveTextContent('$25.00');
    expect(rows[0]).toHaveTextContent('None');
    expect(rows[0]).toHaveTextContent('Jan 14, 10:20 AM');
    expect(rows[0]).toHaveTextContent(unknownPayment.detail);
    expect(rows[0]).toHaveClass(/changed/);
    expect(within(rows[0]!).getByRole('button', { name: /^Mark handled/ })).toBeVisible();

    expect(rows[1]).toHaveTextContent('Refund settled');
    expect(rows[1]).toHaveTextContent('Fixed by the sweep');
    expect(rows[1]).toHaveTextContent('7F3A9C2E');
    expect(rows[1]).toHaveTextContent('$12.50');
    expect(rows[1]).not.toHaveClass(/changed/);
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('Handled by Rosa Ibarra');
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it('marks one handled once confirmed, and reads the list again', async () => {
    storeSession({ role: 'admin' });
    let resolved = false;
    const resolves: string[] = [];
    mockApi({
      'GET /api/admin/reconciliation': () => ({
        body: {
          findings: [
            resolved
              ? { ...unknownPayment, resolvedAt: '2026-01-14T19:00:00.000Z', resolvedBy: 'You' }
              : unknownPayment,
          ],
        },
      }),
      'POST /api/admin/reconciliation/finding-2/resolve': ({ url }) => {
        resolves.push(url.pathname);
        resolved = true;
        return {
          body: {
            message: FINDING_HANDLED,
            finding: { ...unknownPayment, resolvedAt: '2026-01-14T19:00:00.000Z' },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: /^Mark handled/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark this handled?' });
    expect(dialog).toHaveAccessibleDescription(
      `${unknownPayment.detail} Mark it handled once you have dealt with it: it moves below the open ones, with your name.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(resolves).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Mark handled/ }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark handled' }),
    );
    expect(await screen.findByText(FINDING_HANDLED)).toBeInTheDocument();
    expect(resolves).toHaveLength(1);
    expect(await screen.findByText('Handled by You')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark handled/ })).toBeNull();
  });

  it('runs a pass now, busy while it runs, and says what it found', async () => {
    storeSession({ role: 'admin' });
    let ran = false;
    mockApi({
      'GET /api/admin/reconciliation': () => ({
        body: { findings: ran ? [unknownPayment] : [] },
      }),
      'POST /api/admin/reconciliation/run': () => {
        ran = true;
        return {
          body: { message: reconciliationRan(0, 1), findings: [unknownPayment], deferred: false },
        };
      },
    });
    // The pass takes a moment: its answer waits until the test lets it go.
    let finish: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const mocked = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/admin/reconciliation/run')) await answered;
      return mocked(input, init);
    }) as typeof fetch;
    const user = userEvent.setup();
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { name: RECONCILIATION_NOTHING })).toBeVisible();
    const button = screen.getByRole('button', { name: 'Run now' });
    const clicked = user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    finish();
    await clicked;
    expect(await screen.findByText('Reconciled: 0 fixed, 1 needs a person.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Reconciliation findings' })).toBeVisible();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('offers Try again when the findings cannot be read', async () => {
    storeSession({ role: 'admin' });
    let broken = true;
    mockApi({
      'GET /api/admin/reconciliation': () =>
        broken
          ? { status: 500, body: { error: 'boom', code: 'INTERNAL' } }
          : { body: { findings: [] } },
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t load what reconciliation found' }),
    ).toBeVisible();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: RECONCILIATION_NOTHING })).toBeVisible();
  });
});
