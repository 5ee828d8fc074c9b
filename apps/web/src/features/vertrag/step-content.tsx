import type { ContractDetails, PolicyNumberCheck, Step, StepPosition } from '@maklerwerk/domain';
import { Text, Title } from '@mantine/core';
import { AenderungslogView } from '../../components/aenderungslog/aenderungslog-view';
import { AllgemeineStep } from './allgemeine-step';
import { AnmerkungenTable } from './anmerkung/anmerkungen-table';
import { AbrechnungenStep } from './courtage/abrechnungen-step';
import { ZubringerStep } from './courtage/zubringer-step';
import { DokumenteStep } from './dokumente/dokumente-step';
import { FahrzeugStep } from './fahrzeug-step';
import { PostfachSection } from './postfach/postfach-section';
import { SchadensmeldungenStep } from './schadensmeldung/schadensmeldungen-step';
import { SparteStep } from './sparte/sparte-step';
import { SpartenStep } from './sparte/sparten-step';
import { VersicherteSacheStep } from './versicherte-sache-step';
import { VertragspersonenStep } from './vertragspersonen-step';
import { AllgemeineVertragsteile } from './vertragsteile/allgemeine-vertragsteile';
import { WertpapiereSection } from './vertragsteile/wertpapiere-section';
import { WeitereStep } from './weitere-step';

type Props = {
  contract: ContractDetails;
  step: Step;
  position: StepPosition;
  onPolicyNumberCheck: (check: PolicyNumberCheck | null) => void;
};

function Body({ contract, position, onPolicyNumberCheck, step }: Props) {
  switch (position.stepKey) {
    case 'allgemeine':
      if (position.substepKey === 'versicherteSache') {
        return <VersicherteSacheStep contract={contract} />;
      }
      if (position.substepKey === 'vertragsPersonen') {
        return <VertragspersonenStep contract={contract} />;
      }
      return (
        <>
          <AllgemeineStep contract={contract} onPolicyNumberCheck={onPolicyNumberCheck} />
          <AllgemeineVertragsteile contract={contract} />
        </>
      );
    case 'weitere-vertragsdetails':
      return <WeitereStep contract={contract} />;
    case 'fahrzeugDaten':
      return <FahrzeugStep contract={contract} />;
    case 'schadensmeldungen':
      return <SchadensmeldungenStep contract={contract} />;
    case 'anmerkungen':
      return <AnmerkungenTable contractId={contract.id} />;
    case 'dokumente':
      return <DokumenteStep contract={contract} />;
    case 'activities':
      return <PostfachSection contractId={contract.id} titleOrder={3} />;
    case 'abrechnung':
      return position.substepKey === 'zubringercourtage' ? (
        <ZubringerStep contract={contract} />
      ) : (
        <AbrechnungenStep contract={contract} />
      );
    case 'wertpapiere':
      return <WertpapiereSection contract={contract} />;
    case 'sparten':
      return <SpartenStep contract={contract} />;
    case 'aenderungslog':
      return <AenderungslogView source={{ typ: 'vers', id: contract.id }} withTitle={false} />;
    default:
      if (step.sparteId !== undefined) {
        return <SparteStep key={step.sparteId} contractId={contract.id} sparteId={step.sparteId} />;
      }
      // A step key the stepper does not know (an old deep link): nothing to edit here.
      return <Text c="dimmed">Dieser Schritt ist für diese Versicherung nicht verfügbar.</Text>;
  }
}

/** The open step: its title and its content. */
export function StepContent(props: Props) {
  const substep = props.step.substeps.find((s) => s.substepKey === props.position.substepKey);
  return (
    <section aria-labelledby="step-title">
      <Title order={2} fz="h3" id="step-title" mb={substep ? 2 : 'lg'}>
        {substep ? substep.title : props.step.label}
      </Title>
      {substep && (
        <Text size="sm" c="dimmed" mb="lg">
          {props.step.label}
        </Text>
      )}
      <Body {...props} />
    </section>
  );
}
