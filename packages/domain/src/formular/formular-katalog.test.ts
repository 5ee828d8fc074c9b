import { describe, expect, it } from 'vitest';
import { ANLEGERPROFIL_WK_PATH } from './antrag-link';
import {
  anlegerprofilStatusOnFinish,
  finishDecision,
  formularArchiveNode,
  formularFitsSparten,
  isVersicherungsformular,
  recomputeWarnings,
  saveBlockingErrors,
} from './formular-antrag.rules';
import { FormularDefinitionSchema } from './formular-definition.schema';
import { findKatalogEintrag, formularKatalog, prefillAnswers } from './formular-katalog';
import { HIDDEN_FIELD_MESSAGE, validateFormular } from './formular-validate';

const beratung = findKatalogEintrag('VERSICHERUNG', 'beratungsdokumentationVersicherungen');
const hausrat = findKatalogEintrag('VERSICHERUNG', 'hausratAntrag');
const anlegerprofil = findKatalogEintrag('ANLAGE', 'anlegerprofil');
if (!beratung || !hausrat || !anlegerprofil) {
  throw new Error('Katalog unvollständig');
}

describe('formularKatalog', () => {
  it.each(formularKatalog.map((e) => [e.formPath, e] as const))('%s is a valid definition of version 1', (_p, e) => {
    expect(FormularDefinitionSchema.safeParse(e.definition).success).toBe(true);
    expect(e.definition.version).toBe(1);
  });

  it.each(formularKatalog.map((e) => [e.formPath, e] as const))('%s accepts its example answers', (_p, e) => {
    expect(validateFormular(e.definition, e.beispiel).errors).toEqual({});
  });

  it('the Beratungsdokumentation without answers names its required fields', () => {
    const { errors } = validateFormular(beratung.definition, {});
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['kundeName', 'anlass', 'wuensche', 'empfehlung', 'begruendung', 'ort', 'datum']),
    );
  });

  it('a waiver (§ 61 Abs. 2 VVG) needs the written waiver text and hides the advice', () => {
    const waived = { ...beratung.beispiel, verzicht: true, empfehlung: null, begruendung: null, produkte: [] };
    expect(validateFormular(beratung.definition, waived).errors).toEqual({
      verzichtserklaerung: expect.stringContaining('§ 61 Abs. 2 VVG'),
    });
    expect(validateFormular(beratung.definition, { ...waived, verzichtserklaerung: 'Ich verzichte.' }).errors).toEqual(
      {},
    );
    // Advice given together with a waiver is refused: those fields are hidden.
    expect(
      validateFormular(beratung.definition, { ...beratung.beispiel, verzicht: true, verzichtserklaerung: 'x' }).errors
        .empfehlung,
    ).toBe(HIDDEN_FIELD_MESSAGE);
  });

  it('the Hausrat application is prefilled from the customer; empty data stay out', () => {
    expect(
      prefillAnswers(hausrat, {
        name: 'Mustermann',
        vorname: 'Erika',
        strasse: 'Heidestraße 17',
        plz: '51147',
        ort: 'Köln',
        geburtsdatum: null,
      }),
    ).toEqual({ name: 'Mustermann', vorname: 'Erika', strasse: 'Heidestraße 17', plz: '51147', ort: 'Köln' });
  });

  it('Vorschäden need details; a bad IBAN is refused', () => {
    expect(validateFormular(hausrat.definition, { ...hausrat.beispiel, vorschaeden: true }).errors).toHaveProperty(
      'vorschadenDetails',
    );
    expect(validateFormular(hausrat.definition, { ...hausrat.beispiel, iban: 'DE00123' }).errors).toHaveProperty(
      'iban',
    );
  });
});

describe('Anlegerprofil', () => {
  const def = anlegerprofil.definition;
  it('is the ANLAGE/anlegerprofil form of type ANLEGERPROFIL and accepts its example answers', () => {
    expect(anlegerprofil.antragTyp).toBe('ANLEGERPROFIL');
    const { errors, cleaned } = validateFormular(def, anlegerprofil.beispiel);
    expect(errors).toEqual({});
    expect(cleaned).toMatchObject({ kenntnisse: '["Investmentfonds","Aktien"]', verlusttragfaehigkeit: '20,00' });
  });
  it('without answers names every required field; the sustainability details only when preferred', () => {
    expect(Object.keys(validateFormular(def, {}).errors).sort()).toEqual(
      ['anlagehorizont', 'anlageziel', 'kenntnisse', 'risikobereitschaft', 'verlusttragfaehigkeit'].sort(),
    );
    const ohne = { ...anlegerprofil.beispiel, nachhaltigkeit: false, nachhaltigkeitDetails: null };
    expect(validateFormular(def, ohne).errors).toEqual({});
    expect(validateFormular(def, { ...ohne, nachhaltigkeitDetails: 'x' }).errors.nachhaltigkeitDetails).toBe(
      HIDDEN_FIELD_MESSAGE,
    );
    expect(validateFormular(def, { ...anlegerprofil.beispiel, nachhaltigkeitDetails: '' }).errors).toHaveProperty(
      'nachhaltigkeitDetails',
    );
  });
  it('refuses a risk class outside 1–5 and a loss capacity above 100 %', () => {
    const { errors } = validateFormular(def, {
      ...anlegerprofil.beispiel,
      risikobereitschaft: '6',
      verlusttragfaehigkeit: '120',
    });
    expect(Object.keys(errors).sort()).toEqual(['risikobereitschaft', 'verlusttragfaehigkeit']);
  });
  it('finished it is unconfirmed (faulty with open points); confirming: formular-antrag.rules.test.ts', () => {
    expect(anlegerprofilStatusOnFinish('ANLEGERPROFIL', 'ANTRAG_ORDNUNG')).toBe('BESTATIGT_PENDING');
    expect(anlegerprofilStatusOnFinish('ANLEGERPROFIL', 'ANTRAG_FEHLER')).toBe('FEHLERHAFT');
    expect(anlegerprofilStatusOnFinish('ANTRAG', 'ANTRAG_ORDNUNG')).toBeNull();
  });
  it("is not offered among a contract's insurance forms", () => {
    expect(isVersicherungsformular('ANLEGERPROFIL')).toBe(false);
    expect(isVersicherungsformular('ANTRAG')).toBe(true);
  });
});

