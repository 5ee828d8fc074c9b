import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf, stubWrites } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { BankverbindungForm } from './bankverbindung-form';

const WRONG = 'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe auf Tippfehler.';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  const onSaved = vi.fn();
  renderWithProviders(
    <BankverbindungForm
      kundeId={4}
      defaultKontoinhaber="Erika Mustermann"
      isFirst={false}
      onSaved={onSaved}
      onCancel={() => {}}
    />,
  );
  return { onSaved, iban: screen.getByLabelText(/IBAN/) as HTMLInputElement };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Bankverbindung anlegen' }));

describe('BankverbindungForm', () => {
  it('refuses a wrong check digit with the domain message, without a request', async () => {
    const { writes } = stubWrites({ status: 200, body: {} });
    const { iban } = renderForm();
    fireEvent.change(iban, { target: { value: 'DE88 3704 0044 0532 0130 00' } });
    submit();
    await waitFor(() => expect(errorOf(iban)).toBe(WRONG));
    expect(writes()).toHaveLength(0);
  });

  it("puts the server's field error at its field and sends the electronic format", async () => {
    const message = 'Diese Bankverbindung ist bei dem Kunden schon hinterlegt.';
    const { writes } = stubWrites({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Die Eingaben sind ungültig. Bitte prüfen Sie die markierten Felder.',
        fieldErrors: { bank: message },
      },
    });
    const { iban, onSaved } = renderForm();
    fireEvent.change(iban, { target: { value: 'de89 3704 0044 0532 0130 00' } });
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'Commerzbank' } });
    submit();
    const bank = screen.getByLabelText('Bank');
    await waitFor(() => expect(errorOf(bank)).toBe(message));
    expect(bank.getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(String(writes()[0]?.[1]?.body))).toMatchObject({
      kontoinhaber: 'Erika Mustermann',
      iban: 'DE89370400440532013000',
      bank: 'Commerzbank',
      standard: false,
    });
    expect(writes()[0]?.[0]).toBe('/MSC3/restful/customers/4/bankverbindungen');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
