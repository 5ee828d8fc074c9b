import type { ContractDetails, Step } from '@maklerwerk/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fahrzeugdatenQueryOptions } from '../../shared/vertrag/vertrag.queries';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { fahrzeugDaten } from './fahrzeug-daten.fixture';
import { StepContent } from './step-content';

const daten = fahrzeugDaten;

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
    // The step's code loads on first use: on a busy machine that takes longer than findBy's default second.
    expect(await screen.findByLabelText('Leistung (kW)', {}, { timeout: 10_000 })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
