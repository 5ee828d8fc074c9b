import { VORSORGE_GROUP } from '@maklerwerk/domain';

/** Sparten catalogue of the Demo-Bestand (table branches), with what the generator needs per Sparte. */
export type DemoBranch = {
  key: string;
  name: string;
  kategorieName: string;
  vtgGruppe: string | null;
  /** Two-letter prefix some insurers put in front of the policy number (KF, LV, HR …). */
  kuerzel: string;
  /** How often the Sparte is drawn for a private customer (0: only for businesses or as further Sparte). */
  privateWeight: number;
  /** How often the Sparte is drawn for a business customer. */
  businessWeight: number;
  /** Annual gross premium range in euros. */
  premium: [number, number];
  /** Versicherungsteuer rate (0 for Leben, Kranken and BU, which are exempt). */
  taxRate: number;
  /** Sum insured range in euros, if the Sparte has one. */
  sum?: [number, number];
  /** Typical product descriptions; the insurer's tariff line is added. */
  products: readonly string[];
  /** Usual payment rhythms, the first one most often. */
  rhythms: readonly string[];
};

const yearly = ['jährlich', 'halbjährlich', 'vierteljährlich', 'monatlich'] as const;
const monthly = ['monatlich', 'vierteljährlich', 'jährlich'] as const;

