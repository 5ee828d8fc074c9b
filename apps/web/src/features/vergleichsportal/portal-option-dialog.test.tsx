import type { ExternalAccessEntry } from '@maklerwerk/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { PortalOptionDialog } from './portal-option-dialog';

const entry: ExternalAccessEntry = {
  toolLabel: 'hausrat-vergleich',
  itemLabel: 'Hausrat-Vergleich',
  labelHtml: null,
  path: 'vergleich/hausrat',
  askOptions: true,
  actionLabel: 'Vergleich öffnen',
  companyLabel: 'Vergleichsrechner Sach',
  sparten: ['HR'],
};

describe('PortalOptionDialog (widget 9)', () => {
  it('sends USER_ANONYMOUS when ticked', async () => {
    const onOpen = vi.fn(() => Promise.resolve());
    renderWithMantine(<PortalOptionDialog entry={entry} onClose={() => {}} onOpen={onOpen} failure={null} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Name und Anschrift anonymisieren' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vergleich öffnen' }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith({ kundendaten: true, userAnonymous: true }));
  });

  it('without customer data the anonymise box is disabled and nothing personal is asked for', async () => {
    const onOpen = vi.fn(() => Promise.resolve());
    renderWithMantine(<PortalOptionDialog entry={entry} onClose={() => {}} onOpen={onOpen} failure="Fehler X" />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Kundendaten übertragen' }));
    const anonym = screen.getByRole('checkbox', { name: 'Name und Anschrift anonymisieren' }) as HTMLInputElement;
    expect(anonym.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Fehler X');
    fireEvent.click(screen.getByRole('button', { name: 'Vergleich öffnen' }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith({ kundendaten: false, userAnonymous: false }));
  });
});
