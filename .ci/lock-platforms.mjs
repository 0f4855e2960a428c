// Adds lock entries for optional platform packages (other OSes' prebuilt binaries of
// @napi-rs/canvas, Biome, ...) that this workplace's npm mirror does not serve, so the
// lock file stays complete for `npm ci` everywhere. Each entry is optional and marked
// with its os/cpu/libc, so npm skips it on other platforms and fetches it by name and
// version where it applies. Run after `npm install` changes package-lock.json:
//   node .ci/lock-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

/** os / cpu / libc from a platform package's name suffix, e.g. `linux-arm64-musl`, `win32-x64-msvc`. */
function platformOf(name) {
  const m = /-(android|darwin|linux|win32|freebsd)-(arm64|x64|arm|ia32|riscv64|s390x|ppc64)(?:-(musl|gnu|gnueabihf|msvc))?$/.exec(
    name,
  );
  if (!m) return undefined;
  const [, os, cpu, abi] = m;
  const platform = { os: [os], cpu: [cpu] };
  if (os === 'linux') platform.libc = [abi === 'musl' ? 'musl' : 'glibc'];
  return platform;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (packages[key] || packages[`${path}/node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    const fields = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    // `version` first, then the rest in alphabetical order: exactly what `npm install` rewrites such
    // an entry to, so a fresh clone's `npm install` leaves the committed lock file unchanged.
    packages[key] = Object.fromEntries(
      Object.entries(fields).sort(([a], [b]) => (a === 'version' ? -1 : b === 'version' ? 1 : a.localeCompare(b))),
    );
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: added ${added} optional platform entr${added === 1 ? 'y' : 'ies'}`);
