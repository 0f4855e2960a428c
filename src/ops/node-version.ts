/**
 * The Node.js version check for the entry points. `engines.node` in package.json (`>=X.Y`) is the
 * one place the minimum is written; only that form is supported, which is all the project uses.
 */
import { readFileSync } from 'node:fs';

/** One line saying what to install when `version` is older than `engines` (`>=20.12`), else undefined. */
export function nodeVersionProblem(version: string, engines: string): string | undefined {
  const want = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(engines.trim());
  const have = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!want || !have) return undefined;
  const w = [Number(want[1]), Number(want[2] ?? 0), Number(want[3] ?? 0)];
  const h = [Number(have[1]), Number(have[2]), Number(have[3])];
  for (let i = 0; i < 3; i++) {
    const [hi, wi] = [h[i] ?? 0, w[i] ?? 0];
    if (hi > wi) return undefined;
    if (hi < wi) {
      const min = engines.replace(/^>=\s*/, '');
      return `This bot needs Node.js ${min} or newer; this is Node.js ${version.replace(/^v/, '')}. Install Node.js 20 LTS (https://nodejs.org) and start it again.`;
    }
  }
  return undefined;
}

/** `engines.node` of the project's package.json. */
export function requiredNode(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    engines?: { node?: string };
  };
  return pkg.engines?.node ?? '>=0';
}
