import type { Role } from '@marketplace/core/constants/roles';
import type { UserRecord } from './service.js';

/** SPEC §3 User as JSON: the spec's names, role ids null when the user never held the role. */
export type UserJson = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: string | null;
  gender: string | null;
  role: Role;
  buyerId: string | null;
  sellerId: string | null;
  driverId: string | null;
  adminId: string | null;
  dataentryId: string | null;
};

export function toUserJson(user: UserRecord): UserJson {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    dob: user.dob,
    gender: user.gender,
    role: user.role,
    buyerId: user.buyerId,
    sellerId: user.sellerId,
    driverId: user.driverId,
    adminId: user.adminId,
    dataentryId: user.dataentryId,
  };
}
