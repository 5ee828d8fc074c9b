import { canManageDocuments, linkedPosition, type PolicyNumberCheck, type StepPosition } from '@maklerwerk/domain';
import { Paper, Skeleton, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { StepperSkeleton } from '../../components/stepper/stepper-skeleton';
import { TextSkeleton } from '../../components/text-skeleton';
import { setBackCrumb } from '../../lib/back-crumb';
import { useSession } from '../../lib/session';
import { PosteingangBanner } from '../dokument/posteingang-banner';
import { StepContent } from './step-content';
import { placeOfEntry, visibleFehler } from './step-position';
import { useLeaveDetails } from './use-leave-details';
import type { VertragDetailsSearch } from './vertrag-details-search';
import { ContractHints } from './vertrag-hints';
import { VertragStepper } from './vertrag-stepper';
import { ContractView } from './vertrag-view';
import { VsnrLink } from './vsnr-link';

type Props = { id: number; search: VertragDetailsSearch };

const from = '/home/versicherungen/insurance-group/details/$contractId';

/** 'Hinweise und Fehler' and the stepper while the contract loads (the header and tabs: ContractView). */
function DetailsSkeleton() {
  return (
    <Stack gap="md">
      <Paper withBorder aria-hidden>
        <Skeleton height={18} width={190} radius="sm" m="md" mt={15} mb={16} />
        <TextSkeleton size="sm" width={200} px="md" pb="md" />
      </Paper>
      <StepperSkeleton />
    </Stack>
  );
}

/** The contract detail screen (spec 2.1): header, tabs, 'Hinweise und Fehler', stepper with the open step. */
export function ContractDetailsPage({ id, search }: Props) {
  const navigate = useNavigate({ from });
  const [numberCheck, setNumberCheck] = useState<PolicyNumberCheck | null>(null);
  const onPolicyNumberCheck = useCallback((check: PolicyNumberCheck | null) => setNumberCheck(check), []);
  useLeaveDetails(id);
  const { actor } = useSession();
  const inboxId = Number(search.mrMoneyId);
  const inboxDocument = Number.isInteger(inboxId) && inboxId > 0 ? inboxId : undefined;

  // Spec 2.1 VSNR: the contract carrying that policy number replaces this one in the history.
  const openByVsnr = useCallback(
    (contractId: number) =>
      void navigate({
        to: '/home/versicherungen/insurance-group/details/$contractId',
        params: { contractId: contractId },
        search: (prev) => ({ ...prev, VSNR: undefined }),
        replace: true,
      }),
    [navigate],
  );

  const goTo = (position: StepPosition) =>
    void navigate({ search: (prev) => ({ ...prev, stepKey: position.stepKey, substepKey: position.substepKey }) });

  return (
    <ContractView
      id={id}
      tab="details"
      newVertrag={search.newVertrag === true}
      fromOverview={search.fromOverview === true}
      stepKey={search.stepKey}
      skeleton={<DetailsSkeleton />}
    >
      {(contract, { usesTabs }) => {
        // Spec aliases (vertrags-personen, versichertes-objekt) and bare substep keys open their substep.
        const position = linkedPosition(contract.steps, search.stepKey, search.substepKey);
        const step = contract.steps.find((s) => s.stepKey === position?.stepKey);
        const close = () => {
          setBackCrumb(null);
          void navigate({
            to: '/home/versicherungen/insurance-group',
            search: usesTabs ? { customerId: contract.kunde.id } : {},
          });
        };
        return (
          <>
            {search.isCalledFromMrMoneyPdfbox === true && inboxDocument !== undefined && canManageDocuments(actor) && (
              <PosteingangBanner
                contractId={contract.id}
                kundeId={contract.kunde.id}
                mrMoneyId={inboxDocument}
                onDone={() =>
                  void navigate({
                    search: (prev) => ({
                      ...prev,
                      isCalledFromMrMoneyPdfbox: undefined,
                      mrMoneyId: undefined,
                      stepKey: 'dokumente',
                    }),
                  })
                }
              />
            )}
            <VsnrLink contract={contract} vsnr={search.VSNR} onOpen={openByVsnr} />
            <ContractHints
              fehler={visibleFehler(contract.fehler, numberCheck?.valid === true)}
              onSelect={(entry) => goTo({ stepKey: entry.stepKey, substepKey: entry.substepKey })}
              placeOf={(entry) => placeOfEntry(contract.steps, entry)}
            />
            {position && step && (
              <VertragStepper
                contractId={contract.id}
                steps={contract.steps}
                current={position}
                onNavigate={goTo}
                onClose={close}
              >
                <StepContent
                  key={`${position.stepKey}/${position.substepKey ?? ''}`}
                  contract={contract}
                  step={step}
                  position={position}
                  onPolicyNumberCheck={onPolicyNumberCheck}
                />
              </VertragStepper>
            )}
          </>
        );
      }}
    </ContractView>
  );
}
