import type { ContractDetails, FahrzeugDatenResponse, Step } from '@maklerwerk/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { StepContent } from './step-content';
import { fahrzeugdatenQueryOptions } from './vertrag.queries';

const daten = {
  kennzeichen: 'B-EM 1234',
  fzgart: 'Pkw',
  marke: 'Volkswagen',
  handelsbez: 'Golf',
  leistung: 110,
  hubraum: 1498,
  plaetze: 5,
  nutzlast: null,
  verwendzweck: null,
  nutzerkreis: null,
  antriebsart: 'Benzin',
  erstzulassdat: '2021-03-15',
  zulassung_vn_seit: null,
  kilometerstand: 48750,
  kilometerstand_am: null,
  kilometerleistung: null,
  leasing: false,
  kat: true,
  abs: true,
  neuwert: null,
  zeitwert: null,
  zeitwert_vom: null,
  motornr: null,
  stellplatz: null,
  wegfahrsperre: null,
  fahrgestnr: null,
  schluesselnr_fzg: null,
  schluesselnr_herst: null,
  schluesselnr_typ: null,
} satisfies FahrzeugDatenResponse['daten'];

const step: Step = { stepKey: 'fahrzeugDaten', label: 'Fahrzeugdaten', hidden: false, status: 'default', substeps: [] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StepContent', () => {
  it('shows the title at once, the loading dots while the step comes, then the step', async () => {
    // Reads (the refresh on opening) never answer.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(fahrzeugdatenQueryOptions(7).queryKey, { vertragId: 7, version: 1, canEdit: true, daten });
    const contract = { id: 7, canEdit: true } as ContractDetails;
    const { container } = renderWithProviders(
      <StepContent
        contract={contract}
        step={step}
        position={{ stepKey: 'fahrzeugDaten' }}
        onPolicyNumberCheck={() => {}}
      />,
      queryClient,
    );
    expect(screen.getByRole('heading', { name: 'Fahrzeugdaten' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByLabelText('Leistung (kW)')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
