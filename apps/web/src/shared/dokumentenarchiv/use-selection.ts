import {
  type DokumentSelection,
  emptySelection,
  isSelected,
  selectedCount,
  toggleSelectAll,
  toggleSelected,
} from '@maklerwerk/domain';
import { useState } from 'react';

/** The folder's selection: a whitelist of ids, or 'all in the folder' minus a blacklist (spec 002 §4.7). */
export function useSelection() {
  const [selection, setSelection] = useState<DokumentSelection>(emptySelection);
  return {
    selection,
    isSelected: (id: number) => isSelected(selection, id),
    toggle: (id: number) => setSelection((s) => toggleSelected(s, id)),
    toggleAll: () => setSelection((s) => toggleSelectAll(s)),
    count: (total: number) => selectedCount(selection, total),
    clear: () => setSelection(emptySelection),
  };
}
export type Selection = ReturnType<typeof useSelection>;
