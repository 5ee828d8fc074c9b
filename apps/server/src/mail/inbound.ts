import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Db } from '../db/client';
import type { BlobStore } from '../files/blob-store';
import { detectFileType, fileNameWithExtension } from '../files/detect-type';
import { safeFileName } from '../files/zip-stream';
import { messageForLog } from '../lib/logger';
import { sanitizeMailHtml, textToHtml } from '../lib/sanitize-html';
import * as archive from '../repositories/archive-document';
import {
  findCompaniesByEmail,
  findContractsByNumber,
  findCustomersByEmail,
  insertMailAttachment,
  insertReceivedMail,
} from './inbound.repository';
import {
  CHECK_TIMEOUT_MS,
  checkSender,
  confirmsAddress,
  type DNSResolver,
  systemResolver,
  trustedRelayList,
} from './inbound-auth';

/** What the listener answers a sender (German, as the office's own server would). */
export const INBOUND_TEXTS = {
  relay: 'Diese Adresse wird hier nicht angenommen (kein Relay).',
  tooLarge: (mb: number) => `Die Nachricht ist zu groß: höchstens ${mb} MB werden angenommen.`,
  failed: 'Die Nachricht konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
} as const;

export type InboundFiling = {
  communicationId: number;
  contractId: number | null;
  customerId: number | null;
  companyId: number | null;
  documentIds: number[];
  senderConfirmed: boolean;
};

function firstAddress(
  value: AddressObject | AddressObject[] | undefined,
): { address: string; name: string } | undefined {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  for (const group of list) {
    for (const a of group.value) {
      if (a.address) {
        return { address: a.address.toLowerCase(), name: a.name };
      }
    }
  }
  return undefined;
}

function allAddresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((g) => g.value.flatMap((a) => (a.address ? [a.address] : [])));
}

/** Words of subject and body that could be policy numbers: letters, digits and - / . (5–40 long). */
export function policyNumberCandidates(text: string): string[] {
  const found = text.toUpperCase().match(/[A-Z0-9][A-Z0-9\-/.]{3,38}[A-Z0-9]/g) ?? [];
  return [...new Set(found.filter((t) => /\d/.test(t)))].slice(0, 200);
}

/** Who wrote: a customer by his address, an insurer by its own or a contact's address. */
async function findSender(db: Db, address: string) {
  const [customerRows, companyRows] = await Promise.all([
    findCustomersByEmail(db, address),
    findCompaniesByEmail(db, address),
  ]);
  // An address two customers share decides nothing.
  return {
    customer: customerRows.length === 1 ? customerRows[0] : undefined,
    companyId: companyRows.length === 1 ? companyRows[0]?.id : undefined,
  };
}

/**
 * Files one received mail (issue 11 §2): to a contract when one of its policy numbers appears in
 * subject or body and the contract is the sender's (his own as customer, or one at the insurer that
 * wrote); else to the customer by the sender's address; else unassigned. Attachments land in the
 * document inbox (Posteingang) of the customer, or the office's when he is not known.
 * A mail whose sender is not confirmed (`senderConfirmed`, SPF/DKIM/DMARC; decision 0041) is filed
 * under nobody, marked, and its attachments stay on the mail only (no Posteingang document).
 */
export async function fileInboundMail(
  db: Db,
  blobs: BlobStore,
  mail: ParsedMail,
  senderConfirmed: boolean,
): Promise<InboundFiling> {
  const from = firstAddress(mail.from);
  const sender =
    from && senderConfirmed ? await findSender(db, from.address) : { customer: undefined, companyId: undefined };
  const text = `${mail.subject ?? ''}\n${mail.text ?? ''}`;
  const candidates = policyNumberCandidates(text);
  let contract: { id: number; customerId: number; brokerId: number; gesellschaftId: number } | undefined;
  if (candidates.length > 0 && (sender.customer || sender.companyId)) {
    const rows = await findContractsByNumber(db, candidates, {
      customerId: sender.customer?.id,
      companyId: sender.companyId,
    });
    contract = rows.length === 1 ? rows[0] : undefined;
  }
  const customerId = contract?.customerId ?? sender.customer?.id ?? null;
  const brokerId = contract?.brokerId ?? sender.customer?.brokerId ?? null;
  const companyId = sender.companyId ?? null;
  const html = mail.html ? sanitizeMailHtml(mail.html) : textToHtml(mail.text ?? '');
  const stored = await Promise.all(
    mail.attachments
      .filter((a) => a.contentDisposition !== 'inline' || !a.contentId)
      .map(async (a) => {
        const info = await blobs.put(Readable.from([a.content]), { maxBytes: Number.MAX_SAFE_INTEGER });
        const original = safeFileName(a.filename ?? 'Anhang').slice(0, 200) || 'Anhang';
        const type = await detectFileType(a.content.subarray(0, 4100), original);
        return {
          blobHash: info.hash,
          size: info.size,
          mimeType: type.mime,
          fileName: fileNameWithExtension(original, type.ext),
        };
      }),
  );
  return db.transaction(async (tx) => {
    const communicationId = await insertReceivedMail(tx, {
      brokerId,
      customerId,
      contractId: contract?.id ?? null,
      category: 'EMAIL',
      extern: true,
      subject: mail.subject?.trim() || null,
      bodyHtml: html,
      fromAddress: from?.address ?? null,
      fromName: from?.name || null,
      toAddresses: allAddresses(mail.to),
      ccAddresses: allAddresses(mail.cc),
      companyId,
      messageId: mail.messageId ?? null,
      date: (mail.date ?? new Date()).toISOString(),
      absenderBestaetigt: senderConfirmed,
    });
    const documentIds: number[] = [];
    for (const file of stored) {
      await insertMailAttachment(tx, { ...file, communicationId });
      if (!senderConfirmed) {
        continue;
      }
      const documentId = await archive.insertDocument(tx, {
        brokerId,
        customerId,
        contractId: null,
        nodeId: 'POSTEINGANG',
        bezeichnung: file.fileName.replace(/\.[^.]+$/, ''),
        datum: new Date().toISOString().slice(0, 10),
        bemerkung: `Anhang der E-Mail „${mail.subject?.trim() || '[kein Betreff]'}“ von ${from?.address ?? 'unbekannt'}`,
      });
      await archive.insertFile(tx, documentId, {
        blobHash: file.blobHash,
        size: file.size,
        mimeType: file.mimeType,
        fileName: file.fileName,
        originalFileName: file.fileName,
      });
      documentIds.push(documentId);
    }
    return { communicationId, contractId: contract?.id ?? null, customerId, companyId, documentIds, senderConfirmed };
  });
}

