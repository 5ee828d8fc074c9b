import { describe, expect, it } from 'vitest';
import { allRights, noRights, type SessionUser } from '../auth/user.schema';
import { canCreateAnsprechpartner, canEditAnsprechpartner } from '../permissions';
import { CreateAnsprechpartnerBodySchema } from './gesellschaft.schema';

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 1,
  username: 'u',
  displayName: 'U',
  kind: 'broker',
  brokerId: 1,
  customerId: null,
  tenant: 'standard',
  rights: noRights,
  ...over,
});
const broker = user({ id: 1 });
const agent = user({ id: 2, kind: 'agent' });
const internal = user({ id: 3, kind: 'internal', brokerId: null, rights: allRights });
const customer = user({ id: 4, kind: 'customer', brokerId: null, customerId: 100 });
const readOnly = user({ id: 5, rights: { ...noRights, isReadOnly: true } });
const as = (original: SessionUser, viewed: SessionUser = original) => ({ original, viewed });

describe('contact persons of a company: who may add and edit', () => {
  it('brokers, agents and internal staff may add; customers and read-only logins may not', () => {
    expect(canCreateAnsprechpartner(as(broker))).toBe(true);
    expect(canCreateAnsprechpartner(as(agent))).toBe(true);
    expect(canCreateAnsprechpartner(as(internal))).toBe(true);
    expect(canCreateAnsprechpartner(as(customer))).toBe(false);
    expect(canCreateAnsprechpartner(as(readOnly))).toBe(false);
    expect(canCreateAnsprechpartner(as(broker, customer))).toBe(false);
  });

  it('internal staff edit every contact, others only their own', () => {
    expect(canEditAnsprechpartner(as(internal), { createdByUserId: null })).toBe(true);
    expect(canEditAnsprechpartner(as(broker), { createdByUserId: broker.id })).toBe(true);
    expect(canEditAnsprechpartner(as(broker), { createdByUserId: null })).toBe(false);
    expect(canEditAnsprechpartner(as(customer), { createdByUserId: customer.id })).toBe(false);
  });
});

describe('new contact person form', () => {
  const parse = (body: Record<string, unknown>) => CreateAnsprechpartnerBodySchema.safeParse(body);

  it('requires a name and checks e-mail and phone numbers in German', () => {
    expect(parse({ name: '  ' }).error?.issues[0]?.message).toBe('Bitte geben Sie einen Namen an.');
    expect(parse({}).error?.issues[0]?.message).toBe('Bitte geben Sie einen Namen an.');
    expect(parse({ name: 'A', email: 'kein-mail' }).error?.issues[0]?.message).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    );
    expect(parse({ name: 'A', telefon: 'ruf mich an' }).error?.issues[0]?.message).toBe(
      'Bitte geben Sie eine gültige Telefonnummer ein.',
    );
  });

  it('turns empty optional fields into null and keeps phone formats', () => {
    expect(parse({ name: ' Katrin Sommerfeld ', email: '', telefon: '+49 (30) 23125-700', fax: null }).data).toEqual({
      name: 'Katrin Sommerfeld',
      typ: null,
      email: null,
      telefon: '+49 (30) 23125-700',
      mobil: null,
      fax: null,
      beschreibung: null,
    });
  });
});
