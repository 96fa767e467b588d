import { PHONE_COUNTRY_CODE, WAITLIST_COUPON_DOLLARS } from '@marketplace/core/constants/limits';
import { validateNotServed } from '@marketplace/core/validation/validate-not-served';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { leads, serviceZipcodes } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/**
 * Where we deliver, and the visitors who asked to hear when we deliver to them. Public
 * operations: no actor, so no requireAccess; the routes limit them per IP instead.
 */

export type LeadRecord = typeof leads.$inferSelect;

/** Ours: SPEC says only that the visitor is promised a $10 coupon. */
export const WAITLIST_MESSAGE = `You're on the list! We'll text you when we deliver to your area, with a $${WAITLIST_COUPON_DOLLARS} coupon for your first order.`;
/** Ours. */
export const LEAD_NOT_FOUND = 'We could not find your request. Please sign up again.';

/** A zip as typed: '91101', ' 91101 ' and '91101-2345' are the same delivery area. */
function zipOf(zipcode: string): string {
  return zipcode.trim().slice(0, 5);
}

/** Whether we deliver to the zip; checkout and saved addresses ask, in their transactions too. */
export async function isServedZipcode(db: Executor, typed: string): Promise<boolean> {
  const zipcode = zipOf(typed);
  if (!/^\d{5}$/.test(zipcode)) return false;
  const [row] = await db
    .select({ zipcode: serviceZipcodes.zipcode })
    .from(serviceZipcodes)
    .where(eq(serviceZipcodes.zipcode, zipcode));
  return Boolean(row);
}

/** Served zips grouped by city, cities and zips in order. The web collapses long lists (core). */
export async function zipcodeGroups(deps: ServiceAreaDeps) {
  const rows = await deps.db
    .select()
    .from(serviceZipcodes)
    .orderBy(asc(serviceZipcodes.city), asc(serviceZipcodes.zipcode));
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const zipcodes = groups.get(row.city) ?? [];
    zipcodes.push(row.zipcode);
    groups.set(row.city, zipcodes);
  }
  return [...groups].map(([city, zipcodes]) => ({ city, zipcodes }));
}

/** What the service-area operations run with. */
export type ServiceAreaDeps = { db: Executor };

export type LeadInput = { name: string; phone: string; zipcode: string; address: string };

/** SPEC §5 not-served form, through core: the first failing field's sentence as a 400. */
function validLead(input: LeadInput): LeadInput {
  const result = validateNotServed({ name: input.name, phone: input.phone });
  if (!result.ok) {
    const message = result.errors.name ?? result.errors.phone ?? 'Please check the form.';
    throw new AppError('VALIDATION_FAILED', message);
  }
  return {
    name: result.value.name,
    phone: `${PHONE_COUNTRY_CODE}${result.value.phone}`,
    zipcode: zipOf(input.zipcode),
    address: input.address.trim(),
  };
}

/** SPEC §7 create-lead: a new lead every time (update-lead then completes its address). */
export async function createLead(deps: ServiceAreaDeps, input: LeadInput): Promise<LeadRecord> {
  const [lead] = await deps.db.insert(leads).values(validLead(input)).returning();
  return lead!;
}

/** SPEC §7 update-lead: only the lead whose id and phone both match; anything else is a 404. */
export async function updateLead(
  deps: ServiceAreaDeps,
  input: { leadId: string; phone: string; address: string },
): Promise<LeadRecord> {
  const { db } = deps;
  const { leadId, phone, address } = input;
  if (!isUuid(leadId)) throw new AppError('NOT_FOUND', LEAD_NOT_FOUND);
  const [lead] = await db
    .update(leads)
    .set({ address: address.trim() })
    .where(and(eq(leads.id, leadId), eq(leads.phone, phone)))
    .returning();
  if (!lead) throw new AppError('NOT_FOUND', LEAD_NOT_FOUND);
  return lead;
}

/**
 * SPEC §1 waitlist: the visitor's lead, holding the $10 coupon promise. Signing up again with
 * the same phone updates that lead (latest name, zip and address) instead of adding another,
 * so one phone holds one promise.
 */
export async function joinWaitlist(deps: ServiceAreaDeps, typed: LeadInput) {
  const { db } = deps;
  const input = validLead(typed);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.phone, input.phone))
      .orderBy(desc(leads.createdAt))
      .limit(1);
    const [lead] = existing
      ? await tx.update(leads).set(input).where(eq(leads.id, existing.id)).returning()
      : await tx.insert(leads).values(input).returning();
    return {
      lead: lead!,
      couponDollars: WAITLIST_COUPON_DOLLARS,
      message: WAITLIST_MESSAGE,
    };
  });
}
