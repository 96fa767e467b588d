import type { AdminOrderStatus } from '@marketplace/contract/dispatch';
import { centsToDollars } from '@marketplace/core/money/cents';
import { orderNeedsIdCheck } from '@marketplace/core/orders/id-check';
import type { OrderEventAction } from '@marketplace/core/orders/order-events';
import {
  adminOrderStatus,
  type OrderActorKind,
  type OrderStatus,
} from '@marketplace/core/orders/order-lifecycle';
import type { driverInstructions, OrderAddress, OrderProduct, orders } from '../../db/schema.js';
import { toStoreAddressJson } from '../catalog/catalog-json.js';
import type { StoreSummary } from '../catalog/store-records.js';
import { deliveryPhotoPath } from './history/read-delivery-photo.js';
import type { OrderEventRecord } from './lifecycle/order-events.js';
import { type RefundRow, refundableOf, toRefundJson } from './refunds/refund-records.js';

/** An order and its store as the catalogue describes it (null for a store that is gone). */
export type OrderRow = { order: typeof orders.$inferSelect; store: StoreSummary | null };

export type OrderJson = ReturnType<typeof toOrderJson>;

/** SPEC §3 Order as JSON: the spec's names, money in dollars, tips as percentages plus amounts. */
export function toOrderJson({ order, store }: OrderRow) {
  return {
    _id: order.id,
    createdAt: order.createdAt.toISOString(),
    orderType: order.orderType,
    orderStatus: order.orderStatus,
    products: order.products.map(toOrderProductJson),
    subtotal: centsToDollars(order.subtotalCents),
    tax: centsToDollars(order.taxCents),
    sellerTip: Number(order.sellerTip),
    driverTip: Number(order.driverTip),
    sellerTipAmount: centsToDollars(order.sellerTipCents),
    driverTipAmount: centsToDollars(order.driverTipCents),
    deliveryFee: centsToDollars(order.deliveryFeeCents),
    discount: centsToDollars(order.discountCents),
    totalAmount: centsToDollars(order.totalAmountCents),
    couponCode: order.couponCode,
    specialRequest: order.specialRequest,
    deliveryAddress: order.deliveryAddress ? toAddressJson(order.deliveryAddress) : null,
    pickUpAddress: order.pickUpAddress ? toAddressJson(order.pickUpAddress) : null,
    billingAddress: order.billingAddress ? toAddressJson(order.billingAddress) : null,
    deliveryDate: order.deliveryDate,
    deliveryWindowStart: order.deliveryWindowStart?.toISOString() ?? null,
    deliveryWindowEnd: order.deliveryWindowEnd?.toISOString() ?? null,
    buyerId: order.buyerId,
    driverId: order.driverId,
    sellerId: order.sellerId,
    userId: order.userId,
    deliveryPhoto: order.deliveryPhotoUrl ? deliveryPhotoPath(order.id) : null,
    needsIdCheck: orderNeedsIdCheck(order.products),
    idCheck:
      order.idCheckPassed !== null && order.idCheckType && order.idCheckedAt
        ? {
            passed: order.idCheckPassed,
            idType: order.idCheckType,
            checkedAt: order.idCheckedAt.toISOString(),
          }
        : null,
    storeId: order.storeId,
    store: store
      ? {
          _id: store.id,
          name: store.name,
          category: store.category,
          contact: store.contact,
          timezone: store.timezone,
          address: toStoreAddressJson(store),
        }
      : null,
  };
}

/** One event of an order's timeline (contract: orderEventSchema). */
export function toOrderEventJson(
  event: OrderEventRecord,
  names: { actorName?: string | null; driverName?: string | null } = {},
) {
  return {
    _id: String(event.id),
    orderId: event.orderId,
    fromStatus: event.fromStatus as OrderStatus | null,
    toStatus: event.toStatus as OrderStatus,
    action: event.action as OrderEventAction,
    actorUserId: event.actorUserId,
    actorRole: event.actorRole as OrderActorKind,
    actorName: names.actorName ?? null,
    driverId: event.driverId,
    driverName: names.driverName ?? null,
    reason: event.reason,
    amountCents: event.amountCents,
    at: event.at.toISOString(),
  };
}

/** Units of each line (by place) the store did not have (issue #35). */
export function unavailablePerLine(
  order: Pick<OrderRow['order'], 'products' | 'unavailableUnits'>,
) {
  const lacked = order.products.map(() => 0);
  for (const { line, quantity } of order.unavailableUnits) {
    if (lacked[line] !== undefined) lacked[line] += quantity;
  }
  return lacked;
}

export function toOrderProductJson(product: OrderProduct) {
  return {
    productId: product.productId,
    name: product.name,
    price: centsToDollars(product.priceCents),
    quantity: product.quantity,
    storeId: product.storeId,
    image: product.image ?? null,
    customizations: product.customizations.map((group) => ({
      name: group.name,
      selectedOptions: group.selectedOptions.map((option) => ({
        title: option.title,
        price: centsToDollars(option.price),
      })),
      ...(group.textValue ? { textValue: group.textValue } : {}),
    })),
    flowerCustomizations: product.flowerCustomizations ?? null,
    specialInstructions: product.specialInstructions ?? null,
  };
}

export function toAddressJson(address: OrderAddress) {
  return {
    fullname: address.fullname,
    contact: address.contact,
    street1: address.street1,
    street2: address.street2,
    aptHouseNo: address.aptHouseNo ?? null,
    city: address.city,
    state: address.state,
    zipcode: address.zipcode,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
    coordinatesPrecision: address.coordinatesPrecision ?? null,
  };
}

/**
 * An order as the operations console shows it: the order JSON, how an admin reads its status,
 * and its refunds with what is left to refund (issue #35).
 */
export function toAdminOrderJson(
  row: OrderRow & { driverName: string | null; refunds: RefundRow[] },
) {
  return {
    ...toOrderJson(row),
    adminStatus: adminOrderStatus(row.order) as AdminOrderStatus,
    acknowledgedAt: row.order.acknowledgedAt?.toISOString() ?? null,
    refunds: row.refunds.map(toRefundJson),
    refundableCents: refundableOf(row.order, row.refunds),
    driverName: row.driverName,
  };
}

/** One step of a driver's instructions for an order (docs/decisions/091). */
export function toDriverInstructionJson(step: typeof driverInstructions.$inferSelect) {
  return {
    _id: step.id,
    orderId: step.orderId,
    driverId: step.driverId,
    position: step.position,
    kind: step.kind,
    instructionTitle: step.instructionTitle,
    address: step.address ? toAddressJson(step.address) : null,
    bagIds: step.bagIds ?? null,
    status: step.status,
    runId: step.runId,
  };
}
