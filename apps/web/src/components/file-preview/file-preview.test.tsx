import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FilePreview } from './file-preview';

describe('FilePreview', () => {
  it('offers the download for a type the browser cannot show (spec §4)', () => {
    renderWithProviders(
      <FilePreview url="/x?inline=1" downloadUrl="/x" fileName="Vollmacht.docx" onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vorschau: Vollmacht.docx' });
    expect(dialog.textContent).toContain(
      'Der Browser unterstützt das Format nicht. Bitte laden Sie die Datei herunter:',
    );
    expect(screen.getByRole('link', { name: 'Herunterladen' }).getAttribute('href')).toBe('/x');
  });

  it('shows HTML in a sandbox that runs no script', () => {
    const { container } = renderWithProviders(
      <FilePreview url="about:blank" fileName="Brief.html" onClose={() => {}} />,
    );
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe('Brief.html');
    expect(frame?.getAttribute('sandbox')).toBe('');
  });

  it('minimizes, restores, maximizes and closes', () => {
    const onClose = vi.fn();
    renderWithProviders(<FilePreview url="/foto" fileName="Foto.png" onClose={onClose} />);
    const image = screen.getByRole('img', { name: 'Foto.png' });
    fireEvent.click(screen.getByRole('button', { name: 'Minimieren' }));
    expect(image.closest('[hidden]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Wiederherstellen' }));
    expect(image.closest('[hidden]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Maximieren' }));
    expect(screen.getByRole('dialog').hasAttribute('data-maximized')).toBe(true);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
