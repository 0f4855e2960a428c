/**
 * What a localized text costs the main thread: loops of 100,000 `t()` calls (after a warm-up loop),
 * cycling through every locale: a plain text, one with a placeholder, and a plural one (Intl.PluralRules
 * picks the form). Reported per call in microseconds, and the loop's total in milliseconds:
 * `i18n_t_<case>_us_per_call` through `t()` as the bot calls it (texts recur, so these are the memo's
 * hits), `i18n_t_<case>_unmemoized_us_per_call` i18next's own lookup and interpolation, and
 * `i18n_t_miss_us_per_call` a text never made before (a new value every call: the memo's key, the
 * lookup and the insert on top of i18next's work).
 */
import { performance } from 'node:perf_hooks';
import { LOCALES, type MessageKey, t, tUnmemoized, type Vars } from '../../i18n/index.ts';
import { round } from './stats.ts';

const CALLS = 100_000;

function loop(key: MessageKey, vars: (i: number) => Vars | undefined, text = t): number {
  const start = performance.now();
  let length = 0;
  for (let i = 0; i < CALLS; i++) length += text(LOCALES[i % LOCALES.length], key, vars(i)).length;
  const ms = performance.now() - start;
  if (length === 0) throw new Error('t() gave nothing');
  return ms;
}

export async function benchI18n(): Promise<Record<string, number>> {
  const cases = {
    plain: () => loop('bot.noLongerValid', () => undefined),
    placeholder: () => loop('bot.internal', () => ({ incident: 'a1b2c3d4' })),
    plural: () => loop('bot.tooFast', (i) => ({ count: i % 60 })),
    plain_unmemoized: () => loop('bot.noLongerValid', () => undefined, tUnmemoized),
    placeholder_unmemoized: () => loop('bot.internal', () => ({ incident: 'a1b2c3d4' }), tUnmemoized),
    plural_unmemoized: () => loop('bot.tooFast', (i) => ({ count: i % 60 }), tUnmemoized),
    miss: () => loop('bot.internal', (i) => ({ incident: `x${i}-${Math.random()}` })),
  };
  for (const run of Object.values(cases)) run();
  const figures: Record<string, number> = {};
  for (const [name, run] of Object.entries(cases)) {
    const ms = run();
    figures[`i18n_t_${name}_us_per_call`] = round((ms * 1000) / CALLS, 2);
    figures[`i18n_t_${name}_100k_calls_ms`] = round(ms, 1);
  }
  return figures;
}
