import {
  type Actor,
  type AnlegerprofilStatus,
  type AntragStatus,
  AppError,
  type CreateFormularBody,
  canConfirmAnlegerprofil,
  canFillFormular,
  customerDisplayName,
  type FormularAnswers,
  type FormularAntrag,
  type FormularDefinition,
  type FormularOption,
  type FormularWarnings,
  findKatalogEintrag,
  formularArchiveNode,
  formularCreateError,
  formularFitsSparten,
  formularLockMessage,
  isKundenformular,
  isVersicherungsformular,
  type KundeFormulare,
  prefillAnswers,
  recomputeWarnings,
  type SaveFormularBody,
  saveBlockingErrors,
  type VertragFormulare,
  validateFormular,
  walkFormularComponents,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import { findVisibleCustomer } from '../../auth/customer-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { toIsoTimestamp } from '../../lib/timestamp';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './formular.repository';

export const FORMULAR_NOT_FOUND = 'Das Formular wurde nicht gefunden.';
export const unknownFormMessage = (group: string, path: string) =>
  `Das Formular „${group}/${path}“ gibt es nicht. Bitte prüfen Sie den Link.`;
const NO_FORM_ID = 'Bitte öffnen Sie ein angelegtes Formular (dynamicFormId, antragsdatenId oder protokollId).';
const NOT_THE_CUSTOMERS_CONTRACT = 'Der Vertrag gehört nicht zu diesem Kunden.';
const FIELDS_INVALID = 'Bitte prüfen Sie die markierten Felder.';
export const asWarnings = (value: unknown): FormularWarnings => {
  const w = (value ?? {}) as Partial<FormularWarnings>;
  return { antragWarnings: w.antragWarnings ?? {}, positionWarnings: w.positionWarnings ?? {} };
};

/** The definition of a path, inserting the catalogue's when the database lacks it; 404 when unknown. */
async function definitionOfPath(db: Db, formGroupPath: string, formPath: string) {
  let row = await repo.findLatestDefinition(db, formGroupPath, formPath);
  if (!row && findKatalogEintrag(formGroupPath, formPath)) {
    await repo.ensureFormularDefinitionen(db);
    row = await repo.findLatestDefinition(db, formGroupPath, formPath);
  }
  if (!row) {
    throw new AppError('NOT_FOUND', unknownFormMessage(formGroupPath, formPath));
  }
  return row;
}

/** A filled form of a customer the actor sees (404 otherwise), with the definition version it was made with. */
export async function findVisibleAntrag(db: Db, actor: Actor, id: number) {
  const antrag = await repo.findAntrag(db, id);
  if (!antrag) {
    throw new AppError('NOT_FOUND', FORMULAR_NOT_FOUND);
  }
  const customer = await findVisibleCustomer(db, actor, antrag.customerId).catch(() => {
    throw new AppError('NOT_FOUND', FORMULAR_NOT_FOUND);
  });
  const definition = await repo.findDefinition(db, antrag.definitionId);
  if (!definition) {
    throw new AppError('NOT_FOUND', FORMULAR_NOT_FOUND);
  }
  return { antrag, customer, definition };
}

type Loaded = Awaited<ReturnType<typeof findVisibleAntrag>>;

function comboboxSelections(definition: FormularDefinition): Record<string, FormularOption[]> {
  return Object.fromEntries(
    walkFormularComponents(definition.components)
      .filter(({ component }) => component.options !== undefined)
      .map(({ component }) => [component.id, component.options ?? []]),
  );
}

export async function toView(db: Db, actor: Actor, { antrag, customer, definition }: Loaded): Promise<FormularAntrag> {
  const def = definition.definition as FormularDefinition;
  const contract = antrag.contractId === null ? undefined : await repo.contractNummer(db, antrag.contractId);
  const canEdit = canFillFormular(actor) && !antrag.readOnly && !antrag.isSigniert;
  return {
    id: antrag.id,
    formGroupPath: definition.formGroupPath,
    formPath: definition.formPath,
    antragTyp: definition.antragTyp,
    label: definition.label,
    definitionVersion: definition.version,
    definition: def,
    answers: antrag.answers as FormularAnswers,
    warnings: asWarnings(antrag.warnings),
    data: { READ_ONLY: !canEdit, isSigniert: antrag.isSigniert ? '1' : '0' },
    comboboxSelections: comboboxSelections(def),
    beratungsMappeData: { id: antrag.id },
    status: antrag.status as AntragStatus,
    anlegerprofilStatus: (antrag.anlegerprofilStatus as AnlegerprofilStatus | null) ?? null,
    canConfirm:
      antrag.documentId !== null &&
      canConfirmAnlegerprofil(actor, {
        status: antrag.anlegerprofilStatus,
        bestaetigtVon: antrag.anlegerprofilBestaetigtVon,
      }),
    kunde: { id: customer.id, name: customerDisplayName(customer) },
    vertrag: contract ?? null,
    dokument:
      antrag.documentId === null
        ? null
        : {
            id: antrag.documentId,
            nodeId: formularArchiveNode(definition.antragTyp),
            fileId: await repo.currentFileOf(db, antrag.documentId),
          },
    finishedAt: antrag.finishedAt === null ? null : toIsoTimestamp(antrag.finishedAt),
    canEdit,
    version: antrag.version,
  };
}

/** The forms the contract's 'Versicherungsformulare' offers: those whose Sparten fit the contract's. */
export async function vertragFormulare(db: Db, actor: Actor, contractId: number): Promise<VertragFormulare> {
  await findVisibleContract(db, actor, contractId);
  await repo.ensureFormularDefinitionen(db);
  const [keys, definitions] = await Promise.all([repo.contractSpartenKeys(db, contractId), repo.latestDefinitions(db)]);
  return {
    items: definitions
      .filter((d) => isVersicherungsformular(d.antragTyp) && formularFitsSparten(d.sparten, keys))
      .map((d) => ({ formGroupPath: d.formGroupPath, formPath: d.formPath, label: d.label, antragTyp: d.antragTyp })),
    canCreate: canFillFormular(actor),
  };
}

/**
 * The card 'Formulare und Beratung' of the customer page: scope first (a customer outside the viewer's
 * scope is 404; a customer login sees only himself), then his forms newest first, one page; with the
 * catalogue's forms that need no contract and whether the viewer may create one.
 */
export async function kundeFormulare(
  db: Db,
  actor: Actor,
  customerId: number,
  page: { offset: number; limit: number },
): Promise<KundeFormulare> {
  await findVisibleCustomer(db, actor, customerId);
  const [{ rows, total }, definitions] = await Promise.all([
    repo.findKundeAntragPage(db, customerId, page),
    repo.latestDefinitions(db),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      status: row.status as AntragStatus,
      anlegerprofilStatus: (row.anlegerprofilStatus as AnlegerprofilStatus | null) ?? null,
      vertragsnummer: row.vertragsnummer ?? null,
      createdAt: toIsoTimestamp(row.createdAt),
      finishedAt: row.finishedAt === null ? null : toIsoTimestamp(row.finishedAt),
    })),
    total,
    offset: page.offset,
    limit: page.limit,
    canCreate: canFillFormular(actor),
    neueFormulare: definitions
      .filter((d) => isKundenformular(d.antragTyp))
      .map((d) => ({ formGroupPath: d.formGroupPath, formPath: d.formPath, label: d.label, antragTyp: d.antragTyp })),
  };
}

