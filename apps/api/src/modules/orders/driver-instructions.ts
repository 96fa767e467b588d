import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { driverInstructions, type OrderAddress } from '../../db/schema.js';
import type { StoreSummary } from '../catalog/store-records.js';
import type { OrderRecord } from './service.js';

/**
 * A driver's instructions for an order (docs/decisions/091): the steps a courier follows, written
 * when the order is assigned and moved to the new driver when it is reassigned before they start.
 */

export type DriverInstructionRecord = typeof driverInstructions.$inferSelect;
type Step = Pick<DriverInstructionRecord, 'instructionTitle' | 'address' | 'bagIds'>;

/** Ours: shown on the step for an order holding a product that needs age verification. */
export const CHECK_ID = 'Check ID: 21+';

/** An order's steps, first first. */
export async function instructionsOfOrder(
  db: Executor,
  orderId: string,
): Promise<DriverInstructionRecord[]> {
  return db
    .select()
    .from(driverInstructions)
    .where(eq(driverInstructions.orderId, orderId))
    .orderBy(asc(driverInstructions.position));
}

/**
 * The steps of a delivery, from the order's own record (never an address the browser sent):
 * pick up at the store (what to collect), bag the items (the driver records the bag labels),
 * deliver to the recipient (and check their ID when a product needs it).
 */
export function planDriverSteps(input: {
  order: OrderRecord;
  store: StoreSummary | null;
  needsIdCheck: boolean;
}): Step[] {
  const { order, store, needsIdCheck } = input;
  const items = order.products.reduce((sum, product) => sum + product.quantity, 0);
  const storeName = store?.name ?? order.pickUpAddress?.fullname ?? 'the store';
  const recipient = order.deliveryAddress?.fullname.trim() || 'customer';
  return [
    {
      instructionTitle: `Pick up order at ${storeName} (${items} ${items === 1 ? 'item' : 'items'})`,
      address: order.pickUpAddress ?? (store ? storeAddress(store) : null),
      bagIds: null,
    },
    { instructionTitle: 'Bag the items', address: null, bagIds: [] },
    {
      instructionTitle: `Deliver to ${recipient}${needsIdCheck ? ` — ${CHECK_ID}` : ''}`,
      address: order.deliveryAddress,
      bagIds: null,
    },
  ];
}

/** The order's steps, now the driver's: the previous ones (none started) are replaced. */
export async function replaceInstructions(
  tx: Executor,
  input: { orderId: string; driverId: string; steps: Step[] },
): Promise<DriverInstructionRecord[]> {
  const { orderId, driverId, steps } = input;
  await tx.delete(driverInstructions).where(eq(driverInstructions.orderId, orderId));
  const rows = await tx
    .insert(driverInstructions)
    .values(steps.map((step, position) => ({ ...step, orderId, driverId, position })))
    .returning();
  return rows.sort((a, b) => a.position - b.position);
}

function storeAddress(store: StoreSummary): OrderAddress {
  return {
    fullname: store.name,
    contact: store.contact,
    street1: store.street1,
    street2: store.street2,
    aptHouseNo: null,
    city: store.city,
    state: store.state,
    zipcode: store.zipcode,
    latitude: null,
    longitude: null,
  };
}
