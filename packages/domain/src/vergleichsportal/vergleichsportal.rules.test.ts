import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions';
import { canOpenVergleichsportal, canUseVergleichsportale } from '../permissions';
import { buildPortalPayload, fillDeeplink, isAnonymousHandover, portalFitsSparten } from './portal-payload.rules';
import { SoftfairFormSchema } from './softfair.schema';

const mapping = {
  vn_vorname: 'vorname',
  vn_name: 'nachname',
  geb: 'geburtsdatum',
  str: 'strasse',
  hnr: 'hausnr',
  plz: 'plz',
  ort: 'ort',
  mail: 'email',
  vsnr: 'versicherungsnummer',
  sparte: 'sparte',
  beitrag: 'beitrag',
  unbekannt: 'passwort',
};
const source = {
  vorname: 'Erika',
  nachname: 'Mustermann',
  geburtsdatum: '1964-08-12',
  strasse: 'Musterstraße',
  hausnr: '1',
  plz: '10115',
  ort: 'Berlin',
  email: 'erika@example.com',
  versicherungsnummer: 'HR-55501',
  sparte: 'Hausrat',
  beitrag: '98.50',
};

describe('buildPortalPayload', () => {
  it('hands over every mapped field with the customer data, no unknown source field', () => {
    const payload = buildPortalPayload(mapping, source, { userAnonymous: false, kundendaten: true });
    expect(payload).toEqual({
      vn_vorname: 'Erika',
      vn_name: 'Mustermann',
      geb: '1964-08-12',
      str: 'Musterstraße',
      hnr: '1',
      plz: '10115',
      ort: 'Berlin',
      mail: 'erika@example.com',
      vsnr: 'HR-55501',
      sparte: 'Hausrat',
      beitrag: '98.50',
    });
  });

  it('USER_ANONYMOUS: no name, street, house number, contact or policy number; birth date and region stay', () => {
    const payload = buildPortalPayload(mapping, source, { userAnonymous: true, kundendaten: true });
    expect(payload).toEqual({ geb: '1964-08-12', plz: '10115', ort: 'Berlin', sparte: 'Hausrat', beitrag: '98.50' });
    expect(JSON.stringify(payload)).not.toMatch(/Erika|Mustermann|Musterstraße|HR-55501/);
  });

  it('without the customer data only the contract goes out', () => {
    const payload = buildPortalPayload(mapping, source, { userAnonymous: false, kundendaten: false });
    expect(payload).toEqual({ sparte: 'Hausrat', beitrag: '98.50' });
    expect(isAnonymousHandover({ userAnonymous: false, kundendaten: false })).toBe(true);
    expect(isAnonymousHandover({ userAnonymous: false, kundendaten: true })).toBe(false);
  });

  it('leaves out empty values', () => {
    expect(
      buildPortalPayload(
        { a: 'vorname', b: 'ort' },
        { vorname: ' ', ort: null },
        {
          userAnonymous: false,
          kundendaten: true,
        },
      ),
    ).toEqual({});
  });
});

describe('portalFitsSparten and fillDeeplink', () => {
  it('an empty list fits every contract, else the Sparten must overlap', () => {
    expect(portalFitsSparten([], ['KFZ'])).toBe(true);
    expect(portalFitsSparten(['HR', 'GLAS'], ['GLAS'])).toBe(true);
    expect(portalFitsSparten(['HR'], ['KFZ'])).toBe(false);
  });
  it('replaces {nummer} URL-encoded', () => {
    expect(fillDeeplink('https://x.example/v?nr={nummer}', 'KF 4711/08&15')).toBe(
      'https://x.example/v?nr=KF%204711%2F08%2615',
    );
  });
});

describe('SoftfairFormSchema', () => {
  const valid = {
    vorname: 'Max',
    nachname: 'Makler',
    strasse: 'Hauptstraße 1',
    plz: '10115',
    ort: 'Berlin',
    telefon: '030 123456',
    bank: 'Commerzbank',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'cobadeffxxx',
    kontoinhaber: 'Max Makler',
  };
  it('normalises IBAN and BIC', () => {
    const parsed = SoftfairFormSchema.parse(valid);
    expect(parsed.iban).toBe('DE89370400440532013000');
    expect(parsed.bic).toBe('COBADEFFXXX');
  });
  it('refuses a wrong IBAN check digit, a bad postal code and a missing name in German', () => {
    const result = SoftfairFormSchema.safeParse({ ...valid, iban: 'DE88370400440532013000', plz: '1011', vorname: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages.some((m) => m.startsWith('iban:') && /Prüfziffer|IBAN/.test(m))).toBe(true);
    expect(messages.some((m) => m.startsWith('plz:'))).toBe(true);
    expect(messages).toContain('vorname: Bitte geben Sie den Vornamen an.');
  });
});

const user = (kind: 'broker' | 'customer' | 'internal', isReadOnly = false) =>
  ({
    id: 1,
    kind,
    brokerId: kind === 'broker' ? 1 : null,
    customerId: kind === 'customer' ? 1 : null,
    tenant: 'standard',
    rights: { isReadOnly, maklerzugang: false, bypass: false },
  }) as unknown as Actor['original'];
const actor = (o: Actor['original'], v = o): Actor => ({ original: o, viewed: v });

describe('portal permissions', () => {
  it('office users may use portals, customers not', () => {
    expect(canUseVergleichsportale(actor(user('broker')))).toBe(true);
    expect(canUseVergleichsportale(actor(user('customer')))).toBe(false);
    expect(canUseVergleichsportale(actor(user('internal'), user('customer')))).toBe(false);
  });
  it('a read-only login sees the portals but may not open one (a handover is a write)', () => {
    expect(canUseVergleichsportale(actor(user('broker', true)))).toBe(true);
    expect(canOpenVergleichsportal(actor(user('broker', true)))).toBe(false);
    expect(canOpenVergleichsportal(actor(user('broker')))).toBe(true);
  });
});