/** Is the recipient one of the office's own domains (no open relay)? */
export function acceptsRecipient(address: string, domains: readonly string[]): boolean {
  const domain = address.toLowerCase().split('@')[1] ?? '';
  return domains.includes(domain);
}

/**
 * The inbound SMTP listener (SMTP_INBOUND_PORT): accepts mail for the office's domains only, up to
 * MAIL_MAX_MB, checks its sender (a trusted relay's mail, or SPF/DKIM/DMARC through `resolver`, the
 * system's DNS by default) and files each mail. Refusals carry a German text (the sender's server
 * bounces it).
 */
export async function startInboundListener(
  deps: {
    db: Db;
    blobStore: BlobStore;
    port: number;
    domains: string[];
    maxMb: number;
    host?: string;
    /** SMTP_INBOUND_TRUSTED_RELAYS: addresses and networks whose mail counts as checked. */
    trustedRelays: readonly string[];
    resolver?: DNSResolver;
    /** All of one mail's DNS checks together; past it the sender stays unconfirmed. */
    checkTimeoutMs?: number;
  },
  log: { info: (message: string) => void; warn: (message: string) => void },
) {
  const maxBytes = deps.maxMb * 1024 * 1024;
  const trustedRelay = trustedRelayList(deps.trustedRelays);
  const resolver = deps.resolver ?? systemResolver();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    logger: false,
    banner: 'Maklerwerk',
    onRcptTo(address, _session, callback) {
      if (!acceptsRecipient(address.address, deps.domains)) {
        callback(Object.assign(new Error(INBOUND_TEXTS.relay), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      // Kept up to the limit; beyond it the rest is only read to its end (never held in memory).
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) {
          chunks.push(chunk);
        }
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || size > maxBytes) {
          callback(Object.assign(new Error(INBOUND_TEXTS.tooLarge(deps.maxMb)), { responseCode: 552 }));
          return;
        }
        const message = Buffer.concat(chunks);
        const mailFrom = session.envelope.mailFrom;
        Promise.all([
          simpleParser(message),
          checkSender(
            message,
            {
              ip: session.remoteAddress,
              helo: session.hostNameAppearsAs,
              mailFrom: mailFrom === false ? undefined : mailFrom.address,
            },
            { trustedRelay, resolver, timeoutMs: deps.checkTimeoutMs ?? CHECK_TIMEOUT_MS },
          ),
        ])
          .then(([mail, check]) => {
            const confirmed = confirmsAddress(check, firstAddress(mail.from)?.address);
            if (!confirmed) {
              log.info(
                `Absender nicht bestätigt (${check.confirmed ? 'Absenderadresse passt nicht zur geprüften Domain' : check.reason}): E-Mail bleibt unzugeordnet`,
              );
            }
            return fileInboundMail(deps.db, deps.blobStore, mail, confirmed);
          })
          .then((filed) => {
            log.info(
              `E-Mail empfangen (Nr. ${filed.communicationId}${filed.contractId ? `, Vertrag ${filed.contractId}` : ''}${filed.senderConfirmed ? '' : ', Absender nicht bestätigt'})`,
            );
            callback();
          })
          .catch((error: unknown) => {
            log.warn(`Empfangene E-Mail nicht gespeichert: ${messageForLog(error)}`);
            callback(Object.assign(new Error(INBOUND_TEXTS.failed), { responseCode: 451 }));
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(deps.port, deps.host ?? '0.0.0.0', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  log.info(`E-Mail-Empfang auf Port ${port} für ${deps.domains.join(', ')}`);
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
