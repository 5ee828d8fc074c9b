import { type Betreuer, isCompanyCustomer, landName } from '@maklerwerk/domain';
import type { StammdatenValues } from './kunde.repository';

type StammdatenInput = Omit<StammdatenValues, 'brokerId' | 'name'> & { name: string | null };

/**
 * The columns a save writes. A company (Anrede 'Firma') goes by its Firma: it is also its name, and it
 * has no Titel, Vorname or Geburtsdatum; a private customer has no Firma.
 */
export function toStammdaten(input: StammdatenInput, brokerId: number): StammdatenValues {
  const { name, ...rest } = input;
  if (isCompanyCustomer(input)) {
    const firma = input.firma ?? name ?? '';
    return { ...rest, firma, name: firma, titel: null, vorname: null, geburtsdatum: null, brokerId };
  }
  return { ...rest, name: name ?? '', firma: null, brokerId };
}

/** The fields of the change log of a customer ('kunde'), in the order of the form. */
export const kundeLogFields = [
  'anrede',
  'titel',
  'vorname',
  'name',
  'firma',
  'geburtsdatum',
  'email',
  'telefon',
  'mobil',
  'strasse',
  'hausnr',
  'plz',
  'ort',
  'land',
  'betreuer',
] as const;

const betreuerLabel = (b: Betreuer) => `${b.name} (${b.vermittlernummer})`;

/** What the log compares: the country by its name, the Betreuer by name and number. */
export function loggedStammdaten(
  values: Omit<StammdatenValues, 'brokerId' | 'strasse' | 'plz' | 'ort'> & {
    strasse: string | null;
    plz: string | null;
    ort: string | null;
  },
  betreuer: Betreuer,
) {
  return {
    anrede: values.anrede,
    titel: values.titel,
    vorname: values.vorname,
    name: values.name,
    firma: values.firma,
    geburtsdatum: values.geburtsdatum,
    email: values.email,
    telefon: values.telefon,
    mobil: values.mobil,
    strasse: values.strasse,
    hausnr: values.hausnr,
    plz: values.plz,
    ort: values.ort,
    land: landName(values.land),
    betreuer: betreuerLabel(betreuer),
  };
}
