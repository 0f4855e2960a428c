/**
 * The slice of `pg` (node-postgres, installed as @keyv/postgres's dependency) that backends.ts uses;
 * the project does not install @types/pg.
 */
declare module 'pg' {
  interface QueryResult {
    rows: unknown[];
  }
  class Pool {
    constructor(config?: Record<string, unknown>);
    query(sql: string, values?: unknown[]): Promise<QueryResult>;
    on(event: 'error', listener: (err: Error) => void): this;
    end(): Promise<void>;
  }
  const pg: { Pool: typeof Pool };
  export default pg;
}
