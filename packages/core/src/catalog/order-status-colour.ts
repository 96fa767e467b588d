export type StatusColour = 'green' | 'orange' | 'red' | 'grey' | 'blue';

/**
 * SPEC §4 order status colours: completed green, pending orange, cancelled red, delivered green
 * in the buyer's view, unassigned grey in the admin's, anything else blue. Case is ignored.
 */
export function orderStatusColour(status: string, view: 'buyer' | 'admin'): StatusColour {
  switch (status.trim().toLowerCase()) {
    case 'completed':
      return 'green';
    case 'pending':
      return 'orange';
    case 'cancelled':
      return 'red';
    case 'delivered':
      return view === 'buyer' ? 'green' : 'blue';
    case 'unassigned':
      return view === 'admin' ? 'grey' : 'blue';
    default:
      return 'blue';
  }
}
