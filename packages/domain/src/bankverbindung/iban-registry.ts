/**
 * The 89 countries of the SWIFT IBAN Registry (release 102, July 2026), as its example IBANs list them
 * (test-vectors/valid-print-format.txt). ibantools knows more prefixes: the French and Finnish
 * territories (GP, RE, AX …), whose accounts carry FR or FI, and the "experimental" IBANs of countries
 * outside the registry (DZ, MA, IR …). Those are refused (docs in test-vectors/README.md). ibantools
 * 4.5.4 lacks the registry flag for the newer members BI, DJ, FK and HN, so the list is kept here.
 */
export const ibanRegistryCountries: ReadonlySet<string> = new Set(
  [
    'AD AE AL AT AZ BA BE BG BH BI BR BY CH CR CY CZ DE DJ DK DO EE EG ES FI FK FO FR GB GE GI',
    'GL GR GT HN HR HU IE IL IQ IS IT JO KW KZ LB LC LI LT LU LV LY MC MD ME MK MN MR MT MU NI',
    'NL NO OM PK PL PS PT QA RO RS RU SA SC SD SE SI SK SM SO ST SV TL TN TR UA VA VG XK YE',
  ]
    .join(' ')
    .split(' '),
);