describe('Anlegerprofil Wealthkonzept (spec §2: anlegerprofilWK)', () => {
  const wk = findKatalogEintrag('ANLAGE', ANLEGERPROFIL_WK_PATH);
  it('is an investor profile of its own path with the questions of the profile and the wealth concept', () => {
    expect(wk).toMatchObject({ antragTyp: 'ANLEGERPROFIL', label: 'Anlegerprofil Wealthkonzept', sparten: [] });
    const ids = (wk?.definition.components ?? []).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(anlegerprofil.definition.components.map((c) => c.id)));
    expect(ids).toContain('wealthkonzept');
    expect(validateFormular(wk?.definition ?? anlegerprofil.definition, wk?.beispiel ?? {}).errors).toEqual({});
  });
  it('requires the amount of the wealth concept and the total assets', () => {
    const def = wk?.definition ?? anlegerprofil.definition;
    expect(Object.keys(validateFormular(def, { ...anlegerprofil.beispiel }).errors).sort()).toEqual([
      'anlagebetrag',
      'gesamtvermoegen',
    ]);
  });
});

describe('formular-antrag rules', () => {
  const none = { antragWarnings: {}, positionWarnings: {} };
  it('finishing without open points is ANTRAG_ORDNUNG', () => {
    expect(finishDecision({}, none, false)).toEqual({ ok: true, status: 'ANTRAG_ORDNUNG' });
  });
  it('open points need an acknowledgement and then give ANTRAG_FEHLER', () => {
    const warnings = { antragWarnings: { wohnflaeche: 'weicht ab' }, positionWarnings: {} };
    expect(finishDecision({}, warnings, false)).toEqual({ ok: false, openPoints: { wohnflaeche: 'weicht ab' } });
    expect(finishDecision({}, warnings, true)).toEqual({ ok: true, status: 'ANTRAG_FEHLER' });
    expect(finishDecision({ ort: 'Pflicht' }, none, true)).toEqual({ ok: true, status: 'ANTRAG_FEHLER' });
  });
  it('applications go to Vertragsunterlagen, the rest to Beratung', () => {
    expect(formularArchiveNode('ANTRAG')).toBe('VERTRAGSUNTERLAGEN');
    expect(formularArchiveNode('BERATUNGSDOKUMENTATION')).toBe('BERATUNG');
    expect(formularArchiveNode('BESCHWERDE')).toBe('BERATUNG');
  });
  it('forms fit by Sparte; none fits all', () => {
    expect(formularFitsSparten(['HR'], ['HR', 'GLAS'])).toBe(true);
    expect(formularFitsSparten(['HR'], ['LV'])).toBe(false);
    expect(formularFitsSparten([], ['LV'])).toBe(true);
  });
  it('a kept warning goes when its field changes; the Unterversicherung check runs on save', () => {
    const previous = { antragWarnings: { wohnflaeche: 'weicht ab' }, positionWarnings: {} };
    const before = { wohnflaeche: '85' };
    expect(recomputeWarnings('hausratAntrag', previous, before, before).antragWarnings).toEqual({
      wohnflaeche: 'weicht ab',
    });
    const after = { wohnflaeche: '90', versicherungssumme: '10.000,00' };
    const next = recomputeWarnings('hausratAntrag', previous, before, after);
    expect(next.antragWarnings).toEqual({});
    expect(next.positionWarnings).toHaveProperty('versicherungssumme');
  });
  it('a save accepts missing answers but no bad values', () => {
    expect(
      saveBlockingErrors(
        { ort: 'Pflicht', iban: 'falsch', 'produkte.0.gesellschaft': 'Pflicht' },
        {
          iban: 'DE00',
          produkte: [{ gesellschaft: '' }],
        },
      ),
    ).toEqual({ iban: 'falsch' });
  });
});
