import { describe, expect, it } from 'vitest';
import { FormularDefinitionSchema } from './formular-definition.schema';
import { exampleFormular } from './formular-example';

const base = { id: 'test', version: 1, title: 'Test' };
const messages = (definition: unknown) =>
  FormularDefinitionSchema.safeParse(definition).error?.issues.map((i) => i.message) ?? [];
const withComponents = (...components: unknown[]) => ({ ...base, components });

describe('FormularDefinitionSchema', () => {
  it('takes the example with every component type', () => {
    expect(FormularDefinitionSchema.parse(exampleFormular)).toEqual(exampleFormular);
  });

  it('refuses a missing version, an unknown type, extra keys and no components', () => {
    expect(FormularDefinitionSchema.safeParse({ ...base, version: undefined, components: [] }).success).toBe(false);
    expect(FormularDefinitionSchema.safeParse(withComponents()).success).toBe(false);
    expect(messages(withComponents({ id: 'a', type: 'slider', label: 'A' }))).toContain('Unbekannter Komponententyp.');
    expect(
      FormularDefinitionSchema.safeParse(withComponents({ id: 'a', type: 'TEXT', label: 'A', onChange: 'x' })).success,
    ).toBe(false);
    expect(
      FormularDefinitionSchema.safeParse({ ...base, version: 1.5, components: [{ id: 'a', type: 'TEXT', label: 'A' }] })
        .success,
    ).toBe(false);
  });

  it('refuses duplicate, reserved and malformed ids', () => {
    const a = { id: 'a', type: 'TEXT', label: 'A' };
    expect(messages(withComponents(a, { id: 'h', type: 'heading', label: 'H', children: [a] }))).toContain(
      'Die Id „a“ kommt mehrfach vor.',
    );
    expect(messages(withComponents({ ...a, id: 'READ_ONLY' }))).toContain('Die Id „READ_ONLY“ ist reserviert.');
    expect(FormularDefinitionSchema.safeParse(withComponents({ ...a, id: '1a' })).success).toBe(false);
  });

  it('refuses conditions on unknown ids, code in conditions and malformed conditions', () => {
    const hidden = (hideCondition: unknown) => withComponents({ id: 'a', type: 'TEXT', label: 'A', hideCondition });
    expect(messages(hidden({ field: 'x', op: 'eq', value: '1' }))).toContain('Die Komponente „x“ gibt es nicht.');
    expect(FormularDefinitionSchema.safeParse(hidden('a === 1')).success).toBe(false);
    expect(FormularDefinitionSchema.safeParse(hidden({ field: 'a', op: 'gt', value: 1 })).success).toBe(false);
    expect(FormularDefinitionSchema.safeParse(hidden({ field: 'a', op: 'in', value: 'x' })).success).toBe(false);
    expect(FormularDefinitionSchema.safeParse(hidden({ field: 'a', op: 'eq' })).success).toBe(false);
    expect(FormularDefinitionSchema.safeParse(hidden({ all: [] })).success).toBe(false);
    let deep: unknown = { field: 'a', op: 'empty' };
    for (let i = 0; i < 9; i++) {
      deep = { not: deep };
    }
    expect(messages(hidden(deep))).toContain('Die Bedingung ist zu tief verschachtelt.');
  });

  it('refuses combinations that make no sense', () => {
    expect(messages(withComponents({ id: 'a', type: 'combo', label: 'A' }))).toContain(
      'Eine Auswahl braucht Optionen.',
    );
    expect(messages(withComponents({ id: 'g', type: 'repeatGroup', label: 'G', children: [] }))).toContain(
      'Eine Wiederholgruppe braucht mindestens eine Unterkomponente.',
    );
    expect(
      messages(
        withComponents({
          id: 'g',
          type: 'repeatGroup',
          label: 'G',
          children: [{ id: 'h', type: 'repeatGroup', label: 'H', children: [{ id: 'x', type: 'TEXT', label: 'X' }] }],
        }),
      ),
    ).toContain('Eine Wiederholgruppe darf keine Gruppen enthalten.');
    expect(messages(withComponents({ id: 'a', type: 'TEXT', label: 'A', children: [] }))).toEqual([]);
    expect(
      messages(
        withComponents({ id: 'a', type: 'TEXT', label: 'A', children: [{ id: 'b', type: 'TEXT', label: 'B' }] }),
      ),
    ).toContain('Nur Überschriften und Wiederholgruppen dürfen Unterkomponenten haben.');
    expect(
      messages(withComponents({ id: 'a', type: 'TEXT', label: 'A', validators: [{ type: 'min', value: 1 }] })),
    ).toContain('Der Validator min gilt nur für Zahlen.');
    expect(
      messages(withComponents({ id: 'a', type: 'TEXT', label: 'A', validators: [{ type: 'pattern', value: '(' }] })),
    ).toContain('Das Muster ist kein gültiger regulärer Ausdruck.');
    expect(messages(withComponents({ id: 'a', type: 'TEXT', label: 'A', config: { urlEncoded: true } }))).toContain(
      'URL-Kodierung gilt nur für Textbereiche.',
    );
    expect(messages(withComponents({ id: 'a', type: 'TEXT', label: 'A', config: { precision: 2 } }))).toContain(
      'Nachkommastellen gelten nur für Zahlen.',
    );
    expect(
      messages(
        withComponents({
          id: 'a',
          type: 'radio',
          label: 'A',
          options: [
            { value: 'x', label: 'X' },
            { value: 'x', label: 'Y' },
          ],
        }),
      ),
    ).toContain('Die Werte der Optionen müssen eindeutig sein.');
    expect(
      messages(withComponents({ id: 'p', type: 'plz', label: 'PLZ', config: { linkedInputs: ['ort'] } })),
    ).toContain('Die Komponente „ort“ gibt es nicht.');
  });
});
