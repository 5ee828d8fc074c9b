import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type Statement = { text: string; paramTypes: number[]; rowDescription: BackendMessage | undefined };

/** One buffer of several protocol messages: PGlite's backend reads them in order, as a socket would. */
function concat(parts: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}

/**
 * PGlite that keeps named statements as node-postgres does: a query whose options carry a `name`
 * is parsed and described once under that name and afterwards only bound and executed. PGlite's own
 * `query` parses, plans and describes every statement each time; for a list page that was 60 % of
 * the embedded database's time (docs/decisions/0032). Queries without a name, with a blob or inside
 * a transaction (PGlite's transaction object has its own `query`) run as PGlite runs them.
 */
export class PgliteWithNamedStatements extends PGlite {
  readonly #statements = new Map<string, Statement>();

  override async query<T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions & { name?: string },
  ): Promise<Results<T>> {
    const name = options?.name;
    if (!name || options?.blob) {
      return super.query<T>(text, params, options);
    }
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        try {
          // Looked up inside the lock: two requests may bring a new name at the same time.
          const known = this.#statements.get(name);
          // A name already taken by another text: this once as the unnamed statement.
          const as = known === undefined || known.text === text ? name : '';
          const statement = as === name && known ? known : await this.#prepare(as, text);
          const messages = await this.#execute(as, statement, params ?? [], options);
          await this.syncToFs();
          return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
        } catch (error) {
          throw Object.assign(error as object, { query: text, params, queryOptions: options });
        }
      }),
    );
  }

  async #prepare(name: string, text: string): Promise<Statement> {
    const described = await this.execProtocolStream(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Statement = {
      text,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((m) => m.name === 'rowDescription'),
    };
    if (name !== '') {
      this.#statements.set(name, statement);
    }
    return statement;
  }

  async #execute(name: string, statement: Statement, params: unknown[], options: QueryOptions | undefined) {
    // The same text for each value as PGlite's query writes (its serializers by the parameter's type).
    const values = params.map((value, i) => {
      if (value === null || value === undefined) {
        return null;
      }
      const type = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.execProtocolStream(
      concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    // The row description came with the statement's Describe; parseResults wants it before the rows.
    return statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
  }
}
