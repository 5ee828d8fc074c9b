import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf, stubWrites } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { PersonCreateForm } from './person-create-form';

function renderForm() {
  const onCreated = vi.fn();
  renderWithProviders(
    <PersonCreateForm kundeId={4} initialAddress={{ plz: '10115' }} onCreated={onCreated} onCancel={() => {}} />,
  );
  return { onCreated };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Person anlegen' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PersonCreateForm', () => {
  it('takes limits and German messages from the domain schema, without a request', async () => {
    const { writes } = stubWrites({ status: 201, body: {} });
    renderForm();
    const name = screen.getByLabelText(/Nachname/) as HTMLInputElement;
    expect(name.maxLength).toBe(100);
    expect(name.required).toBe(true);
    expect((screen.getByLabelText('Hausnummer') as HTMLInputElement).maxLength).toBe(10);

    fireEvent.change(name, { target: { value: 'N'.repeat(101) } });
    submit();
    await waitFor(() => expect(errorOf(name)).toBe('Der Nachname darf höchstens 100 Zeichen lang sein.'));
    expect(writes()).toHaveLength(0);
  });

  it('puts a server field error next to its field and the message above the buttons', async () => {
    const { writes } = stubWrites({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Die Eingaben sind ungültig. Bitte prüfen Sie die markierten Felder.',
        fieldErrors: { ort: 'Der Ort passt nicht zur Postleitzahl.' },
      },
    });
    const { onCreated } = renderForm();
    fireEvent.change(screen.getByLabelText(/Nachname/), { target: { value: 'Mustermann' } });
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'Hamburg' } });
    submit();

    const ort = screen.getByLabelText('Ort');
    await waitFor(() => expect(errorOf(ort)).toBe('Der Ort passt nicht zur Postleitzahl.'));
    expect(ort.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(
      'Die Eingaben sind ungültig. Bitte prüfen Sie die markierten Felder.',
    );
    expect(writes()).toHaveLength(1);
    expect(JSON.parse(String(writes()[0]?.[1]?.body))).toMatchObject({ name: 'Mustermann', ort: 'Hamburg' });
    expect(onCreated).not.toHaveBeenCalled();

    // Typing into the field clears its message.
    fireEvent.change(ort, { target: { value: 'Berlin' } });
    expect(errorOf(ort)).toBeNull();
  });

  it('leaves a message that only repeats a field error to that field', async () => {
    const message = 'Diese Person gibt es bei dem Kunden schon.';
    stubWrites({ status: 422, body: { code: 'UNPROCESSABLE', message, fieldErrors: { name: message } } });
    renderForm();
    const name = screen.getByLabelText(/Nachname/);
    fireEvent.change(name, { target: { value: 'Mustermann' } });
    submit();
    await waitFor(() => expect(errorOf(name)).toBe(message));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
