import type { OrderType } from '@marketplace/core/constants/order-types';
import type { StoreAddress } from '../../api/types';

/** An address on an order (SPEC §3 Address); the store's pickup address has no name or contact. */
export type OrderAddress = StoreAddress & {
  fullname?: string | null;
  contact?: string | null;
  aptHouseNo?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/** SPEC §3 Flower personalization kept with an order product. */
export type FlowerCustomizations = {
  fullName?: string;
  occasion?: string;
  relationship?: string;
  locationType?: string;
  customMessage?: string;
  signature?: string;
};

/** SPEC §3 Order product; money in dollars as docs/payments.md sends it. */
export type OrderProduct = {
  productId: string;
  name: string;
  price: number;
  quantity: number;
  storeId: string;
  image: string | null;
  customizations: {
    name: string;
    selectedOptions: { title: string; price: number }[];
    textValue?: string | null;
  }[];
  flowerCustomizations: FlowerCustomizations | null;
  specialInstructions: string | null;
};

/** SPEC §3 Order as docs/payments.md "Order JSON" describes it. */
export type Order = {
  _id: string;
  createdAt: string;
  orderType: OrderType;
  orderStatus: string;
  products: OrderProduct[];
  subtotal: number;
  tax: number;
  sellerTip: number;
  driverTip: number;
  sellerTipAmount: number;
  driverTipAmount: number;
  deliveryFee: number;
  discount: number;
  totalAmount: number;
  couponCode: string | null;
  specialRequest: string | null;
  deliveryAddress: OrderAddress | null;
  pickUpAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  deliveryDate: string | null;
  deliveryWindowStart: string | null;
  deliveryWindowEnd: string | null;
  buyerId: string | null;
  driverId: string | null;
  sellerId: string | null;
  userId: string | null;
  storeId: string | null;
  store: {
    _id: string;
    name: string;
    category: string;
    contact: string;
    timezone: string;
    address: StoreAddress;
  } | null;
};
