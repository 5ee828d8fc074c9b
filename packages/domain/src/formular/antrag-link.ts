/**
 * The link that opens a filled form (spec dokumente-formulare.md §2, §6, §8): each application type has
 * its route; an unknown type or a missing id gives no link, and the caller goes to /role-forbidden.
 * The archive's 'Formular öffnen' action, the customer's form list and the contract's form menu all
 * build their links here.
 */
export type AntragLinkInput = {
  antragTyp: string;
  formGroupPath: string;
  formPath: string;
  id: number | null | undefined;
};

export const ROLE_FORBIDDEN_PATH = '/role-forbidden';

/** Path of the wealth-concept (Wealthkonzept) track of the investor profile (spec §2: query anlegerprofilWK). */
export const ANLEGERPROFIL_WK_PATH = 'anlegerprofilWK';

const segment = (s: string) => encodeURIComponent(s);

export function antragLink(input: AntragLinkInput): string | null {
  const { id } = input;
  if (id === null || id === undefined || !Number.isSafeInteger(id) || id <= 0) {
    return null;
  }
  switch (input.antragTyp) {
    case 'BERATUNGSDOKUMENTATION':
      return `/beratung/formulare/antrag/${segment(input.formGroupPath)}/${segment(input.formPath)}/?protokollId=${id}&hideBeratungsmappepopup=true`;
    case 'ANTRAG':
      return `/beratung/formulare/antrag/${segment(input.formGroupPath)}/${segment(input.formPath)}?dynamicFormId=${id}`;
    case 'ANLEGERPROFIL':
      // The wealth-concept track names its profile with anlegerprofilWK (spec §2).
      return input.formPath === ANLEGERPROFIL_WK_PATH
        ? `/beratung/anlegerprofil/person1/auswahl/personenauswahl?anlegerprofilWK=${id}`
        : `/beratung/anlegerprofil/person1/auswahl/personenauswahl?pruefnummer=${id}`;
    case 'BESCHWERDE':
      return `/beratung/vv/beschwerde?antragsdatenId=${id}`;
    default:
      return null;
  }
}
