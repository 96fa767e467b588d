import type { Lead } from '@marketplace/contract/service-area';
import type { leads } from '../../db/schema.js';

/** SPEC §3 Lead as JSON; the phone is E.164. */
export function toLeadJson(lead: typeof leads.$inferSelect): Lead {
  return {
    _id: lead.id,
    phone: lead.phone,
    name: lead.name,
    zipcode: lead.zipcode,
    address: lead.address,
  };
}
