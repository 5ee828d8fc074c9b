import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One accepted mail: its Message-ID, the client's EHLO name (SMTP_URL's `?name=`), when it arrived. */
export type Delivery = { messageId: string | undefined; client: string; at: number };

export type TestSmtp = {
  url: string;
  received: ParsedMail[];
  /** The accepted mails in order, with who sent them. */
  deliveries: Delivery[];
  /** Attempts the server saw (refused ones included). */
  attempts: () => number;
  close: () => Promise<void>;
};

/**
 * A real SMTP server in the test process (smtp-server): it parses what arrives with mailparser.
 * `refuseFirst: n` answers the first n attempts with a temporary error (451), as a busy server does.
 * `onDelivery` sees each mail after it is kept and before the client hears the acceptance (a test can
 * kill the sending process in that moment).
 */
export async function startTestSmtp(
  options: {
    refuseFirst?: number;
    refuseAll?: boolean;
    onDelivery?: (delivery: Delivery) => void | Promise<void>;
  } = {},
): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const deliveries: Delivery[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      attempts++;
      if (options.refuseAll || attempts <= (options.refuseFirst ?? 0)) {
        const error = new Error('Bitte später erneut versuchen') as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          received.push(mail);
          const delivery = { messageId: mail.messageId, client: session.hostNameAppearsAs, at: Date.now() };
          deliveries.push(delivery);
          await options.onDelivery?.(delivery);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    deliveries,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
