import type { OrderType } from '@marketplace/core/constants/order-types';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';

export type OrderDataAddress = {
  fullname: string;
  contact: string;
  street1: string;
  street2: string;
  aptHouseNo: string | null;
  city: string;
  state: string;
  zipcode: string;
  latitude: number | null;
  longitude: number | null;
};

/** docs/payments.md `orderData`: a request; the server prices it from its own database. */
export type OrderData = {
  items: {
    productId: string;
    quantity: number;
    customizations: {
      name: string;
      selectedOptions: { title: string }[];
      textValue: string | null;
    }[];
    flowerCustomizations?: Record<string, string>;
    specialInstructions?: string;
  }[];
  orderType: OrderType;
  windowId: string;
  deliveryAddress?: OrderDataAddress;
  billingAddress: OrderDataAddress | null;
  sellerTip: number;
  driverTip: number;
  couponCode?: string;
  specialRequest?: string;
};

export type CreateStripeSessionReply = { sessionId: string; url: string };

/** docs/payments.md POST /api/create-stripe-session: reserves stock and opens a payment. */
export function createStripeSession(options: { orderData: OrderData; token: string }) {
  return apiRequest<CreateStripeSessionReply>('/api/create-stripe-session', {
    method: 'POST',
    body: { orderData: options.orderData },
    token: options.token,
  });
}

export function useCreateStripeSession() {
  return useMutation({ mutationFn: createStripeSession });
}
