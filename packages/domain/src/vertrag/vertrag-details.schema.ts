import { z } from 'zod';
import { ContractHeaderSchema } from './vertrag.schema';

/** One entry of 'Hinweise und Fehler': the text and the step (and substep) that carries it. */
export const FehlerEntrySchema = z.object({
  text: z.string(),
  stepKey: z.string(),
  substepKey: z.string().optional(),
});
export type FehlerEntry = z.infer<typeof FehlerEntrySchema>;

export const StepStatusSchema = z.enum(['default', 'success', 'warning']);

export const SubstepSchema = z.object({
  substepKey: z.string(),
  title: z.string(),
  hidden: z.boolean(),
  warning: z.boolean(),
});

/** A step of the contract stepper as `buildSteps` returns it. */
export const StepSchema = z.object({
  stepKey: z.string(),
  label: z.string(),
  hidden: z.boolean(),
  status: StepStatusSchema,
  substeps: z.array(SubstepSchema),
  sparteId: z.number().int().optional(),
});

/** Query of the detail screen: newVertrag=true hides the damage-reports step (spec 2.1). */
export const ContractDetailsQuerySchema = z.object({
  newVertrag: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const IdNameSchema = z.object({ id: z.number().int(), name: z.string() });

/** Everything the contract detail screen needs (spec 2.1, 3). */
export const ContractDetailsSchema = ContractHeaderSchema.extend({
  kategorieName: z.string(),
  bezeichnung: z.string(),
  gesellschaftId: z.number().int(),
  /** Computed checks (policy number, mandatory data, vehicle data) plus the stored entries. */
  fehler: z.array(FehlerEntrySchema),
  /** The contract's sparten list (further lines of business, entries with sparteId). */
  sparten: z.array(z.object({ id: z.number().int(), sparteId: z.number().int(), name: z.string() })),
  /** The branch catalogue: one dynamic step per branch. */
  branches: z.array(IdNameSchema),
  isKraftfahrt: z.boolean(),
  isVorsorge: z.boolean(),
  isDeeplinkAvailable: z.boolean(),
  hatZugriffsrecht: z.boolean(),
  createdByUserId: z.number().int().nullable(),
  /** canEditContract for this viewer. */
  canEdit: z.boolean(),
  /** canChangeContractCustomerNumber for this viewer. */
  canChangeKundennr: z.boolean(),
  /** Cancellation by mail: canMail and no cancellation running (spec 4). */
  kuendigungMoeglich: z.boolean(),
  steps: z.array(StepSchema),
});
export type ContractDetails = z.infer<typeof ContractDetailsSchema>;

/** The answer of copying a contract: the new contract's id (spec 7). */
export const CopyContractResponseSchema = z.object({ value: z.number().int() });
