import { MERGE_WARNING } from '@maklerwerk/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWrites } from '../../test/fetch';
import { MergeDialog } from './merge-dialog';
import { renderInRouter, row } from './test-harness';

const first = row({ schadenId: 3, schadennr: 'KS-2025-0107-A', meldedatum: '2025-06-03', ereignisdatum: null });
const second = row({ schadenId: 2, schadennr: 'KS-2025-0107', schadensursacheText: 'Glasbruch Windschutzscheibe' });

async function renderDialog() {
  const onMerged = vi.fn();
  await renderInRouter(() => (
    <MergeDialog contractId={7} reports={[first, second]} opened onClose={() => undefined} onMerged={onMerged} />
  ));
  const dialog = await screen.findByRole('dialog', { name: 'Schadensmeldungen vereinigen' });
  const removed = () => within(dialog).getByRole('region', { name: 'Schadensmeldung, die entfernt wird' });
  const kept = () => within(dialog).getByRole('region', { name: 'Schadensmeldung, die erhalten bleibt' });
  return { dialog, removed, kept, onMerged };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MergeDialog', () => {
  it('removes the first selected, keeps the second, shows a missing date as xx.xx.xxxx and warns', async () => {
    stubWrites({ status: 200, body: {} });
    const { dialog, removed, kept } = await renderDialog();
    expect(within(removed()).getByText('wird entfernt')).toBeTruthy();
    expect(within(removed()).getByText('KS-2025-0107-A')).toBeTruthy();
    expect(within(removed()).getByText('03.06.2025')).toBeTruthy();
    expect(within(removed()).getByText('xx.xx.xxxx')).toBeTruthy();
    expect(within(kept()).getByText('bleibt erhalten')).toBeTruthy();
    expect(within(kept()).getByText('KS-2025-0107')).toBeTruthy();
    expect(within(kept()).getByText('01.06.2025')).toBeTruthy();
    expect(within(kept()).getByText('Glasbruch Windschutzscheibe')).toBeTruthy();
    expect(
      within(dialog).getByText('Vereinigte Schadensmeldungen können im Nachgang nicht mehr getrennt werden'),
    ).toBeTruthy();
    expect(MERGE_WARNING).toBe('Vereinigte Schadensmeldungen können im Nachgang nicht mehr getrennt werden');
  });

  it('Tauschen exchanges source and kept report, and the merge sends them so', async () => {
    const { writes } = stubWrites({ status: 200, body: { kept: { schadenId: 3, contractId: 7 } } });
    const { dialog, removed, kept, onMerged } = await renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tauschen' }));
    expect(within(removed()).getByText('KS-2025-0107')).toBeTruthy();
    expect(within(kept()).getByText('KS-2025-0107-A')).toBeTruthy();
    expect(within(kept()).getByText('xx.xx.xxxx')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vereinigen' }));
    await waitFor(() => expect(onMerged).toHaveBeenCalledWith({ schadenId: 3, contractId: 7 }));
    const [url, init] = writes()[0] ?? [];
    expect(url).toMatch(/\/schadensmeldungen\/merge$/);
    expect(JSON.parse(String(init?.body))).toEqual({ toRemove: { schadenId: 2 }, toKeep: { schadenId: 3 } });
  });

  it('shows the server’s refusal in the dialog', async () => {
    const message = 'Nur Schadensmeldungen desselben Vertrags können vereinigt werden.';
    stubWrites({ status: 422, body: { code: 'UNPROCESSABLE', message } });
    const { dialog, onMerged } = await renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vereinigen' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(onMerged).not.toHaveBeenCalled();
  });
});
