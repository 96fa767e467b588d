import type { OrderAddress } from '../db/schema.js';

/** A buyer's home in Pasadena, as an order keeps its delivery address. */
export const BUYER_HOME: OrderAddress = {
  fullname: 'Ada Lovelace',
  contact: '3105550100',
  street1: '12',
  street2: 'Colorado Blvd',
  aptHouseNo: '4B',
  city: 'Pasadena',
  state: 'CA',
  zipcode: '91101',
};
