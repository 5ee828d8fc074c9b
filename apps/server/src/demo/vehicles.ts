import type { FahrzeugDaten } from '@maklerwerk/domain';
import { addYears, DEMO_AS_OF } from './dates';
import type { Rng } from './random';

/**
 * Vehicle data of the Kraftfahrt contracts. Erika's Golf is fixed by hand (HSN 0603 is Volkswagen,
 * TSN BJM the Golf VIII 1.5 TSI); the others are common German cars with their catalogue power and
 * displacement. Key numbers and VINs of generated cars are left open or made up (never a real car's).
 */
export const ERIKA_GOLF: FahrzeugDaten = {
  kennzeichen: 'B-EM 1234',
  fzgart: 'Pkw',
  marke: 'Volkswagen',
  handelsbez: 'Golf 1.5 TSI',
  leistung: 110,
  hubraum: 1498,
  plaetze: 5,
  nutzlast: 480,
  verwendzweck: 'privat',
  nutzerkreis: 'VN und Ehepartner',
  antriebsart: 'Benzin',
  erstzulassdat: '2021-03-15',
  zulassung_vn_seit: '2021-03-15',
  kilometerstand: 48_750,
  kilometerstand_am: '2026-09-30',
  kilometerleistung: 12_000,
  leasing: false,
  kat: true,
  abs: true,
  neuwert: 31_480,
  zeitwert: 21_900,
  zeitwert_vom: '2026-01-01',
  motornr: 'DPBA 052318',
  stellplatz: 'Garage',
  wegfahrsperre: true,
  fahrgestnr: 'WVWZZZCDZMW052318',
  schluesselnr_fzg: '0603BJM',
  schluesselnr_herst: '0603',
  schluesselnr_typ: 'BJM',
};

/** The Opel Erika drove before (contract KF-4711-0500, storniert). */
export const ERIKA_ASTRA: FahrzeugDaten = {
  ...ERIKA_GOLF,
  kennzeichen: 'B-EM 987',
  marke: 'Opel',
  handelsbez: 'Astra 1.4 Turbo',
  leistung: 92,
  hubraum: 1364,
  nutzlast: 455,
  erstzulassdat: '2012-05-02',
  zulassung_vn_seit: '2016-01-01',
  kilometerstand: 96_400,
  kilometerstand_am: '2019-01-10',
  neuwert: 21_350,
  zeitwert: 7_200,
  zeitwert_vom: '2018-01-01',
  motornr: 'A14NET 481920',
  stellplatz: 'Straße',
  fahrgestnr: 'W0LPE6EC1C2481920',
  schluesselnr_fzg: null,
  schluesselnr_herst: null,
  schluesselnr_typ: null,
};

type Model = {
  marke: string;
  handelsbez: string;
  kw: number;
  ccm: number | null;
  antrieb: string;
  neu: number;
  wmi: string;
};

const models: readonly Model[] = [
  { marke: 'Volkswagen', handelsbez: 'Polo 1.0 TSI', kw: 70, ccm: 999, antrieb: 'Benzin', neu: 21_000, wmi: 'WVW' },
  { marke: 'Volkswagen', handelsbez: 'Golf 2.0 TDI', kw: 85, ccm: 1968, antrieb: 'Diesel', neu: 33_000, wmi: 'WVW' },
  { marke: 'Opel', handelsbez: 'Corsa 1.2', kw: 55, ccm: 1199, antrieb: 'Benzin', neu: 18_500, wmi: 'W0L' },
  { marke: 'BMW', handelsbez: '320d Touring', kw: 140, ccm: 1995, antrieb: 'Diesel', neu: 49_000, wmi: 'WBA' },
  { marke: 'Mercedes-Benz', handelsbez: 'A 180', kw: 100, ccm: 1332, antrieb: 'Benzin', neu: 36_000, wmi: 'W1K' },
  { marke: 'Ford', handelsbez: 'Focus 1.0 EcoBoost', kw: 92, ccm: 999, antrieb: 'Benzin', neu: 27_000, wmi: 'WF0' },
  {
    marke: 'Škoda',
    handelsbez: 'Octavia Combi 2.0 TDI',
    kw: 110,
    ccm: 1968,
    antrieb: 'Diesel',
    neu: 35_000,
    wmi: 'TMB',
  },
  { marke: 'Audi', handelsbez: 'A4 Avant 40 TDI', kw: 150, ccm: 1968, antrieb: 'Diesel', neu: 52_000, wmi: 'WAU' },
  { marke: 'Toyota', handelsbez: 'Yaris 1.5 Hybrid', kw: 85, ccm: 1490, antrieb: 'Hybrid', neu: 25_000, wmi: 'VNK' },
  { marke: 'Tesla', handelsbez: 'Model 3', kw: 208, ccm: null, antrieb: 'Elektro', neu: 45_000, wmi: 'LRW' },
];

// VIN characters: digits and letters without I, O and Q.
const vinChars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** Vehicle data for a generated motor contract; the plate is the contract's. */
export function generateVehicle(rng: Rng, kennzeichen: string | null, beginn: string): FahrzeugDaten {
  const model = rng.pick(models);
  const ageAtStart = rng.int(0, 6);
  const erstzulassdat = addYears(beginn, -ageAtStart);
  const yearsOld = Math.max(1, Number(DEMO_AS_OF.slice(0, 4)) - Number(erstzulassdat.slice(0, 4)));
  const kilometerleistung = rng.pick([8_000, 10_000, 12_000, 15_000, 20_000, 25_000]);
  const vinTail = Array.from({ length: 14 }, () => rng.pick([...vinChars])).join('');
  return {
    kennzeichen,
    fzgart: 'Pkw',
    marke: model.marke,
    handelsbez: model.handelsbez,
    leistung: model.kw,
    hubraum: model.ccm,
    plaetze: 5,
    nutzlast: rng.int(400, 520),
    verwendzweck: 'privat',
    nutzerkreis: rng.pick(['nur VN', 'VN und Ehepartner', 'VN und Familie']),
    antriebsart: model.antrieb,
    erstzulassdat,
    zulassung_vn_seit: beginn,
    kilometerstand: Math.round((kilometerleistung * yearsOld * rng.int(80, 120)) / 100),
    kilometerstand_am: '2026-09-30',
    kilometerleistung,
    leasing: rng.chance(0.15),
    kat: model.antrieb !== 'Elektro',
    abs: true,
    neuwert: model.neu,
    zeitwert: Math.round(model.neu * Math.max(0.2, 1 - 0.1 * yearsOld)),
    zeitwert_vom: '2026-01-01',
    motornr: null,
    stellplatz: rng.pick(['Garage', 'Carport', 'Straße', 'Tiefgarage']),
    wegfahrsperre: true,
    fahrgestnr: `${model.wmi}${vinTail}`,
    schluesselnr_fzg: null,
    schluesselnr_herst: null,
    schluesselnr_typ: null,
  };
}
