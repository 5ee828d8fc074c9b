import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** Sends one composed message; resolves when the receiving server (or the .eml file) has it. */
export type MailTransport = {
  send: (message: Mail.Options) => Promise<void>;
  /** Where mail goes, for the start-up log. */
  describe: string;
  close: () => void;
};

/**
 * SMTP over `SMTP_URL` (nodemailer); without it every mail is written as `<Message-ID>.eml` under
 * `DATA_DIR/mail`, so that nothing is lost and a developer can open what would have been sent.
 */
export function createMailTransport(options: { smtpUrl: string | undefined; dataDir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    const url = new URL(options.smtpUrl);
    return {
      send: async (message) => {
        await smtp.sendMail(message);
      },
      describe: `SMTP ${url.hostname}:${url.port || '25'}`,
      close: () => smtp.close(),
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  const files = nodemailer.createTransport({ streamTransport: true, buffer: false, newline: 'unix' });
  return {
    send: async (message) => {
      await fs.promises.mkdir(dir, { recursive: true });
      const info = await files.sendMail(message);
      const name = `${String(info.messageId).replace(/[^A-Za-z0-9._-]/g, '_')}.eml`;
      const temporary = path.join(dir, `.${name}.tmp`);
      await pipeline(info.message as NodeJS.ReadableStream, fs.createWriteStream(temporary));
      await fs.promises.rename(temporary, path.join(dir, name));
    },
    describe: `Dateien unter ${dir}`,
    close: () => undefined,
  };
}
