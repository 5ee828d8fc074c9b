import {
  type Actor,
  type EditorParticipant,
  noRights,
  type SessionUser,
  TERMIN_MESSAGES,
  type TerminCombos,
} from '@maklerwerk/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ParticipantsSection } from './participants-section';

// Issue 35: the editor mirrors the server's rule — a customer's session adds only itself and its persons
// (no broker, insurer or contact pickers) and types no addresses.

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  username: 'makler',
  displayName: 'Max Makler',
  kind: 'broker',
  brokerId: 7,
  customerId: null,
  tenant: 'standard',
  rights: noRights,
  ...over,
});
const kunde = user({ id: 5, username: 'kunde', kind: 'customer', brokerId: null, customerId: 42 });
const office: Actor = { original: user(), viewed: user() };
const customer: Actor = { original: kunde, viewed: kunde };

const self: EditorParticipant = {
  key: 'p-1',
  id: 1,
  userId: 5,
  customerId: 42,
  personId: null,
  brokerId: null,
  name: 'Erika Mustermann',
  email: 'erika@example.de',
  label: 'Erika Mustermann',
  nummerText: null,
  address: null,
  rolle: 'BESITZER',
  canChange: true,
  alarmMail: false,
  alarmMsc: false,
  alarmDailyMail: false,
};

const alarmConfig: TerminCombos['alarmConfig'] = { alarmMail: true, alarmMSC: true, alarmTagesmail: true };

function renderSection(actor: Actor, onOpenRecipients?: () => void) {
  const onOpenPicker = vi.fn();
  const onChange = vi.fn();
  renderWithProviders(
    <ParticipantsSection
      actor={actor}
      participants={[self]}
      onChange={onChange}
      art="TERMIN"
      mode="Termin"
      contextCustomerId={null}
      ownCustomerId={actor.viewed.customerId}
      currentUserId={actor.viewed.id}
      rolleCombo={[{ value: 'BESITZER', label: 'Besitzer' }]}
      alarmConfig={alarmConfig}
      readOnly={false}
      onCopyAddress={vi.fn()}
      onOpenPicker={onOpenPicker}
      onOpenRecipients={onOpenRecipients}
      pickerPending={false}
    />,
  );
  return { onOpenPicker, onChange };
}

const pickerItems = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Weitere auswählen' }));
  // The dropdown is still in its opening transition: its items count as hidden.
  await screen.findByRole('menuitem', { name: 'Kunden', hidden: true });
  return screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent);
};

describe('ParticipantsSection: who may be added (issue 35)', () => {
  it('offers the office every picker and lets it type an address', async () => {
    renderSection(office);
    expect(await pickerItems()).toEqual([
      'Kunden',
      'Vermittler',
      'Gesellschaften',
      'Ansprechpartner',
      'Vertrag',
      'Archiv',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Erika Mustermann bearbeiten' }));
    const email = (await screen.findByRole('textbox', { name: 'E-Mail' })) as HTMLInputElement;
    expect(email.disabled).toBe(false);
  });

  it('offers a customer no broker, insurer or contact picker and keeps the address out of his hands', async () => {
    renderSection(customer);
    expect(await pickerItems()).toEqual(['Kunden', 'Vertrag', 'Archiv']);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Erika Mustermann bearbeiten' }));
    await waitFor(() =>
      expect(screen.getByText('Die E-Mail-Adresse übernimmt das Büro aus seinen Daten.')).toBeTruthy(),
    );
    const email = screen.getByRole('textbox', { name: 'E-Mail' }) as HTMLInputElement;
    expect(email.disabled).toBe(true);
  });
});

describe('ParticipantsSection: recipients and fax (spec §2.1, §4.2)', () => {
  it('opens the recipient selection from „Weitere auswählen“', async () => {
    const onOpenRecipients = vi.fn();
    renderSection(office, onOpenRecipients);
    expect(await pickerItems()).toContain('Empfänger');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Empfänger', hidden: true }));
    expect(onOpenRecipients).toHaveBeenCalled();
  });

  it('edits a fax number in fax mode, checked with the fax format', async () => {
    const { onChange } = renderSection(office);
    fireEvent.click(screen.getByRole('button', { name: 'Erika Mustermann bearbeiten' }));
    fireEvent.click(await screen.findByText('Fax'));
    const fax = (await screen.findByRole('textbox', { name: 'Fax' })) as HTMLInputElement;
    fireEvent.change(fax, { target: { value: 'erika@example.de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(await screen.findByText(TERMIN_MESSAGES.fax)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(fax, { target: { value: '030 231251-99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0][0]).toMatchObject({ email: '030 231251-99', label: 'Erika Mustermann' });
  });
});
