/** Walking a catalog in tests: every text by its dotted key, and a key's plural suffix. */
import type { Messages } from '../../src/i18n/catalog/types.ts';
import { PLURAL_SUFFIXES } from '../../src/i18n/index.ts';

/** Every text of a catalog by its dotted key. */
export function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(messages)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/** A key with a plural suffix: its base (1) and its form (2). */
export const PLURAL = new RegExp(`^(.*)_(${PLURAL_SUFFIXES.join('|')})$`);
