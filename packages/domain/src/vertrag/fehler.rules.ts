import type { PolicyNumberCheck } from './policy-number.schema';
import type { FehlerEntry } from './vertrag-details.schema';

/** A stored `fehler` entry: a plain text (shown on the general step) or a text with its step. */
export type StoredFehler = string | FehlerEntry;

export const POLICY_NUMBER_INVALID_PREFIX = 'Die Nummer entspricht nicht dem Format der Gesellschaft.';

/**
 * The company-specific policy-number rule (spec 5). A company without a rule, or with a rule that is
 * not a valid regular expression, accepts every number.
 */
export function checkPolicyNumber(
  rule: { pattern: string | null; hint: string | null },
  nummer: string | null | undefined,
): PolicyNumberCheck {
  if (!rule.pattern || !nummer) {
    return { valid: true, message: null };
  }
  let regex: RegExp;
  try {
    regex = new RegExp(rule.pattern);
  } catch {
    return { valid: true, message: null };
  }
  if (regex.test(nummer.trim())) {
    return { valid: true, message: null };
  }
  return {
    valid: false,
    message: rule.hint ? `${POLICY_NUMBER_INVALID_PREFIX} ${rule.hint}` : POLICY_NUMBER_INVALID_PREFIX,
  };
}

const general = { stepKey: 'allgemeine', substepKey: 'vertragsdaten' };

export type FehlerInput = {
  policyNumber: PolicyNumberCheck;
  beginn: string | null;
  praemieCents: number | null;
  zahlrhythm: string | null;
  isKraftfahrt: boolean;
  hasFahrzeugdaten: boolean;
  stored: readonly StoredFehler[];
};

/**
 * 'Hinweise und Fehler' (spec 2.1, 5): the server's checks plus the stored entries. When the policy
 * number is valid, every entry containing 'Nummer' is removed.
 */
export function contractFehler(input: FehlerInput): FehlerEntry[] {
  const computed: FehlerEntry[] = [];
  if (!input.policyNumber.valid && input.policyNumber.message) {
    computed.push({ text: input.policyNumber.message, ...general });
  }
  if (!input.beginn) {
    computed.push({ text: 'Beginn fehlt.', ...general });
  }
  if (input.praemieCents === null) {
    computed.push({ text: 'Beitrag fehlt.', ...general });
  }
  if (!input.zahlrhythm) {
    computed.push({ text: 'Zahlweise fehlt.', ...general });
  }
  if (input.isKraftfahrt && !input.hasFahrzeugdaten) {
    computed.push({ text: 'Fahrzeugdaten fehlen.', stepKey: 'fahrzeugDaten' });
  }
  const stored = input.stored
    .map((f): FehlerEntry => (typeof f === 'string' ? { text: f, ...general } : f))
    .filter((f) => !(input.policyNumber.valid && f.text.includes('Nummer')));
  return [...computed, ...stored];
}

/** The warnings map buildSteps needs: per step key and per 'step.substep' key. */
export function stepWarnings(fehler: readonly FehlerEntry[]): Record<string, string[]> {
  const warnings: Record<string, string[]> = {};
  const add = (key: string, text: string) => {
    warnings[key] = [...(warnings[key] ?? []), text];
  };
  for (const f of fehler) {
    add(f.stepKey, f.text);
    if (f.substepKey) {
      add(`${f.stepKey}.${f.substepKey}`, f.text);
    }
  }
  return warnings;
}
