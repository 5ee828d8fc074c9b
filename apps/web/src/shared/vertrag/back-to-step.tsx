import { IconArrowLeft } from '@tabler/icons-react';
import { AnchorLink, ButtonLink } from '../../components/router-links';

/** A step of the contract details to go back to (`stepKey`, and `substepKey` for a part of a step). */
export type StepTarget = { contractId: number; search: { stepKey: string; substepKey?: string }; label: string };

/** „zurück …“ above a record shown below its contract's header: to the step the record belongs to. */
export function BackToStep({ contractId, search, label }: StepTarget) {
  return (
    <AnchorLink
      to="/home/versicherungen/insurance-group/details/$contractId"
      params={{ contractId }}
      search={search}
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={16} aria-hidden />
      {label}
    </AnchorLink>
  );
}

/** The same way back as a button, for the card of a record that is not found. */
export function BackToStepButton({ contractId, search, label }: StepTarget) {
  return (
    <ButtonLink
      to="/home/versicherungen/insurance-group/details/$contractId"
      params={{ contractId }}
      search={search}
      variant="light"
      mt="xs"
    >
      {label}
    </ButtonLink>
  );
}
