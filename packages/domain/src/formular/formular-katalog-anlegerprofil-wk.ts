import { ANLEGERPROFIL_WK_PATH } from './antrag-link';
import type { FormularDefinition } from './formular-definition.schema';
import { anlegerprofilDefinition } from './formular-katalog-anlegerprofil';

const required = [{ type: 'required' as const }];

/**
 * The investor profile of the wealth-concept track (issue 36, docs/decisions/0046): the questions of the
 * investor profile and the wealth concept's own — the amount placed in it, the total assets, the liquidity
 * reserve kept outside and planned withdrawals. It is an ANLEGERPROFIL like the other: finished unconfirmed,
 * confirmed and double-checked the same way; its link carries anlegerprofilWK instead of pruefnummer.
 */
export const anlegerprofilWKDefinition = {
  id: ANLEGERPROFIL_WK_PATH,
  version: 1,
  title: 'Anlegerprofil Wealthkonzept',
  components: [
    ...anlegerprofilDefinition.components,
    {
      id: 'wealthkonzept',
      type: 'heading',
      label: 'Wealthkonzept',
      children: [
        { id: 'anlagebetrag', type: 'currency', label: 'Anlagebetrag im Wealthkonzept (€)', validators: required },
        { id: 'gesamtvermoegen', type: 'currency', label: 'Gesamtvermögen (€)', validators: required },
        { id: 'liquiditaetsreserve', type: 'currency', label: 'Liquiditätsreserve außerhalb des Wealthkonzepts (€)' },
        { id: 'entnahmen', type: 'textarea', label: 'Geplante Entnahmen (Höhe und Zeitpunkt)' },
      ],
    },
  ],
} satisfies FormularDefinition;