/** A new form for a customer (and optionally one of his contracts), prefilled from his data. */
export async function createFormular(db: Db, actor: Actor, body: CreateFormularBody) {
  const customer = await findVisibleCustomer(db, actor, body.kundeId);
  authorize(actor, canFillFormular);
  if (body.versId !== undefined) {
    const contract = await findVisibleContract(db, actor, body.versId);
    if (contract.customerId !== customer.id) {
      throw new AppError('VALIDATION', NOT_THE_CUSTOMERS_CONTRACT, { versId: NOT_THE_CUSTOMERS_CONTRACT });
    }
  }
  const definition = await definitionOfPath(db, body.formGroupPath, body.formPath);
  const contractSparten = body.versId === undefined ? null : await repo.contractSpartenKeys(db, body.versId);
  const refusal = formularCreateError(definition, contractSparten);
  if (refusal) {
    throw new AppError('UNPROCESSABLE', refusal);
  }
  const eintrag = findKatalogEintrag(body.formGroupPath, body.formPath);
  const answers = eintrag
    ? prefillAnswers(eintrag, {
        name: customer.name,
        vorname: customer.vorname,
        strasse: [customer.strasse, customer.hausnr].filter(Boolean).join(' ') || null,
        plz: customer.plz,
        ort: customer.ort,
        geburtsdatum: customer.geburtsdatum,
      })
    : {};
  const id = await db.transaction(async (tx) => {
    const antragId = await repo.insertAntrag(tx, {
      definitionId: definition.id,
      customerId: customer.id,
      contractId: body.versId ?? null,
      brokerId: customer.brokerId,
      answers,
      warnings: { antragWarnings: {}, positionWarnings: {} },
      createdByUserId: actor.viewed.id,
    });
    await writeChangeLog(tx, actor, { type: 'formular', id: antragId }, [
      { field: 'angelegt', oldValue: null, newValue: `${definition.label} (Version ${definition.version})` },
    ]);
    return antragId;
  });
  return { id, formGroupPath: definition.formGroupPath, formPath: definition.formPath };
}

