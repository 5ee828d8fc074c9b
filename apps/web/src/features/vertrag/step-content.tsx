import type { ContractDetails, PolicyNumberCheck, Step, StepPosition } from '@maklerwerk/domain';
import { Text, Title } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { AllgemeineStep } from './allgemeine-step';
import { StepLoading } from './step-form-frame';
import { AllgemeineVertragsteile } from './vertragsteile/allgemeine-vertragsteile';

// Only 'Vertragsdaten' is part of the page's first view; the other steps come in a chunk of their own
// (`pageChunks` in build/first-page-chunks.ts), loaded when one opens and beside the page once it is shown.
const stepBodies = () => import('./step-bodies');
const AenderungslogView = lazy(() => stepBodies().then((m) => ({ default: m.AenderungslogView })));
const AnmerkungenTable = lazy(() => stepBodies().then((m) => ({ default: m.AnmerkungenTable })));
const AbrechnungenStep = lazy(() => stepBodies().then((m) => ({ default: m.AbrechnungenStep })));
const ZubringerStep = lazy(() => stepBodies().then((m) => ({ default: m.ZubringerStep })));
const DokumenteStep = lazy(() => stepBodies().then((m) => ({ default: m.DokumenteStep })));
const FahrzeugStep = lazy(() => stepBodies().then((m) => ({ default: m.FahrzeugStep })));
const KommunikationSection = lazy(() => stepBodies().then((m) => ({ default: m.KommunikationSection })));
const SchadensmeldungenStep = lazy(() => stepBodies().then((m) => ({ default: m.SchadensmeldungenStep })));
const SparteStep = lazy(() => stepBodies().then((m) => ({ default: m.SparteStep })));
const SpartenStep = lazy(() => stepBodies().then((m) => ({ default: m.SpartenStep })));
const VersicherteSacheStep = lazy(() => stepBodies().then((m) => ({ default: m.VersicherteSacheStep })));
const VertragspersonenStep = lazy(() => stepBodies().then((m) => ({ default: m.VertragspersonenStep })));
const WertpapiereSection = lazy(() => stepBodies().then((m) => ({ default: m.WertpapiereSection })));
const WeitereStep = lazy(() => stepBodies().then((m) => ({ default: m.WeitereStep })));

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
      return <KommunikationSection contractId={contract.id} titleOrder={3} />;
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

/**
 * Beside the page: once its queries have settled and the browser is idle, the other steps are loaded, so
 * that a step opened later is there at once (as when all steps came with the page). A component of its
 * own: the count of running queries re-renders it, not the step.
 */
function PreloadStepBodies() {
  const settled = useIsFetching() === 0;
  useEffect(() => {
    if (!settled) {
      return;
    }
    let cancelled = false;
    const load = () => {
      if (!cancelled) {
        void stepBodies();
      }
    };
    // A browser without requestIdleCallback (Safari): a short timeout instead.
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(load);
    } else {
      setTimeout(load, 200);
    }
    return () => {
      cancelled = true;
    };
  }, [settled]);
  return null;
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
      <Suspense fallback={<StepLoading />}>
        <Body {...props} />
      </Suspense>
      <PreloadStepBodies />
    </section>
  );
}
