import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type BriefInput, renderBrief } from './brief';

const A4 = { width: 595.28, height: 841.89 };

function brief(overrides: Partial<BriefInput> = {}): BriefInput {
  return {
    absender: {
      name: 'Maklerwerk Maklerbüro',
      strasse: 'Musterstraße 1',
      plzOrt: '10115 Berlin',
      telefon: '030 123456',
      email: 'info@maklerwerk.example',
    },
    empfaenger: ['HUK-COBURG', 'Kfz-Service', 'Willi-Hussong-Str. 2', '96444 Coburg'],
    ort: 'Berlin',
    datum: '2026-11-25',
    betreff: 'Kündigung Ihrer Kfz-Versicherung – Größe',
    bezug: 'Versicherungsnummer KF-4711-0815',
    text: 'Sehr geehrte Damen und Herren,\n\nhiermit kündigen wir fristgerecht zum 01.01.2027.\n\nMit freundlichen Grüßen\nMaklerwerk',
    ...overrides,
  };
}

const load = (bytes: Uint8Array) => PDFDocument.load(bytes, { updateMetadata: false });

describe('renderBrief', () => {
  it('renders a short letter on one A4 page with its metadata', async () => {
    const bytes = await renderBrief(brief());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(A4.width, 1);
    expect(height).toBeCloseTo(A4.height, 1);
    expect(pdf.getTitle()).toBe('Kündigung Ihrer Kfz-Versicherung – Größe');
    expect(pdf.getAuthor()).toBe('Maklerwerk Maklerbüro');
  });

  it('breaks a long text onto further pages', async () => {
    const paragraph =
      'Die Leistungen aus dem Vertrag bleiben bis zum Ablauf bestehen, Beiträge werden anteilig erstattet.';
    const text = Array.from({ length: 120 }, (_, i) => `${i + 1}. ${paragraph}`).join('\n\n');
    const pdf = await load(await renderBrief(brief({ text })));
    expect(pdf.getPageCount()).toBeGreaterThan(1);
  });

  it('keeps line breaks: twenty one-word paragraphs do not fit on one page', async () => {
    const text = Array.from({ length: 20 }, () => 'Zeile').join('\n\n');
    expect((await load(await renderBrief(brief({ text })))).getPageCount()).toBe(2);
  });

  it('replaces characters the standard fonts cannot encode instead of throwing', async () => {
    const odd = 'Pfeil → Haken ✓ Zeichen 中 Emoji 😀\tTab';
    const input = brief({ betreff: odd, bezug: odd, text: odd, empfaenger: [odd], ort: odd });
    const bytes = await renderBrief({ ...input, absender: { ...input.absender, name: odd, telefon: odd } });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect((await load(bytes)).getTitle()).toBe(odd);
  });

  it('wraps a word wider than the line and survives empty optional fields', async () => {
    const input = brief({ bezug: null, empfaenger: [], text: 'X'.repeat(2_000) });
    const bytes = await renderBrief({ ...input, absender: { ...input.absender, telefon: null, email: undefined } });
    expect((await load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
  });
});
