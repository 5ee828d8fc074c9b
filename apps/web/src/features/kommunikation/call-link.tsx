import { canPlaceCalls } from '@maklerwerk/domain';
import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../lib/session';
import { ItemFormModal } from './item-form-modal';

/**
 * A number of the postbox: for users who may place calls (spec 6) a tel: link that also opens
 * 'Gespräch erfassen' with the number filled in (issue 11 §7), plain text otherwise.
 */
export function CallLink({ number, contractId }: { number: string; contractId: number | null }) {
  const { actor } = useSession();
  const [recording, setRecording] = useState(false);
  if (!canPlaceCalls(actor) || contractId === null) {
    return <Text span>{number}</Text>;
  }
  return (
    <>
      <Anchor href={`tel:${number.replace(/[^\d+]/g, '')}`} onClick={() => setRecording(true)}>
        {number}
      </Anchor>
      {recording && (
        <ItemFormModal
          contractId={contractId}
          category="GESPRAECH"
          nummer={number}
          onClose={() => setRecording(false)}
        />
      )}
    </>
  );
}
