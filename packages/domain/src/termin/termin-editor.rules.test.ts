import { describe, expect, it } from 'vitest';
import { editorTitle, retryFieldsDisabled, saveDisabled } from './termin-editor.rules';

describe('modal title (spec §2.1)', () => {
  it('bearbeiten, erstellen, auswählen; a task from a contract is Aufgabe bearbeiten', () => {
    expect(editorTitle('Termin', true)).toBe('Termin bearbeiten');
    expect(editorTitle('Aufgabe', false)).toBe('Aufgabe erstellen');
    expect(editorTitle('Aktivität', false)).toBe('Aktivität erstellen');
    expect(editorTitle('Empfänger', false)).toBe('Empfänger auswählen');
    expect(editorTitle('Aktivität', false, true)).toBe('Aufgabe bearbeiten');
  });
});

describe('saving (spec §5.1)', () => {
  const ok = { label: 'Beratung', beginDate: '10.03.2025', loading: false, multipleOwners: false, updateable: true };
  it('enabled with title and start date', () => {
    expect(saveDisabled(ok)).toBe(false);
  });
  it.each([
    ['no title', { label: '  ' }],
    ['no start date', { beginDate: '' }],
    ['loading', { loading: true }],
    ['several owners', { multipleOwners: true }],
    ['not editable', { updateable: false }],
  ])('disabled: %s', (_, over) => {
    expect(saveDisabled({ ...ok, ...over })).toBe(true);
  });
  it('retry fields are disabled while Keine', () => {
    expect(retryFieldsDisabled('Keine')).toBe(true);
    expect(retryFieldsDisabled('Wöchentlich')).toBe(false);
  });
});
