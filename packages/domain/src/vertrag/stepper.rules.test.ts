import { describe, expect, it } from 'vitest';
import { allRights, noRights, type SessionUser, type Tenant } from '../auth/user.schema';
import type { Actor } from '../permissions';
import {
  buildSteps,
  canGoBack,
  canGoNext,
  dynamicStepKey,
  initialPosition,
  linkedPosition,
  linkTarget,
  nextPosition,
  previousPosition,
  type Step,
  type StepContext,
  showClose,
  showNavigation,
  tabStatus,
  visiblePositions,
} from './stepper.rules';

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
const broker = user({ id: 1, kind: 'broker' });
const agent = user({ id: 2, kind: 'agent' });
const internal = user({ id: 3, kind: 'internal', brokerId: null, rights: allRights });
const customer = user({ id: 4, kind: 'customer', brokerId: null, customerId: 100 });
const customerWithMaklerzugang = user({ ...customer, rights: { ...noRights, maklerzugang: true } });
const as = (original: SessionUser, viewed: SessionUser = original): Actor => ({ original, viewed });

const branches = [
  { id: 7, name: 'Glas' },
  { id: 8, name: 'Elementar' },
];
const ctx = (over: Partial<StepContext> = {}): StepContext => ({
  actor: as(broker),
  newVertrag: false,
  isKraftfahrt: true,
  isVorsorge: true,
  sparteIds: [],
  branchCatalogue: branches,
  warnings: {},
  completed: [],
  ...over,
});
const visible = (steps: Step[]) => steps.filter((s) => !s.hidden).map((s) => s.stepKey);
const hidden = (c: StepContext, key: string) => buildSteps(c).find((s) => s.stepKey === key)?.hidden;

describe('step visibility (spec 2.1)', () => {
  it('hides the damage reports for a new contract', () => {
    expect(hidden(ctx({ newVertrag: true }), 'schadensmeldungen')).toBe(true);
    expect(hidden(ctx({ newVertrag: false }), 'schadensmeldungen')).toBe(false);
  });

  it.each([
    ['broker', as(broker), false],
    ['agent', as(agent), false],
    ['internal', as(internal), false],
    ['internal viewing a customer', as(internal, customer), false],
    ['broker viewing a customer', as(broker, customer), false],
    ['customer', as(customer), true],
  ])('weitere-vertragsdetails for %s: hidden=%s', (_, actor, expected) => {
    expect(hidden(ctx({ actor }), 'weitere-vertragsdetails')).toBe(expected);
  });

  it.each<[Tenant, boolean]>([
    ['standard', false],
    ['premium-plus-master', true],
    ['premium-plus', true],
    ['partner-a', true],
    ['partner-b', true],
  ])('aenderungslog for tenant %s: hidden=%s', (tenant, expected) => {
    expect(hidden(ctx({ actor: as(user({ ...broker, tenant })) }), 'aenderungslog')).toBe(expected);
  });

  it('hides the change log for internal staff viewing a customer, not viewing a broker', () => {
    expect(hidden(ctx({ actor: as(internal, customer) }), 'aenderungslog')).toBe(true);
    expect(hidden(ctx({ actor: as(internal, broker) }), 'aenderungslog')).toBe(false);
    expect(hidden(ctx({ actor: as(internal) }), 'aenderungslog')).toBe(false);
  });

  it('hides the postbox (activities) only for customer-only users', () => {
    expect(hidden(ctx({ actor: as(customer) }), 'activities')).toBe(true);
    expect(hidden(ctx({ actor: as(customerWithMaklerzugang) }), 'activities')).toBe(false);
    expect(hidden(ctx({ actor: as(internal, customer) }), 'activities')).toBe(false);
    expect(hidden(ctx({ actor: as(broker) }), 'activities')).toBe(false);
  });

  it('hides commission data for customer-only users', () => {
    expect(hidden(ctx({ actor: as(customer) }), 'abrechnung')).toBe(true);
    expect(hidden(ctx({ actor: as(broker) }), 'abrechnung')).toBe(false);
  });

  it('shows vehicle data only for motor contracts and securities only for Vorsorge', () => {
    expect(hidden(ctx({ isKraftfahrt: false }), 'fahrzeugDaten')).toBe(true);
    expect(hidden(ctx({ isKraftfahrt: true }), 'fahrzeugDaten')).toBe(false);
    expect(hidden(ctx({ isVorsorge: false }), 'wertpapiere')).toBe(true);
    expect(hidden(ctx({ isVorsorge: true }), 'wertpapiere')).toBe(false);
  });

  it('inserts one dynamic step per branch at the third position, hidden unless in the sparten list', () => {
    const steps = buildSteps(ctx({ sparteIds: [8] }));
    expect(steps.map((s) => s.stepKey).slice(0, 4)).toEqual([
      'allgemeine',
      'weitere-vertragsdetails',
      dynamicStepKey(7),
      dynamicStepKey(8),
    ]);
    expect(steps[2]).toMatchObject({ label: 'Glas', hidden: true, sparteId: 7 });
    expect(steps[3]).toMatchObject({ label: 'Elementar', hidden: false, sparteId: 8 });
    expect(visible(steps)).toContain('sparte-8');
    expect(visible(steps)).not.toContain('sparte-7');
  });
});