/** The page's load: the path names the form, dynamicFormId / antragsdatenId / protokollId the filled one. */
export async function loadFormular(
  db: Db,
  actor: Actor,
  params: { formGroupPath: string; formPath: string },
  query: { dynamicFormId?: number | undefined; antragsdatenId?: number | undefined; protokollId?: number | undefined },
): Promise<FormularAntrag> {
  const definition = await definitionOfPath(db, params.formGroupPath, params.formPath);
  const id = query.dynamicFormId ?? query.antragsdatenId ?? query.protokollId;
  if (id === undefined) {
    throw new AppError('NOT_FOUND', NO_FORM_ID);
  }
  const loaded = await findVisibleAntrag(db, actor, id);
  if (
    loaded.definition.formGroupPath !== definition.formGroupPath ||
    loaded.definition.formPath !== definition.formPath
  ) {
    throw new AppError('NOT_FOUND', FORMULAR_NOT_FOUND);
  }
  return toView(db, actor, loaded);
}

/** Refuses changes of a signed or finished (READ_ONLY) form with the German reason (403). */
export function assertChangeable(antrag: repo.AntragRow): void {
  const lock = formularLockMessage({ readOnly: antrag.readOnly, isSigniert: antrag.isSigniert ? '1' : '0' });
  if (lock) {
    throw new AppError('FORBIDDEN', lock, { _formular: lock });
  }
}

/** Labels of the components whose answers differ (what the change log shows). */
function changedLabels(definition: FormularDefinition, before: FormularAnswers, after: FormularAnswers): string {
  const labels = walkFormularComponents(definition.components)
    .map(({ component }) => component)
    .filter((c) => JSON.stringify(before[c.id] ?? null) !== JSON.stringify(after[c.id] ?? null))
    .map((c) => c.label);
  return labels.join(', ');
}

/**
 * Saves answers, validated with the definition version the form was made with: unknown, hidden and
 * badly formatted values are refused (400); a missing required answer is accepted until finishing.
 */
export async function saveFormular(db: Db, actor: Actor, id: number, body: SaveFormularBody): Promise<FormularAntrag> {
  const loaded = await findVisibleAntrag(db, actor, id);
  authorize(actor, canFillFormular);
  const { antrag, definition } = loaded;
  assertChangeable(antrag);
  const def = definition.definition as FormularDefinition;
  const { errors, cleaned } = validateFormular(def, body.answers);
  const blocking = saveBlockingErrors(errors, body.answers);
  if (Object.keys(blocking).length > 0) {
    throw new AppError('VALIDATION', FIELDS_INVALID, blocking);
  }
  const before = antrag.answers as FormularAnswers;
  const warnings = recomputeWarnings(definition.formPath, asWarnings(antrag.warnings), before, cleaned);
  await saveVersioned(db, actor, {
    record: { type: 'formular', id: antrag.id },
    expectedVersion: body.version,
    currentVersion: antrag.version,
    before: { antworten: JSON.stringify(before) },
    after: { antworten: JSON.stringify(cleaned) },
    fields: ['antworten'],
    label: (changes) =>
      changes.map((c) => ({ ...c, oldValue: null, newValue: `geändert: ${changedLabels(def, before, cleaned)}` })),
    write: (tx) => repo.updateAntrag(tx, antrag.id, body.version, { answers: cleaned, warnings }),
  });
  return toView(db, actor, await findVisibleAntrag(db, actor, id));
}
