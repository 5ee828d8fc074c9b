import { noRights, type SessionUser } from '../auth/user.schema';
import type { Actor } from '../permissions';
import type { EditorParticipant } from './termin-editor.rules';

// Shared fixtures of the editor rules' tests (termin-editor*.rules.test.ts).

export const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  username: 'makler',
  displayName: 'Max Makler',
  kind: 'broker',
  brokerId: 7,
  customerId: null,
  tenant: 'standard',
  rights: noRights,
  ...over,
});
export const broker: Actor = { original: user(), viewed: user() };

export const participant = (over: Partial<EditorParticipant> = {}): EditorParticipant => ({
  key: 'k1',
  userId: null,
  customerId: null,
  personId: null,
  brokerId: null,
  name: 'Erika Mustermann',
  email: 'erika@example.de',
  label: 'Erika Mustermann',
  nummerText: null,
  address: null,
  rolle: 'TEILNEHMER',
  canChange: true,
  alarmMail: false,
  alarmMsc: false,
  alarmDailyMail: false,
  ...over,
});

export const times = { beginDate: '10.03.2025', beginTime: '09:00', endDate: '10.03.2025', endTime: '10:00' };