describe('step status', () => {
  it('is warning for a step or substep with warnings, success when complete, else default', () => {
    const steps = buildSteps(
      ctx({
        warnings: { 'allgemeine.vertragsPersonen': ['Bezugsberechtigung prüfen'], fahrzeugDaten: ['fehlt'] },
        completed: ['anmerkungen', 'fahrzeugDaten'],
      }),
    );
    const step = (key: string) => steps.find((s) => s.stepKey === key);
    expect(step('allgemeine')?.status).toBe('warning');
    expect(step('allgemeine')?.substeps.find((s) => s.substepKey === 'vertragsPersonen')?.warning).toBe(true);
    expect(step('allgemeine')?.substeps.find((s) => s.substepKey === 'vertragsdaten')?.warning).toBe(false);
    expect(step('fahrzeugDaten')?.status).toBe('warning');
    expect(step('anmerkungen')?.status).toBe('success');
    expect(step('dokumente')?.status).toBe('default');
  });

  it('knows only default and warning in tab mode', () => {
    expect(tabStatus('success')).toBe('default');
    expect(tabStatus('default')).toBe('default');
    expect(tabStatus('warning')).toBe('warning');
  });
});

const step = (stepKey: string, substeps: string[] = [], isHidden = false): Step => ({
  stepKey,
  label: stepKey,
  hidden: isHidden,
  status: 'default',
  substeps: substeps.map((substepKey) => ({ substepKey, title: substepKey, hidden: false, warning: false })),
});

describe('navigation (spec 4: Weiter, Zurück, Schließen)', () => {
  const steps = [step('a', ['a1', 'a2']), step('hidden', [], true), step('b'), step('c')];

  it('walks visible substeps first, then the next visible step', () => {
    expect(visiblePositions(steps)).toEqual([
      { stepKey: 'a', substepKey: 'a1' },
      { stepKey: 'a', substepKey: 'a2' },
      { stepKey: 'b' },
      { stepKey: 'c' },
    ]);
    expect(nextPosition(steps, { stepKey: 'a', substepKey: 'a1' })).toEqual({ stepKey: 'a', substepKey: 'a2' });
    expect(nextPosition(steps, { stepKey: 'a', substepKey: 'a2' })).toEqual({ stepKey: 'b' });
    expect(nextPosition(steps, { stepKey: 'c' })).toBeUndefined();
  });

  it('goes back to the previous substep or step', () => {
    expect(previousPosition(steps, { stepKey: 'b' })).toEqual({ stepKey: 'a', substepKey: 'a2' });
    expect(previousPosition(steps, { stepKey: 'a', substepKey: 'a2' })).toEqual({ stepKey: 'a', substepKey: 'a1' });
    expect(previousPosition(steps, { stepKey: 'a', substepKey: 'a1' })).toBeUndefined();
  });

  it('can go back above index 0 or with a previous substep; next while a later position exists', () => {
    expect(canGoBack(steps, { stepKey: 'a', substepKey: 'a1' })).toBe(false);
    expect(canGoBack(steps, { stepKey: 'a', substepKey: 'a2' })).toBe(true);
    expect(canGoBack(steps, { stepKey: 'c' })).toBe(true);
    expect(canGoNext(steps, { stepKey: 'b' })).toBe(true);
    expect(canGoNext(steps, { stepKey: 'c' })).toBe(false);
    expect(canGoNext(steps, { stepKey: 'hidden' })).toBe(false);
  });

  it('shows the buttons only with more than one visible step, Schließen only on the last', () => {
    expect(showNavigation(steps)).toBe(true);
    expect(showNavigation([step('a', ['a1', 'a2']), step('x', [], true)])).toBe(false);
    expect(showClose(steps, { stepKey: 'c' })).toBe(true);
    expect(showClose(steps, { stepKey: 'b' })).toBe(false);
    expect(showClose([step('only')], { stepKey: 'only' })).toBe(false);
  });

  it('opens the step named by stepKey when visible, else the first position', () => {
    expect(initialPosition(steps, 'b')).toEqual({ stepKey: 'b' });
    expect(initialPosition(steps, 'hidden')).toEqual({ stepKey: 'a', substepKey: 'a1' });
    expect(initialPosition(steps, undefined)).toEqual({ stepKey: 'a', substepKey: 'a1' });
  });
});

