import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STALE_MESSAGE } from '../../components/fields/form-actions';
import { errorOf, stubWrites } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { SchadensmeldungForm } from './schadensmeldung-form';
import { details } from './test-harness';

function renderForm(over: Parameters<typeof details>[0] = {}) {
  const data = details(over);
  renderWithProviders(<SchadensmeldungForm contractId={7} details={data} reload={async () => data} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SchadensmeldungForm', () => {
  it('sends every field with the version and amounts in cents, and puts a server field error at its field', async () => {
    const message = 'Die Schadennummer ist bei diesem Vertrag schon vergeben.';
    const { writes } = stubWrites({
      status: 422,
      body: { code: 'UNPROCESSABLE', message, fieldErrors: { schadennr: message } },
    });
    renderForm();
    const schadennr = screen.getByRole('textbox', { name: 'Schadennr.' });
    fireEvent.change(schadennr, { target: { value: 'KS-2024-0001' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reserve' }), { target: { value: '1.500,5' } });
    fireEvent.click(screen.getByRole('button', { name: /Speichern/ }));
    await waitFor(() => expect(errorOf(schadennr)).toBe(message));
    const [url, init] = writes()[0] ?? [];
    expect(url).toMatch(/\/schadensmeldungen\/11$/);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      version: 3,
      meldedatum: '2025-06-02',
      ereignisdatum: '2025-06-01',
      schadennr: 'KS-2024-0001',
      sparteId: 5,
      schadensursacheText: 'Glasbruch Windschutzscheibe',
      bearbstand: 'IN_BEARBEITUNG',
      schadenort: 'A7 bei Kassel',
      schilderung: '',
      schadenhoeheCents: 120_000,
      reserveCents: 150_050,
      versichererSchadennr: '',
    });
    // The alert does not repeat what stands at the field.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the schema’s German message and sends nothing when a required field is empty', async () => {
    const { writes } = stubWrites({ status: 200, body: {} });
    renderForm();
    const ursache = screen.getByRole('textbox', { name: 'Schadensursache' });
    fireEvent.change(ursache, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: /Speichern/ }));
    await waitFor(() => expect(errorOf(ursache)).toBe('Die Schadensursache ist erforderlich.'));
    expect(writes()).toHaveLength(0);
  });

  it('answers a stale version (409) with the reload notice', async () => {
    stubWrites({
      status: 409,
      body: { code: 'CONFLICT', message: STALE_MESSAGE },
    });
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Schadenort' }), { target: { value: 'Kassel' } });
    fireEvent.click(screen.getByRole('button', { name: /Speichern/ }));
    expect(await screen.findByText(STALE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Neu laden/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Speichern/ }).hasAttribute('disabled')).toBe(true);
  });

  it('is read-only without the right to edit (a customer after his report)', () => {
    stubWrites({ status: 200, body: {} });
    renderForm({ canEdit: false, gemeldetVonKunde: true });
    expect((screen.getByRole('textbox', { name: 'Schadensursache' }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Schilderung' }) as HTMLTextAreaElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Schadenhöhe (geschätzt)' }) as HTMLInputElement).readOnly).toBe(true);
    // The server withholds the insurer's reserve from a customer; the field is not shown empty.
    expect(screen.queryByRole('textbox', { name: 'Reserve' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Speichern/ })).toBeNull();
    expect(screen.getByText('Sie können diese Daten nur ansehen.')).toBeTruthy();
  });
});
