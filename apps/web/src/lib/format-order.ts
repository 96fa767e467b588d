import type { StoreAddress } from '@marketplace/contract/catalog';
import type { Order } from '@marketplace/contract/orders';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { ADDRESS_NOT_AVAILABLE, WINDOW_NOT_SPECIFIED } from '@marketplace/core/constants/messages';
import { type OrderType, orderMethod } from '@marketplace/core/constants/order-types';
import { dollarsToCents } from '@marketplace/core/money/cents';
import { formatUsd } from '@marketplace/core/money/format-usd';

/** Dollars from the API as '$12.50', through core's cents formatting. */
export function usd(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

const TYPE_LABELS: Record<OrderType, string> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
  '20mindelivery': '20-minute delivery',
  '20minpickup': '20-minute pickup',
};

export function orderTypeLabel(orderType: OrderType): string {
  return TYPE_LABELS[orderType] ?? orderType;
}

export function isDeliveryOrder(order: Pick<Order, 'orderType'>): boolean {
  return orderMethod(order.orderType) === 'delivery';
}

/** 'Short id' buyers can read to support: the first 8 characters, upper-cased. */
export { shortOrderId } from '@marketplace/core/orders/short-order-id';

/** What a window needs of an order: its instants and its store's zone. */
type Windowed = Pick<Order, 'deliveryWindowStart' | 'deliveryWindowEnd'> & {
  store: { timezone: string } | null;
};

function zoneOf(order: Pick<Windowed, 'store'>): string {
  return order.store?.timezone || DEFAULT_TIMEZONE;
}

/** The window as '10:00 AM – 11:00 AM' in the store's zone; SPEC §8 'Not specified' when unknown. */
export function formatWindow(order: Windowed): string {
  if (!order.deliveryWindowStart || !order.deliveryWindowEnd) return WINDOW_NOT_SPECIFIED;
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zoneOf(order),
  });
  return `${time.format(new Date(order.deliveryWindowStart))} – ${time.format(new Date(order.deliveryWindowEnd))}`;
}

/** The store-local date 'Wed, Jan 14, 2026' (deliveryDate is a store-local YYYY-MM-DD). */
export function formatOrderDate(order: Pick<Order, 'deliveryDate' | 'createdAt'>): string {
  const day = order.deliveryDate ?? order.createdAt.slice(0, 10);
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return WINDOW_NOT_SPECIFIED;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}

/** When the order was placed, in the store's zone. */
export function formatPlacedAt(order: Pick<Windowed, 'store'> & { createdAt: string }): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zoneOf(order),
  }).format(new Date(order.createdAt));
}

/** An order's address, or a store's (which has no name, contact or apartment of its own). */
export type Place = StoreAddress & {
  fullname?: string;
  contact?: string;
  aptHouseNo?: string | null;
};

/** Street lines and city line; SPEC §8 'Not available' without an address. */
export function addressLines(address: Place | null | undefined): string[] {
  if (!address) return [ADDRESS_NOT_AVAILABLE];
  const street = [address.street1, address.street2].filter(Boolean).join(' ');
  const apt = address.aptHouseNo ? `, ${address.aptHouseNo}` : '';
  const locality = [address.city, [address.state, address.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [`${street}${apt}`, locality].filter(Boolean);
}

/** The address the order goes to (delivery) or is collected from (pickup). */
export function orderDestination(order: Order): Place | null {
  if (isDeliveryOrder(order)) return order.deliveryAddress;
  return order.pickUpAddress ?? order.store?.address ?? null;
}
