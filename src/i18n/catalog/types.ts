import type { enUS } from './en-US.ts';

/** The English catalog's shape: where the keys come from. */
export type Catalog = typeof enUS;

/** A translated catalog: nested texts, checked key for key against English by test/i18n/catalog.test.ts
 *  (not by the type, since plural keys differ by language). */
export interface Messages {
  readonly [key: string]: string | Messages;
}
