/** What checking a code can say. */
export type OtpCheck = 'approved' | 'invalid' | 'expired' | 'locked';

/**
 * Sends one-time codes to phones and checks them. Phones are E.164 (+1 and 10 digits). Send
 * limits are the caller's business; a provider only sends and checks.
 */
export interface OtpProvider {
  readonly name: 'twilio-verify' | 'local';
  send(phone: string): Promise<void>;
  verify(phone: string, code: string): Promise<OtpCheck>;
}

/** The provider could not deliver the code (the outside service failed or refused). */
export class OtpDeliveryError extends Error {
  override name = 'OtpDeliveryError';
}
