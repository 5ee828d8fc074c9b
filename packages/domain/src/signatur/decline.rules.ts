import type { SignerState } from './signatur.schema';

/**
 * Declining through a link ends the run for everybody, so only the signer whose turn it is may do it
 * (issue 35): one still waiting for the signers before him would end their run. The office ends a run
 * by withdrawing it.
 */
export function canDeclineSigning(signer: { state: SignerState }): boolean {
  return signer.state === 'OFFEN';
}

export const DECLINE_NOT_ON_TURN_TEXT =
  'Sie sind noch nicht an der Reihe: Ablehnen können Sie erst, wenn die Personen vor Ihnen unterschrieben haben.';
