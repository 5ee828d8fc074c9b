import { describe, expect, it } from 'vitest';
import { type VertragWerte, vertragAenderungen } from './datenimport-plan';

const bestand = {
  status: 'aktiv',
  beginn: '2020-01-01',
  ende: null,
  hauptfaelligkeit: '2021-01-01',
  zahlrhythm: 'jährlich',
  praemieBto: 12_345,
  praemieNto: 10_374,
  produktbez: 'Privathaftpflicht Senioren Komfort',
  kennzeichen: null,
  sparteId: 4,
};
const werte = (w: Partial<VertragWerte>): VertragWerte => ({
  status: null,
  beginn: null,
  ende: null,
  hauptfaelligkeit: null,
  zahlrhythm: null,
  praemieBto: null,
  praemieNto: null,
  produktbez: null,
  kennzeichen: null,
  ...w,
});

describe('vertragAenderungen', () => {
  it('compares only what the file brings: an empty value never clears ours', () => {
    expect(vertragAenderungen(bestand, werte({ status: 'aktiv' }), 4)).toEqual([]);
    expect(vertragAenderungen(bestand, werte({ praemieBto: 13_000 }), 4)).toEqual([
      { spalte: 'praemieBto', alt: 12_345, neu: 13_000 },
    ]);
  });

  it('takes a product name the file cut to its field (GDV: 20 characters) as the same product', () => {
    expect(vertragAenderungen(bestand, werte({ produktbez: 'Privathaftpflicht Se' }), 4)).toEqual([]);
    expect(vertragAenderungen(bestand, werte({ produktbez: 'PHV Basis' }), 4)).toEqual([
      { spalte: 'produktbez', alt: 'Privathaftpflicht Senioren Komfort', neu: 'PHV Basis' },
    ]);
  });

  it('reports another Sparte', () => {
    expect(vertragAenderungen(bestand, werte({}), 7)).toEqual([{ spalte: 'sparteId', alt: 4, neu: 7 }]);
  });
});
