import type { Step } from '@maklerwerk/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { VertragStepper } from './vertrag-stepper';

const step = (stepKey: string, label: string, over: Partial<Step> = {}): Step => ({
  stepKey,
  label,
  hidden: false,
  status: 'default',
  substeps: [],
  ...over,
});

const steps: Step[] = [
  step('allgemeine', 'Allgemeine Daten', {
    status: 'warning',
    substeps: [
      { substepKey: 'vertragsdaten', title: 'Vertragsdaten', hidden: false, warning: false },
      { substepKey: 'vertragsPersonen', title: 'Vertragspersonen', hidden: false, warning: true },
    ],
  }),
  step('schadensmeldungen', 'Schadensmeldungen', { hidden: true }),
  step('fahrzeugDaten', 'Fahrzeugdaten', { status: 'success' }),
  step('anmerkungen', 'Anmerkungen'),
];

function renderStepper(current: { stepKey: string; substepKey?: string }, shown = steps) {
  const onNavigate = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <VertragStepper contractId={1} steps={shown} current={current} onNavigate={onNavigate} onClose={onClose}>
      <p>Inhalt</p>
    </VertragStepper>,
  );
  return { onNavigate, onClose };
}

describe('VertragStepper navigation', () => {
  it('starts without Zurück, goes Weiter to the next visible substep', () => {
    const { onNavigate } = renderStepper({ stepKey: 'allgemeine', substepKey: 'vertragsdaten' });
    expect(screen.getByRole('button', { name: /Zurück/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /Schließen/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    expect(onNavigate).toHaveBeenCalledWith({ stepKey: 'allgemeine', substepKey: 'vertragsPersonen' });
  });

  it('skips hidden steps both ways', () => {
    const { onNavigate } = renderStepper({ stepKey: 'fahrzeugDaten' });
    fireEvent.click(screen.getByRole('button', { name: /Zurück/ }));
    expect(onNavigate).toHaveBeenLastCalledWith({ stepKey: 'allgemeine', substepKey: 'vertragsPersonen' });
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    expect(onNavigate).toHaveBeenLastCalledWith({ stepKey: 'anmerkungen' });
  });

  it('offers Schließen instead of Weiter on the last step', () => {
    const { onClose } = renderStepper({ stepKey: 'anmerkungen' });
    expect(screen.queryByRole('button', { name: /Weiter/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Schließen/ }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows no buttons with a single visible step, and names the step on small screens', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
    renderStepper({ stepKey: 'anmerkungen' }, [steps[1] as Step, steps[3] as Step]);
    expect(screen.queryByRole('button', { name: /Zurück|Weiter|Schließen/ })).toBeNull();
    expect(screen.getByText('Schritt 1 von 1: Anmerkungen')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