export const demoBranches: readonly DemoBranch[] = [
  {
    key: 'KFZ',
    name: 'Kraftfahrt',
    kategorieName: 'Kraftfahrt',
    vtgGruppe: null,
    kuerzel: 'KF',
    privateWeight: 16,
    businessWeight: 6,
    premium: [280, 1400],
    taxRate: 0.19,
    products: ['Kfz-Haftpflicht und Vollkasko', 'Kfz-Haftpflicht und Teilkasko', 'Kfz-Haftpflicht'],
    rhythms: yearly,
  },
  {
    key: 'PHV',
    name: 'Privathaftpflicht',
    kategorieName: 'Haftpflicht',
    vtgGruppe: null,
    kuerzel: 'PH',
    privateWeight: 14,
    businessWeight: 0,
    premium: [45, 130],
    taxRate: 0.19,
    sum: [10_000_000, 50_000_000],
    products: ['Privathaftpflicht Single', 'Privathaftpflicht Familie', 'Privathaftpflicht Senioren'],
    rhythms: yearly,
  },
  {
    key: 'HR',
    name: 'Hausrat',
    kategorieName: 'Sach',
    vtgGruppe: null,
    kuerzel: 'HR',
    privateWeight: 11,
    businessWeight: 0,
    premium: [60, 260],
    taxRate: 0.19,
    sum: [30_000, 120_000],
    products: ['Hausratversicherung', 'Hausratversicherung mit Fahrraddiebstahl'],
    rhythms: yearly,
  },
  {
    key: 'WG',
    name: 'Wohngebäude',
    kategorieName: 'Sach',
    vtgGruppe: null,
    kuerzel: 'WG',
    privateWeight: 5,
    businessWeight: 0,
    premium: [280, 1300],
    taxRate: 0.19,
    sum: [350_000, 900_000],
    products: ['Wohngebäudeversicherung Einfamilienhaus', 'Wohngebäudeversicherung Zweifamilienhaus'],
    rhythms: yearly,
  },
  {
    key: 'GLAS',
    name: 'Glas',
    kategorieName: 'Sach',
    vtgGruppe: null,
    kuerzel: 'GL',
    privateWeight: 0,
    businessWeight: 0,
    premium: [20, 60],
    taxRate: 0.19,
    products: ['Glasversicherung'],
    rhythms: yearly,
  },
  {
    key: 'ELEM',
    name: 'Elementarschaden',
    kategorieName: 'Sach',
    vtgGruppe: null,
    kuerzel: 'EL',
    privateWeight: 0,
    businessWeight: 0,
    premium: [40, 180],
    taxRate: 0.19,
    products: ['Elementarschadenversicherung'],
    rhythms: yearly,
  },
  {
    key: 'UNF',
    name: 'Unfall',
    kategorieName: 'Unfall',
    vtgGruppe: null,
    kuerzel: 'UN',
    privateWeight: 6,
    businessWeight: 0,
    premium: [90, 350],
    taxRate: 0.19,
    sum: [50_000, 200_000],
    products: ['Private Unfallversicherung', 'Unfallversicherung Kinder', 'Unfallversicherung mit Progression 350 %'],
    rhythms: yearly,
  },
  {
    key: 'RS',
    name: 'Rechtsschutz',
    kategorieName: 'Rechtsschutz',
    vtgGruppe: null,
    kuerzel: 'RS',
    privateWeight: 6,
    businessWeight: 3,
    premium: [220, 520],
    taxRate: 0.19,
    products: ['Privat-, Berufs- und Verkehrsrechtsschutz', 'Verkehrsrechtsschutz', 'Firmenrechtsschutz'],
    rhythms: yearly,
  },
  {
    key: 'LV',
    name: 'Lebensversicherung',
    kategorieName: 'Vorsorge',
    vtgGruppe: VORSORGE_GROUP,
    kuerzel: 'LV',
    privateWeight: 3,
    businessWeight: 0,
    premium: [600, 3600],
    taxRate: 0,
    sum: [30_000, 150_000],
    products: ['Kapitallebensversicherung', 'Fondsgebundene Lebensversicherung'],
    rhythms: monthly,
  },
  {
    key: 'RV',
    name: 'Rentenversicherung',
    kategorieName: 'Vorsorge',
    vtgGruppe: VORSORGE_GROUP,
    kuerzel: 'RV',
    privateWeight: 5,
    businessWeight: 0,
    premium: [600, 3600],
    taxRate: 0,
    products: ['Private Rentenversicherung', 'Fondsgebundene Rentenversicherung', 'Basisrente'],
    rhythms: monthly,
  },
  {
    key: 'BU',
    name: 'Berufsunfähigkeit',
    kategorieName: 'Vorsorge',
    vtgGruppe: VORSORGE_GROUP,
    kuerzel: 'BU',
    privateWeight: 4,
    businessWeight: 0,
    premium: [480, 1800],
    taxRate: 0,
    sum: [12_000, 30_000],
    products: ['Selbständige Berufsunfähigkeitsversicherung'],
    rhythms: monthly,
  },
  {
    key: 'RLV',
    name: 'Risikoleben',
    kategorieName: 'Vorsorge',
    vtgGruppe: VORSORGE_GROUP,
    kuerzel: 'RL',
    privateWeight: 3,
    businessWeight: 0,
    premium: [90, 600],
    taxRate: 0,
    sum: [100_000, 400_000],
    products: ['Risikolebensversicherung', 'Risikolebensversicherung verbundene Leben'],
    rhythms: monthly,
  },
  {
    key: 'PKV',
    name: 'Private Krankenversicherung',
    kategorieName: 'Kranken',
    vtgGruppe: null,
    kuerzel: 'KV',
    privateWeight: 3,
    businessWeight: 0,
    premium: [4800, 9600],
    taxRate: 0,
    products: ['Krankheitskostenvollversicherung', 'Krankheitskostenvollversicherung Beihilfe'],
    rhythms: ['monatlich'],
  },
  {
    key: 'ZZ',
    name: 'Zahnzusatz',
    kategorieName: 'Kranken',
    vtgGruppe: null,
    kuerzel: 'ZZ',
    privateWeight: 5,
    businessWeight: 0,
    premium: [120, 480],
    taxRate: 0,
    products: ['Zahnzusatzversicherung', 'Zahnzusatzversicherung mit Prophylaxe'],
    rhythms: ['monatlich', 'jährlich'],
  },
  {
    key: 'THV',
    name: 'Tierhalterhaftpflicht',
    kategorieName: 'Haftpflicht',
    vtgGruppe: null,
    kuerzel: 'TH',
    privateWeight: 2,
    businessWeight: 0,
    premium: [50, 110],
    taxRate: 0.19,
    sum: [10_000_000, 20_000_000],
    products: ['Hundehalterhaftpflicht', 'Pferdehalterhaftpflicht'],
    rhythms: yearly,
  },
  {
    key: 'REISE',
    name: 'Reise',
    kategorieName: 'Reise',
    vtgGruppe: null,
    kuerzel: 'RE',
    privateWeight: 2,
    businessWeight: 0,
    premium: [15, 120],
    taxRate: 0.19,
    products: ['Jahres-Reiseversicherung', 'Auslandsreisekrankenversicherung'],
    rhythms: ['jährlich'],
  },
  {
    key: 'GEW_INH',
    name: 'Gewerbe-Inhalt',
    kategorieName: 'Gewerbe',
    vtgGruppe: null,
    kuerzel: 'GI',
    privateWeight: 0,
    businessWeight: 8,
    premium: [300, 2400],
    taxRate: 0.19,
    sum: [50_000, 500_000],
    products: ['Inhaltsversicherung Betrieb', 'Geschäftsinhaltsversicherung mit Betriebsunterbrechung'],
    rhythms: yearly,
  },
  {
    key: 'BHV',
    name: 'Betriebshaftpflicht',
    kategorieName: 'Haftpflicht',
    vtgGruppe: null,
    kuerzel: 'BH',
    privateWeight: 0,
    businessWeight: 8,
    premium: [250, 1800],
    taxRate: 0.19,
    sum: [3_000_000, 10_000_000],
    products: ['Betriebshaftpflichtversicherung'],
    rhythms: yearly,
  },
  // Motor sub-branches of the Sparten step (issue 15): weight 0, so the generator never draws them;
  // only the named contract KF-4711-0815 carries them (seed-sparten.ts).
  ...(['Kfz-Haftpflicht', 'Vollkasko', 'Teilkasko'] as const).map(
    (name, i): DemoBranch => ({
      key: ['KH', 'VK', 'TK'][i] as string,
      name,
      kategorieName: 'Kraftfahrt',
      vtgGruppe: null,
      kuerzel: 'KF',
      privateWeight: 0,
      businessWeight: 0,
      premium: [120, 700],
      taxRate: 0.19,
      products: [name],
      rhythms: yearly,
    }),
  ),
];

/** Further Sparten a contract of a Sparte may carry (contract_branches). */
export const furtherBranches: Readonly<Record<string, readonly string[]>> = {
  HR: ['GLAS'],
  WG: ['ELEM', 'GLAS'],
  PHV: ['THV'],
  GEW_INH: ['GLAS', 'ELEM'],
};

export function findBranch(key: string): DemoBranch {
  const branch = demoBranches.find((b) => b.key === key);
  if (!branch) {
    throw new Error(`Unbekannte Sparte ${key}`);
  }
  return branch;
}
