import { describe, expect, it } from 'vitest';
import { ANLEGERPROFIL_WK_PATH, antragLink } from './antrag-link';

describe('antragLink', () => {
  it('builds the route of each known application type with its id', () => {
    expect(
      antragLink({
        antragTyp: 'BERATUNGSDOKUMENTATION',
        formGroupPath: 'VERSICHERUNG',
        formPath: 'beratungsdokumentationVersicherungen',
        id: 7,
      }),
    ).toBe(
      '/beratung/formulare/antrag/VERSICHERUNG/beratungsdokumentationVersicherungen/?protokollId=7&hideBeratungsmappepopup=true',
    );
    expect(antragLink({ antragTyp: 'ANTRAG', formGroupPath: 'VERSICHERUNG', formPath: 'hausratAntrag', id: 2 })).toBe(
      '/beratung/formulare/antrag/VERSICHERUNG/hausratAntrag?dynamicFormId=2',
    );
    expect(antragLink({ antragTyp: 'ANLEGERPROFIL', formGroupPath: 'ANLAGE', formPath: 'anlegerprofil', id: 3 })).toBe(
      '/beratung/anlegerprofil/person1/auswahl/personenauswahl?pruefnummer=3',
    );
    expect(antragLink({ antragTyp: 'BESCHWERDE', formGroupPath: 'VV', formPath: 'beschwerde', id: 4 })).toBe(
      '/beratung/vv/beschwerde?antragsdatenId=4',
    );
  });

  it('builds the wealth-concept track of an investor profile with anlegerprofilWK (spec §2)', () => {
    expect(
      antragLink({ antragTyp: 'ANLEGERPROFIL', formGroupPath: 'ANLAGE', formPath: ANLEGERPROFIL_WK_PATH, id: 9 }),
    ).toBe('/beratung/anlegerprofil/person1/auswahl/personenauswahl?anlegerprofilWK=9');
  });

  it('gives no link for an unknown type or without a usable id', () => {
    expect(antragLink({ antragTyp: 'JAHRESCHECKLISTE', formGroupPath: 'X', formPath: 'y', id: 1 })).toBeNull();
    expect(
      antragLink({ antragTyp: 'ANTRAG', formGroupPath: 'VERSICHERUNG', formPath: 'hausratAntrag', id: null }),
    ).toBeNull();
    expect(
      antragLink({ antragTyp: 'ANTRAG', formGroupPath: 'VERSICHERUNG', formPath: 'hausratAntrag', id: 0 }),
    ).toBeNull();
  });

  it('encodes the path segments', () => {
    expect(antragLink({ antragTyp: 'ANTRAG', formGroupPath: 'A B', formPath: 'c/d', id: 1 })).toBe(
      '/beratung/formulare/antrag/A%20B/c%2Fd?dynamicFormId=1',
    );
  });
});
