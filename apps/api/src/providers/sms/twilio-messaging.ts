import type { SmsMessage, SmsProvider, SmsReceipt } from './sms-provider.js';
import { SmsDeliveryError } from './sms-provider.js';

/** Who texts come from: a Messaging Service picks the number, or one fixed E.164 number. */
export type TwilioMessagingSender = { messagingServiceSid: string } | { from: string };

/** The part of the official `twilio` client this adapter uses (Programmable Messaging). */
export type TwilioMessagingClient = {
  messages: {
    create(params: SmsMessage & TwilioMessagingSender): Promise<{ sid: string }>;
  };
};

/**
 * Twilio error codes that say the recipient cannot get this text, so sending it again is useless
 * (Twilio's error dictionary, twilio.com/docs/api/errors/<code>):
 * - 21610: attempt to send to an unsubscribed recipient: they replied STOP to this sender.
 * - 21211: invalid 'To' phone number.
 * - 21614: 'To' number is not a valid mobile number (cannot receive SMS).
 * - 21408: permission to send an SMS has not been enabled for the region of the 'To' number.
 * - 21612: the 'To' number cannot be reached with this 'From' (no route, sender not allowed there).
 */
const UNSUBSCRIBED_RECIPIENT = 21610;
const UNREACHABLE_RECIPIENT = new Set([21211, 21614, 21408, 21612]);

/** HTTP 429: Twilio's queue or our account's rate is full; the same text goes through later. */
const TOO_MANY_REQUESTS = 429;

/**
 * Twilio Programmable Messaging: one `messages.create` per text. Twilio answers with the
 * message's sid once it has queued it; whether the phone got it comes later, by status callback.
 */
export class TwilioMessagingSmsProvider implements SmsProvider {
  readonly name = 'twilio-messaging';

  constructor(
    private readonly client: TwilioMessagingClient,
    private readonly sender: TwilioMessagingSender,
  ) {}

  async send({ to, body }: SmsMessage): Promise<SmsReceipt> {
    try {
      const message = await this.client.messages.create({ to, body, ...this.sender });
      return { providerId: message.sid };
    } catch (error) {
      throw deliveryError(error);
    }
  }
}

/**
 * A RestException (Twilio refused: it has the HTTP `status` and Twilio's numeric `code`) or
 * anything else, which means the request never got an answer: the network, a timeout.
 */
function deliveryError(error: unknown): SmsDeliveryError {
  const { status, code } = error as { status?: unknown; code?: unknown };
  const twilioCode = typeof code === 'number' ? code : null;
  const message = `Twilio Messaging refused the text: ${describe(error)}`;

  if (twilioCode === UNSUBSCRIBED_RECIPIENT) {
    return new SmsDeliveryError(
      `The recipient has opted out of texts (replied STOP): ${describe(error)}`,
      { permanent: true, optedOut: true, code: twilioCode, cause: error },
    );
  }
  if (twilioCode !== null && UNREACHABLE_RECIPIENT.has(twilioCode)) {
    return new SmsDeliveryError(message, { permanent: true, code: twilioCode, cause: error });
  }
  if (typeof status !== 'number') {
    // No answer from Twilio: the text may go through on a later try. Network errors carry a
    // text code of their own (ECONNRESET, ETIMEDOUT), worth keeping.
    return new SmsDeliveryError(`Twilio Messaging could not be reached: ${describe(error)}`, {
      permanent: false,
      code: typeof code === 'string' ? code : null,
      cause: error,
    });
  }
  // Busy or broken on Twilio's side: retry. Any other refusal (a 4xx) would be refused again.
  const retryable = status === TOO_MANY_REQUESTS || status >= 500;
  return new SmsDeliveryError(message, {
    permanent: !retryable,
    code: twilioCode,
    cause: error,
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
