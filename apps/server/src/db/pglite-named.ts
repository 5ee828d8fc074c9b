import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { type Parser, type ResultField, readExecuteResult } from './pglite-result';

type Statement = { text: string; paramTypes: number[]; fields: ResultField[] };

/**
 * PGlite that keeps named statements as node-postgres does and reads rows without PGlite's parser
 * (docs/decisions/0032). A query whose options carry a `name` is parsed and described once under
 * that name and afterwards only bound and executed; PGlite's own `query` parses, plans and describes
 * every statement each time (60 % of the embedded database's time for a list page). Every query's
 * rows come from the raw protocol messages (pglite-result.ts): PGlite's parser copied and decoded each
 * field on its own, a third of a list request's CPU. Queries with a blob or a notice handler, and
 * everything inside a transaction (PGlite's transaction object has its own `query`), run as PGlite
 * runs them.
 */
export class PgliteWithNamedStatements extends PGlite {
  readonly #statements = new Map<string, Statement>();

  override async query<T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions & { name?: string },
  ): Promise<Results<T>> {
    if (options?.blob || options?.onNotice) {
      return super.query<T>(text, params, options);
    }
    const name = options?.name ?? '';
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        try {
          // Looked up inside the lock: two requests may bring a new name at the same time.
          const known = name === '' ? undefined : this.#statements.get(name);
          // Without a name, or a name already taken by another text: this once as the unnamed statement.
          const as = known === undefined || known.text === text ? name : '';
          const statement = as !== '' && known ? known : await this.#prepare(as, text, options?.paramTypes);
          const result = await this.#execute<T>(as, statement, params ?? [], options);
          await this.syncToFs();
          return result;
        } catch (error) {
          throw Object.assign(error as object, { query: text, params, queryOptions: options });
        }
      }),
    );
  }

  async #prepare(name: string, text: string, types: number[] | undefined): Promise<Statement> {
    // Several protocol messages in one buffer: PGlite's backend reads them in order, as from a socket.
    const described = await this.execProtocolStream(
      Buffer.concat([
        protocol.serialize.parse({ name, text, ...(types ? { types } : {}) }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Statement = {
      text,
      paramTypes: parse.parseDescribeStatementResults(described),
      fields: described.flatMap((m) =>
        m.name === 'rowDescription'
          ? (m as unknown as { fields: ResultField[] }).fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }))
          : [],
      ),
    };
    if (name !== '') {
      this.#statements.set(name, statement);
    }
    return statement;
  }

  async #execute<T>(
    name: string,
    statement: Statement,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    // The same text for each value as PGlite's query writes (its serializers by the parameter's type).
    const values = params.map((value, i) => {
      if (value === null || value === undefined) {
        return null;
      }
      const type = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    // Raw, unparsed: execProtocolRaw and execProtocolStream both run PGlite's own (slow) parser.
    const chunks: Uint8Array[] = [];
    await this.execProtocolRawStream(
      Buffer.concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      // A view into the database's memory, valid only during the call.
      { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
    );
    const raw = chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks);
    const custom = options?.parsers as Record<number, Parser | undefined> | undefined;
    const own = this.parsers as Record<number, Parser | undefined>;
    return readExecuteResult<T>(
      raw,
      statement.fields,
      (type) => custom?.[type] ?? own[type],
      options?.rowMode === 'array' ? 'array' : 'object',
    );
  }
}
