import { describe, expect, it } from 'vitest';
import { formularAnzeige } from './formular-anzeige';
import { FormularDefinitionSchema } from './formular-definition.schema';
import { findKatalogEintrag } from './formular-katalog';
import { beratungsprotokollDefinition } from './formular-katalog-beratungsprotokoll';
import {
  canAddSchritt,
  changeSchrittListe,
  FORMULAR_MAX_SCHRITTE,
  isDynamicDocument,
  neueSchrittId,
  SCHRITT_IDS_DOPPELT,
  schrittHatDaten,
  zuVieleSchritteMessage,
} from './formular-schritte';
import { UNKNOWN_FIELD_MESSAGE, validateFormular } from './formular-validate';

const list = [
  { _schritt: 's1', thema: 'Altersvorsorge' },
  { _schritt: 's2', thema: 'Berufsunfähigkeit' },
  { _schritt: 's3', thema: 'Hausrat' },
];
const themen = (l: { thema?: unknown }[]) => l.map((r) => r.thema ?? '');

describe('step list operations', () => {
  it('adds an empty step with a new id behind the given one, or at the start', () => {
    const added = changeSchrittListe(list, { op: 'add', index: 0 });
    expect(added.list[1]).toEqual({ _schritt: 's4' });
    expect(added.index).toBe(1);
    expect(changeSchrittListe([], { op: 'add', index: -1 })).toEqual({ list: [{ _schritt: 's1' }], index: 0 });
  });

  it('copies a step with its values and a new id right behind it', () => {
    const copied = changeSchrittListe(list, { op: 'copy', index: 1 });
    expect(themen(copied.list)).toEqual(['Altersvorsorge', 'Berufsunfähigkeit', 'Berufsunfähigkeit', 'Hausrat']);
    expect(copied.list[2]?._schritt).toBe('s4');
    expect(copied.index).toBe(2);
  });

  it('removes a step and shows its neighbour', () => {
    const removed = changeSchrittListe(list, { op: 'remove', index: 2 });
    expect(themen(removed.list)).toEqual(['Altersvorsorge', 'Berufsunfähigkeit']);
    expect(removed.index).toBe(1);
    expect(changeSchrittListe(list, { op: 'remove', index: 7 }).list).toBe(list);
  });

  it('moves a step up and down, not past either end', () => {
    expect(themen(changeSchrittListe(list, { op: 'move', index: 2, by: -1 }).list)).toEqual([
      'Altersvorsorge',
      'Hausrat',
      'Berufsunfähigkeit',
    ]);
    expect(changeSchrittListe(list, { op: 'move', index: 0, by: 1 }).index).toBe(1);
    expect(changeSchrittListe(list, { op: 'move', index: 0, by: -1 }).list).toBe(list);
    expect(changeSchrittListe(list, { op: 'move', index: 2, by: 1 }).list).toBe(list);
  });

  it(`adds and copies no more than ${FORMULAR_MAX_SCHRITTE} steps in the document`, () => {
    const full = Array.from({ length: FORMULAR_MAX_SCHRITTE }, (_, i) => ({ _schritt: `s${i + 1}` }));
    expect(canAddSchritt(full.length)).toBe(false);
    expect(changeSchrittListe(full, { op: 'add', index: 0 }).list).toBe(full);
    expect(changeSchrittListe(list, { op: 'copy', index: 0 }, { total: FORMULAR_MAX_SCHRITTE }).list).toBe(list);
  });

  it('new ids differ from every id of the document', () => {
    expect(neueSchrittId(['s2', 's17', 'x', undefined])).toBe('s18');
    expect(neueSchrittId([])).toBe('s1');
  });

  it('knows whether a step holds data', () => {
    expect(schrittHatDaten({ _schritt: 's1' })).toBe(false);
    expect(schrittHatDaten({ _schritt: 's1', thema: '', erledigt: false })).toBe(false);
    expect(schrittHatDaten({ _schritt: 's1', thema: 'Rente' })).toBe(true);
  });
});

describe('a dynamic document', () => {
  const def = beratungsprotokollDefinition;

  it('is a valid definition marked as dynamic; the catalogue offers it', () => {
    expect(FormularDefinitionSchema.safeParse(def).success).toBe(true);
    expect(isDynamicDocument(def)).toBe(true);
    expect(findKatalogEintrag('VERSICHERUNG', 'beratungsprotokoll')?.definition).toBe(def);
  });

  it('refuses a repeatable step below the top level or on a field', () => {
    const nested = {
      ...def,
      components: [{ id: 'a', type: 'heading', label: 'A', children: [def.components[1]] }],
    };
    expect(FormularDefinitionSchema.safeParse(nested).success).toBe(false);
    const field = { ...def, components: [{ id: 'a', type: 'TEXT', label: 'A', config: { repeatableStep: true } }] };
    expect(FormularDefinitionSchema.safeParse(field).success).toBe(false);
  });

  it('stores the step list with its ids, order and values; a step list ≤ 50, ids unique', () => {
    const answers = {
      beratungsthema: [
        { _schritt: 's2', thema: 'B' },
        { _schritt: 's1', thema: 'A' },
      ],
    };
    expect(validateFormular(def, answers).cleaned.beratungsthema).toEqual(answers.beratungsthema);
    const many = Array.from({ length: FORMULAR_MAX_SCHRITTE + 1 }, (_, i) => ({ _schritt: `s${i + 1}` }));
    expect(validateFormular(def, { beratungsthema: many }).errors.beratungsthema).toBe(zuVieleSchritteMessage);
    const twice = [{ _schritt: 's1' }, { _schritt: 's1' }];
    expect(validateFormular(def, { beratungsthema: twice }).errors.beratungsthema).toBe(SCHRITT_IDS_DOPPELT);
    expect(validateFormular(def, { beratungsthema: [{ thema: 'ohne Id' }] }).errors.beratungsthema).toBeDefined();
    expect(validateFormular(def, { beratungsthema: [{ _schritt: 's1', x: 'y' }] }).errors['beratungsthema.0.x']).toBe(
      UNKNOWN_FIELD_MESSAGE,
    );
  });

  it('checks each step copy by its fields and keys errors by the step', () => {
    const { errors } = validateFormular(def, { beratungsthema: [{ _schritt: 's1', thema: 'A' }, { _schritt: 's2' }] });
    expect(errors['beratungsthema.0.bedarf']).toBeDefined();
    expect(errors['beratungsthema.1.thema']).toBeDefined();
    expect(errors['beratungsthema.0.thema']).toBeUndefined();
  });

  it('reads as one heading per step copy, in order', () => {
    const lines = formularAnzeige(def, {
      beratungsthema: [
        { _schritt: 's2', thema: 'Rente' },
        { _schritt: 's1', thema: 'Hausrat' },
      ],
    });
    expect(lines.filter((l) => l.kind === 'heading').map((l) => l.label)).toEqual([
      'Kunde',
      'Beratungsthema 1',
      'Beratungsthema 2',
      'Ort und Datum',
    ]);
    expect(lines.find((l) => l.label === 'Thema')).toMatchObject({ text: 'Rente' });
  });
});
