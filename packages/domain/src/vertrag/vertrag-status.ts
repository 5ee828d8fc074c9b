// No zod here: the contract list (first page) shows the states; their schema is vertrag-status.schema.ts.

/** Contract states the product knows; the spec leaves the values open (spec 4), these are the usual ones. */
export const contractStatuses = [
  'aktiv',
  'angebot',
  'antrag',
  'beitragsfrei',
  'ruhend',
  'gekuendigt',
  'storniert',
  'abgelaufen',
] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export const contractStatusLabel: Record<ContractStatus, string> = {
  aktiv: 'Aktiv',
  angebot: 'Angebot',
  antrag: 'Antrag',
  beitragsfrei: 'Beitragsfrei',
  ruhend: 'Ruhend',
  gekuendigt: 'Gekündigt',
  storniert: 'Storniert',
  abgelaufen: 'Abgelaufen',
};

export type PillTone = 'green' | 'blue' | 'yellow' | 'gray' | 'red';

export const contractStatusTone: Record<ContractStatus, PillTone> = {
  aktiv: 'green',
  angebot: 'blue',
  antrag: 'blue',
  beitragsfrei: 'yellow',
  ruhend: 'yellow',
  gekuendigt: 'red',
  storniert: 'red',
  abgelaufen: 'gray',
};
