import { describe, expect, it } from 'vitest';
import { allRights, noRights, type SessionUser } from '../auth/user.schema';
import { canSeeWeitereVertragsdetails } from '../permissions';
import { changeLogFieldLabels, weitereVertragsdetailsFields } from './aenderungslog-fields';
import { changeLogRecordTypes } from './aenderungslog-record-types';
import {
  canSeeChangeLogField,
  changeLogFieldScreen,
  changeLogFieldVisibility,
  hiddenChangeLogFields,
} from './aenderungslog-visibility';

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 1,
  username: 'u',
  displayName: 'U',
  kind: 'broker',
  brokerId: 1,
  customerId: null,
  tenant: 'standard',
  rights: { ...noRights, canUseDocumentArchive: true },
  ...over,
});
const broker = user({ id: 1 });
const internal = user({ id: 3, kind: 'internal', brokerId: null, rights: allRights });
const customer = user({ id: 4, kind: 'customer', brokerId: null, customerId: 100, rights: noRights });
const as = (original: SessionUser, viewed: SessionUser = original) => ({ original, viewed });

describe('the visibility of every logged field (issue 35)', () => {
  it('names only fields of the registry', () => {
    for (const type of changeLogRecordTypes) {
      const labels: Record<string, string> = changeLogFieldLabels[type];
      for (const field of Object.keys(changeLogFieldVisibility[type] ?? {})) {
        expect(labels[field], `${type}.${field}`).toBeDefined();
      }
    }
  });

  it("follows the screen 'Weitere Vertragsdetails' for each of its fields", () => {
    for (const field of weitereVertragsdetailsFields) {
      expect(changeLogFieldScreen('versicherung', field), field).not.toBeNull();
      for (const actor of [as(broker), as(internal), as(customer), as(broker, customer)]) {
        expect(canSeeChangeLogField(actor, 'versicherung', field)).toBe(canSeeWeitereVertragsdetails(actor));
      }
    }
    expect(changeLogFieldScreen('versicherung', 'nummer')).toBeNull();
  });

  it('hides office fields from a customer, nothing from internal staff', () => {
    const hidden = hiddenChangeLogFields(as(customer)).map((f) => `${f.recordType}.${f.field}`);
    expect(hidden).toEqual(
      expect.arrayContaining([
        'versicherung.courtageBemerkung',
        'versicherung.vermittlernummerBemerkung',
        'versicherung.portalUebergabe',
        'schadensmeldung.reserve',
        'dokument.bemerkung',
        'dokument.freigabe',
      ]),
    );
    expect(hidden).not.toContain('versicherung.nummer');
    expect(hiddenChangeLogFields(as(internal))).toEqual([]);
    // A broker viewing as his customer keeps the steps of the original broker, not the customer's portals.
    const viewing = hiddenChangeLogFields(as(broker, customer)).map((f) => `${f.recordType}.${f.field}`);
    expect(viewing).not.toContain('versicherung.courtageBemerkung');
    expect(viewing).toContain('versicherung.portalUebergabe');
  });
});
