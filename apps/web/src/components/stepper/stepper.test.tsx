import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { Stepper } from './stepper';
import type { StepperItem, StepperNavigation } from './stepper.types';

const steps: StepperItem[] = [
  {
    key: 'allgemeine',
    label: 'Allgemeine Daten',
    status: 'success',
    substeps: [{ key: 'vertragsdaten', title: 'Vertragsdaten', warning: false }],
  },
  { key: 'fahrzeugDaten', label: 'Fahrzeugdaten', status: 'warning', loading: true, substeps: [] },
  { key: 'anmerkungen', label: 'Anmerkungen', status: 'warning', substeps: [] },
];
const navigation: StepperNavigation = {
  showNavigation: false,
  canBack: false,
  canNext: false,
  showClose: false,
  onBack: () => {},
  onNext: () => {},
  onClose: () => {},
};

describe('Stepper', () => {
  it('lists steps with substeps and status icons, loading while saving, and selects on click', () => {
    const onSelect = vi.fn();
    renderWithMantine(
      <Stepper
        steps={steps}
        current={{ stepKey: 'allgemeine', substepKey: 'vertragsdaten' }}
        onSelect={onSelect}
        navigation={navigation}
      >
        <p>Inhalt</p>
      </Stepper>,
    );
    const nav = screen.getByRole('navigation', { name: 'Schritte' });
    expect(within(nav).getByLabelText('vollständig')).toBeTruthy();
    expect(within(nav).getByLabelText('wird gespeichert')).toBeTruthy();
    expect(within(nav).getByLabelText('mit Hinweis')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Vertragsdaten' }).getAttribute('aria-current')).toBe('step');
    fireEvent.click(within(nav).getByRole('button', { name: /Anmerkungen/ }));
    expect(onSelect).toHaveBeenCalledWith({ stepKey: 'anmerkungen', substepKey: undefined });
  });

  it('folds to icons and back', () => {
    renderWithMantine(
      <Stepper steps={steps} current={{ stepKey: 'allgemeine' }} onSelect={() => {}} navigation={navigation}>
        <p>Inhalt</p>
      </Stepper>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schritte einklappen' }));
    expect(screen.queryByText('Vertragsdaten')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Schritte' }).style.width).toBe('32px');
    fireEvent.click(screen.getByRole('button', { name: 'Schritte ausklappen' }));
    expect(screen.getByRole('navigation', { name: 'Schritte' }).style.width).toBe('268px');
  });

  it('in tab style knows only default and warning', () => {
    renderWithMantine(
      <Stepper
        steps={steps}
        current={{ stepKey: 'allgemeine' }}
        onSelect={() => {}}
        navigation={navigation}
        variant="tabs"
      >
        <p>Inhalt</p>
      </Stepper>,
    );
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.queryByLabelText('vollständig')).toBeNull();
    expect(screen.getAllByLabelText('mit Hinweis')).toHaveLength(2);
  });

  it('in a dynamic document offers the step actions and asks before removing a step with data', async () => {
    const onStepAction = vi.fn();
    const actions = {
      canAdd: true,
      canCopy: true,
      canRemove: true,
      canMoveUp: true,
      canMoveDown: false,
      removeNeedsConfirm: true,
    };
    const dynamic: StepperItem[] = [
      { key: 'kunde', label: 'Kunde', status: 'success', substeps: [] },
      { key: 'thema~s1', label: 'Beratungsthema 1', status: 'default', substeps: [], actions },
      {
        key: 'thema~s2',
        label: 'Beratungsthema 2',
        status: 'default',
        substeps: [],
        actions: { ...actions, removeNeedsConfirm: false },
      },
    ];
    renderWithMantine(
      <Stepper
        steps={dynamic}
        current={{ stepKey: 'thema~s1' }}
        onSelect={() => {}}
        navigation={navigation}
        onStepAction={onStepAction}
      >
        <p>Inhalt</p>
      </Stepper>,
    );
    const nav = screen.getByRole('navigation', { name: 'Schritte' });
    expect(within(nav).queryByRole('button', { name: 'Aktionen für Schritt Kunde' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Schritte als Reiter anzeigen' })).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'Schritt Beratungsthema 1 nach oben verschieben' }));
    expect(onStepAction).toHaveBeenLastCalledWith('thema~s1', 'up');
    expect(
      (
        within(nav).getByRole('button', {
          name: 'Schritt Beratungsthema 1 nach unten verschieben',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);

    fireEvent.click(within(nav).getByRole('button', { name: 'Aktionen für Schritt Beratungsthema 2' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Schritt entfernen' }));
    expect(onStepAction).toHaveBeenLastCalledWith('thema~s2', 'remove');

    fireEvent.click(within(nav).getByRole('button', { name: 'Aktionen für Schritt Beratungsthema 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Schritt entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schritt entfernen' });
    expect(dialog.textContent).toContain('„Beratungsthema 1“ enthält Angaben');
    expect(onStepAction).toHaveBeenCalledTimes(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schritt entfernen' }));
    expect(onStepAction).toHaveBeenLastCalledWith('thema~s1', 'remove');
    // Menus and a modal: slow on a busy machine.
  }, 20_000);
});
