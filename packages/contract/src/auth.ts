import { validateOtp } from '@marketplace/core/validation/validate-otp';
import { z } from 'zod';
import { checkedBy, phoneSchema } from './fields.js';
import { userSchema } from './users.js';

/** Logging in by phone: the code, and the session a login or an onboarding answers with. */

export const codeSchema = checkedBy(validateOtp, 16).describe('The 6-digit code.');

export const sessionSchema = z.object({ token: z.string(), user: userSchema });

export const sendOtpBodySchema = z.strictObject({ phone: phoneSchema });

/** The code is on its way (by SMS, or in the server log without Twilio). */
export const sendOtpResponseSchema = z.object({ status: z.literal('pending') });

export const verifyOtpBodySchema = z.strictObject({ phone: phoneSchema, code: codeSchema });

/** A known phone is logged in; a new one gets a short-lived token to onboard with. */
export const verifyOtpResponseSchema = z.union([
  sessionSchema,
  z.object({ isNewUser: z.literal(true), tempToken: z.string() }),
]);

export const onboardBodySchema = z.strictObject({
  phone: phoneSchema,
  email: z.string().max(254),
  firstName: z.string().max(60),
  lastName: z.string().max(60),
  dob: z.string().max(10).describe('YYYY-MM-DD'),
  gender: z.string().max(60).describe("'male', 'female' or 'other'"),
  genderOther: z.string().max(60).optional().describe("The buyer's words when 'other'"),
});

export type Session = z.infer<typeof sessionSchema>;
/** Bodies as the browser sends them (before the server's transforms). */
export type SendOtpBody = z.input<typeof sendOtpBodySchema>;
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;
export type OnboardBody = z.input<typeof onboardBodySchema>;
