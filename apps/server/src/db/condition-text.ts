import { Column, is, Name, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

// The text of a condition whose values are placeholders: the key of a query built once
// (named-statement.ts, docs/decisions/0031 and 0036).

const dialect = new PgDialect();

/** Drizzle's text of a condition and whether each of its values is a placeholder. */
function drizzleText(condition: SQL): string | undefined {
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return params.every((p) => is(p, Placeholder)) ? text : undefined;
}

// Drizzle's (internal) table symbols, registered globally by Symbol.for.
const tableSymbol = {
  name: Symbol.for('drizzle:Name'),
  schema: Symbol.for('drizzle:Schema'),
  isAlias: Symbol.for('drizzle:IsAlias'),
};
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
type TableSymbols = Record<symbol, unknown>;

function tableText(table: TableSymbols): string {
  const schema = table[tableSymbol.schema] as string | undefined;
  const name = table[tableSymbol.name] as string;
  return table[tableSymbol.isAlias] || schema === undefined ? quoted(name) : `${quoted(schema)}.${quoted(name)}`;
}

/**
 * Appends the text PgDialect writes for `chunks` as long as they hold only text, columns, tables,
 * names and placeholders; false at anything else (a value written in, a subquery, an alias …),
 * which is then left to Drizzle.
 */
function appendText(chunks: readonly unknown[], out: { text: string; params: number }): boolean {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      out.text += chunk.value.join('');
    } else if (chunk instanceof SQL) {
      if (!appendText(chunk.queryChunks, out)) {
        return false;
      }
    } else if (chunk instanceof Column) {
      if (chunk.keyAsName) {
        return false;
      }
      out.text += `${tableText(chunk.table as unknown as TableSymbols)}.${quoted(chunk.name)}`;
    } else if (chunk instanceof Placeholder || (chunk instanceof Param && chunk.value instanceof Placeholder)) {
      out.params += 1;
      out.text += `$${out.params}`;
    } else if (chunk instanceof Table) {
      out.text += tableText(chunk as unknown as TableSymbols);
    } else if (chunk instanceof Name) {
      out.text += quoted(chunk.value);
    } else if (Array.isArray(chunk)) {
      out.text += '(';
      for (let i = 0; i < chunk.length; i++) {
        if (i > 0) {
          out.text += ', ';
        }
        if (!appendText([chunk[i]], out)) {
          return false;
        }
      }
      out.text += ')';
    } else if (chunk !== undefined) {
      return false;
    }
  }
  return true;
}

/**
 * The text PgDialect writes for a condition of text, columns, tables, names, lists and
 * placeholders, written without Drizzle; undefined for anything else.
 */
export function ownConditionText(condition: SQL): string | undefined {
  const out = { text: '', params: 0 };
  return appendText(condition.queryChunks, out) ? out.text : undefined;
}

// Outside production every text written here is compared with Drizzle's (the test suite checks it).
const compareWithDrizzle = process.env.NODE_ENV !== 'production';

/**
 * The text of a condition when every value in it is a placeholder, else undefined: such a
 * condition can key a query that is built once and run with other values (cachedQuery). A
 * condition with a value written in would run with the first caller's value, so it is refused here.
 * Written by ownConditionText where it can (Drizzle's own writer was 4–7 % of a request's server
 * CPU: the key is needed on every request, the statement only once), else by Drizzle.
 */
export function placeholderOnlyText(condition: SQL): string | undefined {
  const own = ownConditionText(condition);
  if (own === undefined) {
    return drizzleText(condition);
  }
  if (compareWithDrizzle && drizzleText(condition) !== own) {
    throw new Error(`placeholderOnlyText: ${own} statt ${drizzleText(condition)}`);
  }
  return own;
}
