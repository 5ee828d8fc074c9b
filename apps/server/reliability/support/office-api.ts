import type { ParsedMail } from 'mailparser';
import type { ClientSession as Session } from './server-process';

// The office's requests the reliability tests make through a real server (paths of packages/domain).

/** Queues a mail of the contract through `base` (the composer's send): the outbox row and its job. */
export async function queueMail(session: Session, base: string, contractId: number, subject: string): Promise<number> {
  const response = await session.request(base, 'POST', '/MSC3/restful/mails', {
    insuranceId: contractId,
    to: ['erika.mustermann@example.org'],
    subject,
    html: '<p>Hallo</p>',
  });
  if (response.status !== 200) {
    throw new Error(`E-Mail nicht angenommen: HTTP ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { commId: number }).commId;
}

/** 'DD.MM.YYYY HH:mm' in German time, as the calendar's form sends it. */
export function berlinLocal(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/**
 * Saves an appointment through `base`; with `alarmAddress` it begins in two minutes and reminds that
 * participant by mail two minutes before, so its alarm is due at once.
 */
export async function saveTermin(
  session: Session,
  base: string,
  label: string,
  alarmAddress?: string,
): Promise<number> {
  const now = Date.now();
  const response = await session.request(base, 'POST', '/MSC3/restful/calendarService/termine', {
    art: 'TERMIN',
    label,
    begin: berlinLocal(new Date(now + 2 * 60_000)),
    end: berlinLocal(new Date(now + 62 * 60_000)),
    bereich: 'Termin',
    ...(alarmAddress === undefined ? {} : { alarmEmail: 2, alarmModuEmail: 'MINUTEN' }),
    participants:
      alarmAddress === undefined
        ? []
        : [
            {
              name: label,
              email: alarmAddress,
              rolle: 'TEILNEHMER',
              canChange: false,
              alarmMail: true,
              alarmMsc: false,
              alarmDailyMail: false,
            },
          ],
  });
  if (response.status !== 200) {
    throw new Error(`Termin nicht gespeichert: HTTP ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { sid: number }).sid;
}

/** Uploads one file into the contract's folder Sonstiges through `base`; answers its file id. */
export async function uploadFile(
  session: Session,
  base: string,
  contractId: number,
  name: string,
  bytes: Uint8Array,
): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), name);
  const response = await fetch(
    `${base}/MSC3/restful/dokumentenarchiv/upload?scope=vertrag&id=${contractId}&nodeId=SONSTIGES`,
    {
      method: 'POST',
      headers: { cookie: session.cookie, origin: base, 'x-csrf-token': session.csrfToken },
      body: form,
    },
  );
  if (response.status !== 200) {
    throw new Error(`Hochladen fehlgeschlagen: HTTP ${response.status} ${await response.text()}`);
  }
  const result = (await response.json()) as { files: { fileId: number }[] };
  const fileId = result.files[0]?.fileId;
  if (fileId === undefined) {
    throw new Error(`Hochladen ohne Datei: ${JSON.stringify(result)}`);
  }
  return fileId;
}

/** Downloads a file of the folder Sonstiges through `base`. */
export async function downloadFile(session: Session, base: string, fileId: number): Promise<Buffer> {
  const response = await fetch(`${base}/download_service/docInfo?nodeId=SONSTIGES&idFile=${fileId}`, {
    headers: { cookie: session.cookie },
  });
  if (response.status !== 200) {
    throw new Error(`Herunterladen fehlgeschlagen: HTTP ${response.status}`);
  }
  return Buffer.from(await response.arrayBuffer());
}

/** The recipients' addresses of a received mail. */
export function recipientsOf(mail: ParsedMail): string[] {
  const to = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((a) => a.value.map((v) => v.address ?? ''));
}
