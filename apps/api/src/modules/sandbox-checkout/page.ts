import { orderMethod } from '@marketplace/core/constants/order-types';
import { formatUsd } from '@marketplace/core/money/format-usd';
import type { CheckoutLineItem } from '../../providers/payments/payment-provider.js';
import type { PricedOrder } from '../checkout/price-order.js';

/**
 * The sandbox's hosted checkout page: one self-contained HTML document (inline CSS, no scripts,
 * no outside assets) laid out like a card processor's page, so the local flow looks and
 * redirects as it will with Stripe.
 */

export type SandboxPageState =
  | { kind: 'payable'; payAction: string }
  | { kind: 'paid'; continueUrl: string }
  | { kind: 'expired' }
  | { kind: 'not-found' };

export type SandboxPageInput = {
  brandName: string;
  state: SandboxPageState;
  cancelUrl: string | null;
  checkout: {
    priced: PricedOrder;
    lineItems: readonly CheckoutLineItem[];
    discount: { name: string; amountOffCents: number } | null;
    customerEmail: string | null;
  } | null;
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a1f36;background:#fff}
a{color:inherit}
.page{min-height:100vh;display:flex;flex-direction:column}
.summary{background:#f6f8fb;padding:24px 20px 28px;border-bottom:1px solid #e6ebf1}
.pay{padding:28px 20px 40px}
.inner{max-width:440px;margin:0 auto}
.top{display:flex;align-items:center;gap:10px;margin-bottom:28px}
.back{display:inline-flex;align-items:center;gap:8px;text-decoration:none;font-weight:600;color:#1a1f36;border-radius:6px;padding:4px 6px;margin-left:-6px}
.back:hover,.back:focus-visible{background:#e9edf3}
.logo{width:28px;height:28px;border-radius:50%;background:linear-gradient(135deg,#0f766e,#14b8a6);color:#fff;display:grid;place-items:center;font-size:14px;font-weight:700}
.badge{font-size:11px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#8a5a00;background:#fff3d6;border:1px solid #f3d58c;border-radius:4px;padding:2px 6px}
.eyebrow{margin:0;color:#697386;font-weight:500}
.amount{margin:4px 0 2px;font-size:36px;font-weight:700;letter-spacing:-.02em}
.store{margin:0 0 24px;color:#697386}
.items{list-style:none;margin:0;padding:0}
.item{display:grid;grid-template-columns:36px 1fr auto;gap:12px;align-items:start;padding:12px 0;border-bottom:1px solid #e6ebf1}
.qty{width:36px;height:36px;border-radius:8px;background:#fff;border:1px solid #e3e8ee;display:grid;place-items:center;font-size:13px;font-weight:600;color:#3c4257}
.name{font-weight:600}
.desc{color:#697386;font-size:13px;margin-top:2px;overflow-wrap:anywhere}
.each{color:#697386;font-size:13px}
.price{font-weight:600;white-space:nowrap}
.rows{margin:16px 0 0;display:grid;gap:8px}
.row{display:flex;justify-content:space-between;gap:12px;color:#3c4257}
.row dd{margin:0;white-space:nowrap}
.row.discount dd{color:#0f766e}
.row.total{border-top:1px solid #e6ebf1;padding-top:12px;margin-top:4px;font-weight:700;color:#1a1f36}
h1{font-size:20px;margin:0 0 16px}
.card{border:1px solid #e3e8ee;border-radius:8px;overflow:hidden;box-shadow:0 1px 1px rgba(0,0,0,.03)}
.field{display:block;padding:10px 12px;border-bottom:1px solid #e3e8ee;color:#3c4257;font-variant-numeric:tabular-nums}
.field:last-child{border-bottom:0}
.split{display:grid;grid-template-columns:1fr 1fr}
.split .field:first-child{border-right:1px solid #e3e8ee}
.label{display:block;font-size:13px;font-weight:500;color:#3c4257;margin:16px 0 6px}
.note{margin:16px 0 0;padding:10px 12px;border-radius:8px;background:#f0fdfa;color:#115e59;font-size:13px}
.button{display:block;width:100%;margin-top:20px;padding:13px 16px;border:0;border-radius:8px;background:#0f766e;color:#fff;font:inherit;font-size:16px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;box-shadow:0 1px 2px rgba(0,0,0,.12)}
.button:hover{background:#115e59}
.button:focus-visible{outline:3px solid #99f6e4;outline-offset:2px}
.cancel{display:block;text-align:center;margin-top:14px;color:#697386}
.message{text-align:center;padding:48px 0}
.message p{color:#697386}
.foot{margin-top:28px;text-align:center;color:#a3acb9;font-size:12px}
@media (min-width:900px){
.page{flex-direction:row}
.summary{flex:1;border-bottom:0;border-right:1px solid #e6ebf1;padding:64px 56px;display:flex;justify-content:flex-end}
.pay{flex:1;padding:64px 56px;display:flex;justify-content:flex-start}
.inner{margin:0;width:100%;max-width:420px}
.pay.solo{justify-content:center}
}
`;

export function renderSandboxPage(input: SandboxPageInput): string {
  const { brandName, state, checkout } = input;
  const brand = escapeHtml(brandName);
  const back = input.cancelUrl
    ? `<a class="back" href="${escapeHtml(input.cancelUrl)}"><span aria-hidden="true">←</span><span class="logo" aria-hidden="true">${escapeHtml(brandName.charAt(0).toUpperCase())}</span>${brand}</a>`
    : `<span class="back"><span class="logo" aria-hidden="true">${escapeHtml(brandName.charAt(0).toUpperCase())}</span>${brand}</span>`;
  const top = `<div class="top">${back}<span class="badge">Sandbox</span></div>`;
  const title =
    state.kind === 'payable' && checkout
      ? `Pay ${brandName} ${formatUsd(checkout.priced.breakdown.total)}`
      : `${brandName} checkout`;

  const body =
    checkout && state.kind !== 'not-found'
      ? `<div class="page">
<section class="summary" aria-label="Order summary"><div class="inner">${top}${summary(brandName, checkout)}</div></section>
<section class="pay" aria-label="Payment"><div class="inner">${payment(input)}</div></section>
</div>`
      : `<div class="page"><section class="pay solo"><div class="inner">${top}${payment(input)}</div></section></div>`;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>${body}</main>
</body>
</html>`;
}

function summary(brandName: string, checkout: NonNullable<SandboxPageInput['checkout']>): string {
  const { priced, lineItems, discount } = checkout;
  const products = lineItems.slice(0, priced.products.length);
  const items = products
    .map(
      (item) => `<li class="item">
<span class="qty" aria-label="Quantity ${item.quantity}">${item.quantity}</span>
<div><div class="name">${escapeHtml(item.name)}</div>${item.description ? `<div class="desc">${escapeHtml(item.description)}</div>` : ''}${item.quantity > 1 ? `<div class="each">${formatUsd(item.unitAmountCents)} each</div>` : ''}</div>
<span class="price">${formatUsd(item.unitAmountCents * item.quantity)}</span>
</li>`,
    )
    .join('');
  const b = priced.breakdown;
  const fee = b.deliveryFee + b.pickupFee;
  const isDelivery = orderMethod(priced.orderType) === 'delivery';
  const rows: [string, string, string?][] = [['Subtotal', formatUsd(b.subtotal)]];
  rows.push(['Tax', formatUsd(b.tax)]);
  if (fee > 0 || isDelivery)
    rows.push([isDelivery ? 'Delivery fee' : 'Pickup fee', formatUsd(fee)]);
  if (b.sellerTip > 0)
    rows.push([`Store tip (${priced.sellerTipPercent}%)`, formatUsd(b.sellerTip)]);
  if (b.driverTip > 0)
    rows.push([`Driver tip (${priced.driverTipPercent}%)`, formatUsd(b.driverTip)]);
  if (discount) rows.push([discount.name, `−${formatUsd(discount.amountOffCents)}`, 'discount']);
  rows.push(['Total due', formatUsd(b.total), 'total']);
  const dl = rows
    .map(
      ([label, value, kind]) =>
        `<div class="row${kind ? ` ${kind}` : ''}"><dt>${escapeHtml(label)}</dt><dd>${value}</dd></div>`,
    )
    .join('');
  return `<p class="eyebrow">Pay ${escapeHtml(brandName)}</p>
<p class="amount">${formatUsd(b.total)}</p>
<p class="store">Order from ${escapeHtml(priced.store.name)}</p>
<ul class="items">${items}</ul>
<dl class="rows">${dl}</dl>`;
}

function payment(input: SandboxPageInput): string {
  const { state, checkout, brandName } = input;
  const brand = escapeHtml(brandName);
  const foot = `<p class="foot">Sandbox checkout by ${brand} · No card is charged</p>`;
  switch (state.kind) {
    case 'not-found':
      return `<div class="message"><h1>Checkout not found</h1><p>This payment link is not valid. Please return to the store and check out again.</p></div>${foot}`;
    case 'expired':
      return `<div class="message"><h1>This checkout has expired</h1><p>Nothing was charged. Go back to your cart to check out again.</p>${input.cancelUrl ? `<a class="button" href="${escapeHtml(input.cancelUrl)}">Return to ${brand}</a>` : ''}</div>${foot}`;
    case 'paid':
      return `<div class="message"><h1>Payment complete</h1><p>This order has been paid.</p><a class="button" href="${escapeHtml(state.continueUrl)}">Continue</a></div>${foot}`;
    case 'payable': {
      const total = checkout ? formatUsd(checkout.priced.breakdown.total) : '';
      const email = checkout?.customerEmail
        ? `<span class="label">Email</span><div class="card"><span class="field">${escapeHtml(checkout.customerEmail)}</span></div>`
        : '';
      return `<h1>Pay with card</h1>
${email}
<span class="label">Card information</span>
<div class="card" aria-label="Sandbox test card">
<span class="field">4242 4242 4242 4242</span>
<div class="split"><span class="field">12 / 34</span><span class="field">123</span></div>
</div>
<p class="note">This is the local sandbox: the test card above is used and nothing is charged.</p>
<form method="post" action="${escapeHtml(state.payAction)}">
<button class="button" type="submit">Pay ${total}</button>
</form>
${input.cancelUrl ? `<a class="cancel" href="${escapeHtml(input.cancelUrl)}">Cancel</a>` : ''}
${foot}`;
    }
  }
}
