import type { Readable } from 'node:stream';

/**
 * Sending SMS and faxes needs a provider (a gateway with an account): Maklerwerk has none built in
 * and does not pretend to send (docs/decisions/0020). A provider implements this interface; the
 * queue would call it like the mail delivery (a job per message, status on the item, retries).
 * Received SMS and faxes arrive through the provider's webhook or mail-to-fax and are stored as
 * EXTERN items (category SMS or FAX) with the fax as PDF attachment.
 */
export type SmsMessage = { to: string; text: string; reference: string };
export type FaxMessage = { to: string; pdf: () => Promise<Readable>; fileName: string; reference: string };

export type MessageProvider = {
  /** The provider's name for the log and the item ('sipgate', 'Twilio' …). */
  name: string;
  sendSms?: (message: SmsMessage) => Promise<{ providerId: string }>;
  sendFax?: (message: FaxMessage) => Promise<{ providerId: string }>;
};

/** Without a configured provider nothing is sent; the UI offers no 'send' for SMS and fax. */
export const noMessageProvider: MessageProvider = { name: 'keiner' };