describe('deep links (stepKey of both specs)', () => {
  const steps = buildSteps(ctx({ sparteIds: [7] }));
  const first = { stepKey: 'allgemeine', substepKey: 'vertragsdaten' };

  it.each([
    ['allgemeine', first],
    ['weitere-vertragsdetails', { stepKey: 'weitere-vertragsdetails' }],
    ['versichertes-objekt', { stepKey: 'allgemeine', substepKey: 'versicherteSache' }],
    ['vertrags-personen', { stepKey: 'allgemeine', substepKey: 'vertragsPersonen' }],
    ['schadensmeldungen', { stepKey: 'schadensmeldungen' }],
    ['dokumente', { stepKey: 'dokumente' }],
    ['fahrzeugDaten', { stepKey: 'fahrzeugDaten' }],
    ['activities', { stepKey: 'activities' }],
    ['anmerkungen', { stepKey: 'anmerkungen' }],
    ['aenderungslog', { stepKey: 'aenderungslog' }],
    ['sparten', { stepKey: 'sparten' }],
    ['wertpapiere', { stepKey: 'wertpapiere' }],
    ['abrechnungDetails', { stepKey: 'abrechnung', substepKey: 'abrechnungDetails' }],
    ['zubringercourtage', { stepKey: 'abrechnung', substepKey: 'zubringercourtage' }],
    ['sparte-7', { stepKey: 'sparte-7' }],
    // The overview of the Sparten lives in the step 'sparten'.
    ['sparteUbersicht', { stepKey: 'sparten' }],
    // Not a step at all: the first position.
    ['gibt-es-nicht', first],
  ])('?stepKey=%s opens %o', (stepKey, expected) => {
    expect(linkedPosition(steps, stepKey)).toEqual(expected);
  });

  it('keeps an explicit substep, and falls back to the first substep of the step', () => {
    expect(linkedPosition(steps, 'allgemeine', 'vertragsPersonen')).toEqual({
      stepKey: 'allgemeine',
      substepKey: 'vertragsPersonen',
    });
    expect(linkedPosition(steps, 'allgemeine', 'unbekannt')).toEqual(first);
    expect(linkedPosition(steps, 'vertragsPersonen')).toEqual({
      stepKey: 'allgemeine',
      substepKey: 'vertragsPersonen',
    });
  });

  it('opens the first position for hidden, unknown or missing keys', () => {
    const noMotor = buildSteps(ctx({ isKraftfahrt: false }));
    expect(linkedPosition(noMotor, 'fahrzeugDaten')).toEqual(first);
    expect(linkedPosition(steps, 'sparte-8')).toEqual(first);
    expect(linkedPosition(steps, 'gibt-es-nicht')).toEqual(first);
    expect(linkedPosition(steps, undefined)).toEqual(first);
  });

  it('maps the spec aliases to their substep, other keys to themselves', () => {
    expect(linkTarget('vertrags-personen')).toEqual({ stepKey: 'allgemeine', substepKey: 'vertragsPersonen' });
    expect(linkTarget('versichertes-objekt', 'egal')).toEqual({
      stepKey: 'allgemeine',
      substepKey: 'versicherteSache',
    });
    expect(linkTarget('anmerkungen')).toEqual({ stepKey: 'anmerkungen', substepKey: undefined });
    expect(linkTarget(undefined)).toBeUndefined();
  });
});
