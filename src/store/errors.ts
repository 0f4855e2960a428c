/**
 * The store's error classes. Callers tell them apart with `instanceof`:
 * - StoreError: the backend failed (unreachable, closed, locked, rejected a write) or returned a
 *   record that does not parse. `cause` holds the underlying error. Nothing was written by the
 *   operation that threw it (a single-key write either lands whole or not at all).
 * - InvalidRecordError (a StoreError): a record read back does not parse, or a value to write fails
 *   its schema: a bug or a damaged record, not the backend being unreachable, so callers say so
 *   differently. Nothing was written.
 * - StaleVersionError: an update carried an `expectedVersion` that is not the stored one (a doubled
 *   or stale click). Nothing was written.
 * - AlreadyExistsError: `create` on an id that already holds a record. Nothing was written.
 */

export class StoreError extends Error {
  override name = 'StoreError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export class InvalidRecordError extends StoreError {
  override name = 'InvalidRecordError';
}

export class StaleVersionError extends Error {
  override name = 'StaleVersionError';
  readonly expected: number;
  /** The stored version (0 when the record does not exist). */
  readonly actual: number;
  constructor(key: string, expected: number, actual: number) {
    super(`${key}: expected version ${expected}, but the stored version is ${actual}`);
    this.expected = expected;
    this.actual = actual;
  }
}

export class AlreadyExistsError extends Error {
  override name = 'AlreadyExistsError';
  constructor(key: string) {
    super(`${key} already exists`);
  }
}
