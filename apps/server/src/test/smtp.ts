import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtp = {
  url: string;
  received: ParsedMail[];
  /** Attempts the server saw (refused ones included). */
  attempts: () => number;
  close: () => Promise<void>;
};

/**
 * A real SMTP server in the test process (smtp-server): it parses what arrives with mailparser.
 * `refuseFirst: n` answers the first n attempts with a temporary error (451), as a busy server does.
 */
export async function startTestSmtp(options: { refuseFirst?: number; refuseAll?: boolean } = {}): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
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
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
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
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
