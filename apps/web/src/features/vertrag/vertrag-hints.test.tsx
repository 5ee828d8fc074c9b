import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { ContractHints } from './vertrag-hints';

describe('ContractHints', () => {
  it('says so when there is nothing to report', () => {
    renderWithMantine(<ContractHints fehler={[]} onSelect={() => {}} />);
    expect(screen.getByText('Keine Hinweise vorhanden.')).toBeTruthy();
    expect(screen.getByText('0')).toBeTruthy();
    expect(screen.queryByText('Fehler:')).toBeNull();
  });

  it('lists every entry under "Fehler:", jumps to its step and can be collapsed', () => {
    const onSelect = vi.fn();
    const persons = { text: 'Bezugsberechtigung prüfen.', stepKey: 'allgemeine', substepKey: 'vertragsPersonen' };
    renderWithMantine(
      <ContractHints
        fehler={[persons, { text: 'Fahrzeugdaten fehlen.', stepKey: 'fahrzeugDaten' }]}
        onSelect={onSelect}
        placeOf={(e) => (e.stepKey === 'fahrzeugDaten' ? 'Fahrzeugdaten' : undefined)}
      />,
    );
    expect(screen.getByText('Fehler:')).toBeTruthy();
    expect(screen.getByText('· Fahrzeugdaten')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bezugsberechtigung prüfen.' }));
    expect(onSelect).toHaveBeenCalledWith(persons);
    const toggle = screen.getByRole('button', { name: /Hinweise und Fehler/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
