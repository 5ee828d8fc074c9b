import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { ContractHints } from './contract-hints';

describe('ContractHints', () => {
  it('says so when there is nothing to report', () => {
    renderWithMantine(<ContractHints fehler={[]} />);
    expect(screen.getByText('Keine Hinweise vorhanden.')).toBeTruthy();
    expect(screen.getByText('0')).toBeTruthy();
  });

  it('lists every error and warning and can be collapsed', () => {
    renderWithMantine(<ContractHints fehler={['Die Bankverbindung fehlt.', 'Der Beginn liegt in der Zukunft.']} />);
    expect(screen.getByText('Die Bankverbindung fehlt.')).toBeTruthy();
    expect(screen.getByText('Der Beginn liegt in der Zukunft.')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: /Hinweise und Fehler/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
