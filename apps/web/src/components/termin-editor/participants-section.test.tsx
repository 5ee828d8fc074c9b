import { type Actor, type EditorParticipant, noRights, type SessionUser, type TerminCombos } from '@maklerwerk/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
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

function renderSection(actor: Actor) {
  const onOpenPicker = vi.fn();
  renderWithProviders(
    <ParticipantsSection
      actor={actor}
      participants={[self]}
      onChange={vi.fn()}
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
      pickerPending={false}
    />,
  );
  return { onOpenPicker };
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
