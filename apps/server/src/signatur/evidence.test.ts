import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { appendEvidencePage, type Evidence, germanDateTime } from './evidence';
import { pdftotext, renderPage, textPdf } from './test-support';

const ORIGINAL = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);
const SIGNED = 'f'.repeat(32) + 'fedcba9876543210'.repeat(2);

function evidence(overrides: Partial<Evidence> = {}): Evidence {
  return {
    documentName: 'Maklervertrag Erika Mustermann.pdf',
    originalSha256: ORIGINAL,
    signedContentSha256: SIGNED,
    requestId: 4711,
    signers: [
      {
        name: 'Erika Mustermann',
        email: 'erika@example.org',
        role: 'Versicherungsnehmerin',
        signedAt: new Date('2026-11-25T15:04:05Z'),
        ip: '203.0.113.7',
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        method: 'gezeichnet',
      },
      {
        name: 'Jürgen Groß',
        email: null,
        role: 'Makler',
        signedAt: new Date('2026-07-01T08:00:00Z'),
        ip: null,
        userAgent: null,
        method: 'getippt',
      },
    ],
    consentText: 'Ich bin damit einverstanden, dieses Dokument elektronisch zu unterschreiben.',
    events: [
      { at: new Date('2026-11-24T09:00:00Z'), label: 'Vorgang angelegt', actor: 'Max Makler', ip: '198.51.100.1' },
      { at: new Date('2026-11-25T15:04:05Z'), label: 'Unterschrieben', actor: 'Erika Mustermann', ip: '203.0.113.7' },
      { at: new Date('2026-11-25T15:05:00Z'), label: 'Abgeschlossen', actor: 'Maklerwerk' },
    ],
    ...overrides,
  };
}

const squash = (text: string) => text.replace(/\s+/g, '');

describe('germanDateTime', () => {
  it('formats in UTC and in Berlin time, winter and summer', () => {
    const winter = new Date('2026-11-25T15:04:05Z');
    const summer = new Date('2026-07-01T22:30:00Z');
    expect(germanDateTime(winter, 'UTC')).toBe('25.11.2026 15:04:05');
    expect(germanDateTime(winter, 'Europe/Berlin')).toBe('25.11.2026 16:04:05');
    expect(germanDateTime(summer, 'Europe/Berlin')).toBe('02.07.2026 00:30:00');
    expect(germanDateTime(new Date('2026-01-01T00:00:00Z'), 'UTC')).toBe('01.01.2026 00:00:00');
  });

  it('does not throw on an invalid date', () => {
    expect(germanDateTime(new Date(Number.NaN), 'UTC')).toBe('–');
  });
});

describe('appendEvidencePage', () => {
  it('appends an A4 page with the document, both hashes, every signer and the history', async () => {
    const pdf = await appendEvidencePage(await textPdf(2), evidence());
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(3);
    const { width, height } = doc.getPage(2).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

    const text = await pdftotext(pdf);
    for (const expected of [
      'Prüfprotokoll der elektronischen Signatur',
      'Maklervertrag Erika Mustermann.pdf',
      'Vorgang',
      '4711',
      'SHA-256 des Originals',
      'Erika Mustermann',
      'erika@example.org',
      'Versicherungsnehmerin',
      'Jürgen Groß',
      'Getippt',
      'Gezeichnet',
      'Zeitpunkt (UTC)',
      '25.11.2026 15:04:05',
      'Zeitpunkt (Europe/Berlin)',
      '25.11.2026 16:04:05 MEZ',
      '01.07.2026 10:00:00 MESZ',
      '203.0.113.7',
      'Einverständniserklärung',
      'Ich bin damit einverstanden',
      'Verlauf',
      'Vorgang angelegt',
      'Max Makler',
      '198.51.100.1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(squash(text)).toContain('SHA-256desunterschriebenenInhalts');
    expect(squash(text)).toContain(ORIGINAL);
    expect(squash(text)).toContain(SIGNED);
    expect(squash(text)).toContain(squash('Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'));
  });

  it('replaces characters WinAnsi cannot encode, keeping umlauts, ß and €', async () => {
    const pdf = await appendEvidencePage(
      await textPdf(1),
      evidence({
        documentName: 'Police 李 – Prämie 12 € – Zoë ✓',
        consentText: 'Überweisung an Groß & Söhne 😀 fertig',
      }),
    );
    const text = await pdftotext(pdf);
    expect(text).toContain('Police ? – Prämie 12 € – Zoë ?');
    expect(text).toContain('Überweisung an Groß & Söhne ? fertig');
  });

  it('continues on further pages when the history is long, numbering the evidence pages', async () => {
    const events = Array.from({ length: 120 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 10, 25, 8, i)),
      label: `Ereignis Nummer ${i + 1}`,
      actor: 'Erika Mustermann',
      ip: '2001:db8:85a3:8d3:1319:8a2e:370:7348',
    }));
    const longConsent = Array.from({ length: 30 }, () => 'Ich stimme der elektronischen Unterschrift zu.').join(' ');
    const pdf = await appendEvidencePage(await textPdf(1), evidence({ events, consentText: longConsent }));
    const doc = await PDFDocument.load(pdf);
    const evidencePages = doc.getPageCount() - 1;
    expect(evidencePages).toBeGreaterThanOrEqual(3);

    const text = await pdftotext(pdf);
    expect(text).toContain('Prüfprotokoll der elektronischen Signatur (Fortsetzung)');
    expect(text).toContain(`Seite 1 von ${evidencePages}`);
    expect(text).toContain(`Seite ${evidencePages} von ${evidencePages}`);
    expect(text).toContain('Ereignis Nummer 1\n');
    expect(text).toContain('Ereignis Nummer 120');
    // The table header repeats on every page the history runs over.
    expect(text.split('IP-Adresse').length - 1).toBeGreaterThanOrEqual(evidencePages);
    await renderPage(pdf, doc.getPageCount());
  });

  it('lists the history in time order', async () => {
    const [first, second, third] = evidence().events;
    const pdf = await appendEvidencePage(await textPdf(1), evidence({ events: [third!, first!, second!] }));
    const text = await pdftotext(pdf);
    expect(text.indexOf('Vorgang angelegt')).toBeLessThan(text.indexOf('Abgeschlossen'));
  });
});
