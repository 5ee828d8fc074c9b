import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf, stubWrites } from '../../test/fetch';
import { SchadenMeldenModal } from './schaden-melden-modal';
import { renderInRouter } from './test-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SchadenMeldenModal', () => {
  it('asks for Ereignisdatum and Schadensursache before sending anything', async () => {
    const { writes } = stubWrites({ status: 200, body: {} });
    await renderInRouter(() => <SchadenMeldenModal contractId={7} opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Schaden melden' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schaden melden' }));
    const datum = within(dialog).getByRole('textbox', { name: 'Ereignisdatum' });
    await waitFor(() => expect(errorOf(datum)).toBe('Bitte geben Sie ein gültiges Ereignisdatum ein.'));
    expect(errorOf(within(dialog).getByRole('textbox', { name: 'Schadensursache' }))).toBe(
      'Die Schadensursache ist erforderlich.',
    );
    expect(writes()).toHaveLength(0);
  });

  it('reports the damage and opens the new report', async () => {
    const { writes } = stubWrites({ status: 200, body: { schadenId: 42, contractId: 7 } });
    const onClose = vi.fn();
    const { router } = await renderInRouter(() => <SchadenMeldenModal contractId={7} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Schaden melden' });
    const datum = within(dialog).getByRole('textbox', { name: 'Ereignisdatum' });
    fireEvent.change(datum, { target: { value: '01.06.2025' } });
    fireEvent.blur(datum);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Schadensursache' }), {
      target: { value: 'Steinschlag' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schaden melden' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/home/versicherungen/insurance-group/schadensmeldung/7/42'),
    );
    expect(onClose).toHaveBeenCalled();
    const [url, init] = writes()[0] ?? [];
    expect(url).toMatch(/\/insurances\/7\/schadensmeldungen$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      ereignisdatum: '2025-06-01',
      schadensursacheText: 'Steinschlag',
      schilderung: '',
      schadenort: '',
    });
  });
});
