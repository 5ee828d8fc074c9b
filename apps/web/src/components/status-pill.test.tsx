import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { StatusPill } from './status-pill';

describe('StatusPill', () => {
  it('shows the German label of the status', () => {
    renderWithMantine(<StatusPill status="gekuendigt" />);
    expect(screen.getByText('Gekündigt')).toBeTruthy();
  });

  it('takes its colour from the domain tone', () => {
    renderWithMantine(<StatusPill status="aktiv" />);
    const badge = screen.getByText('Aktiv').closest('.mantine-Badge-root');
    expect(badge?.getAttribute('style')).toContain('--mantine-color-green-light');
  });

  it('colours cancelled contracts red and offers blue', () => {
    renderWithMantine(
      <>
        <StatusPill status="storniert" />
        <StatusPill status="angebot" />
      </>,
    );
    expect(screen.getByText('Storniert').closest('.mantine-Badge-root')?.getAttribute('style')).toContain('red');
    expect(screen.getByText('Angebot').closest('.mantine-Badge-root')?.getAttribute('style')).toContain('blue');
  });
});
