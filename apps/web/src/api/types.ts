import type { Role } from '@marketplace/core/constants/roles';

/** A user as the API returns it (SPEC §3). The role ids are null for roles the user never had. */
export type User = {
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

/** The API's error body (ARCHITECTURE "The API contract"). */
export type ApiErrorBody = { error: string; code?: string };
