import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PersonCreateForm } from './person-create-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PersonCreateForm with postal-code suggestions', () => {
  it('fills Ort when a suggestion is picked', async () => {
    const results = [{ zip: '20095', city: 'Hamburg', state: 'Hamburg', land: 'Deutschland' }];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(results), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PersonCreateForm kundeId={4} initialAddress={{}} onCreated={() => {}} onCancel={() => {}} />);

    const plz = screen.getByLabelText('PLZ');
    fireEvent.focus(plz);
    fireEvent.change(plz, { target: { value: '20095' } });
    // happy-dom has no layout: Mantine's floating dropdown counts as detached (display: none).
    const option = await screen.findByRole('option', { name: /20095 Hamburg/, hidden: true }, { timeout: 3000 });
    fireEvent.click(option);

    await waitFor(() => expect((screen.getByLabelText('Ort') as HTMLInputElement).value).toBe('Hamburg'));
    expect((plz as HTMLInputElement).value).toBe('20095');
    expect(fetchMock).toHaveBeenCalledWith(
      '/MSC3/restful/QuickSearch/getCity?zip=20095&land=Deutschland',
      expect.anything(),
    );
  });
});
