/** One text to one phone. `to` is E.164 (+1 and 10 digits). */
export type SmsMessage = { to: string; body: string };

/** What the provider calls the text: Twilio's message sid (`SM…`), or a local id. */
export type SmsReceipt = { providerId: string };

/**
 * The provider did not take the text. `permanent` tells the caller whether sending it again can
 * help; `optedOut` that the recipient replied STOP, so nothing more should go to them.
 */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
  /** Retrying cannot help (bad number, opted out, …). */
  readonly permanent: boolean;
  /** The recipient replied STOP (Twilio 21610). */
  readonly optedOut: boolean;
  /** The provider's error code, as text. */
  readonly code: string | null;

  constructor(
    message: string,
    options: {
      permanent: boolean;
      optedOut?: boolean;
      code?: string | number | null;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.permanent = options.permanent;
    this.optedOut = options.optedOut ?? false;
    this.code = options.code == null ? null : String(options.code);
  }
}

/** Sends texts. Who gets which text, and when, is the caller's business; a provider only sends. */
export interface SmsProvider {
  readonly name: 'twilio-messaging' | 'log';
  send(message: SmsMessage): Promise<SmsReceipt>;
}
