/**
 * Starts a worker thread on a module of this project. Used by the solver's and the renderer's pools.
 *
 * Run from TypeScript sources (under tsx, or bundled by src/run.mjs), a worker cannot load its `.ts` entry by
 * itself. Two ways, the first preferred:
 * - `prepareWorker(url)` (awaited by the pools' warm-up) bundles the entry and everything it imports
 *   from this project into one ES module (src/bundle.mjs), written once to a private temporary
 *   directory (removed when the process exits); workers then start on that file, packages imported
 *   from node_modules by their absolute file URLs. Measured per render worker: 111 MB of the
 *   process's RSS against 124 MB with tsx, ready in 273 ms against 382, and no module-hooks thread
 *   of its own. A file, not a `data:` URL: V8 kept five copies of a `data:` URL (the module map's
 *   key, the module's URL, the entry's code...), each as long as the base64 of the whole bundle:
 *   8 MB of a render worker's 16 MB heap, and with it a full collection every few pictures
 *   (docs/benchmarks.md, render worker). Where no file can be written, a `data:` URL still serves.
 * - otherwise (not prepared yet, or bundling failed) a one-line entry registers tsx in the thread
 *   and imports the module (Node 20 applies no `--import` hooks to a worker's entry module).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { bundleModule, resolvePackage } from './bundle.mjs';

/**
 * Bundled entries by URL: where workers load the bundle from (its file's URL, or a `data:` URL
 * where no file could be written), or null when bundling failed (tsx is used).
 */
const bundles = new Map<string, URL | null>();
let directory: string | undefined;
let written = 0;

/** The bundle's code as a module URL a worker can start on: a file of its own, else a `data:` URL. */
function bundleUrl(code: string): URL {
  try {
    if (directory === undefined) {
      const made = mkdtempSync(join(tmpdir(), 'cardbot-workers-'));
      process.once('exit', () => rmSync(made, { recursive: true, force: true }));
      directory = made;
    }
    const file = join(directory, `worker-${written++}.mjs`);
    writeFileSync(file, code, { mode: 0o600 });
    return pathToFileURL(file);
  } catch {
    return new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  }
}
const preparing = new Map<string, Promise<void>>();
/** Bundling takes about 100 ms; past this, workers start on tsx instead. */
const BUNDLE_TIMEOUT_MS = 10_000;

/** Whether `prepareWorker(url)` has settled (workers on `url` may start now, on a bundle or on tsx). */
export function workerPrepared(url: URL): boolean {
  return !url.pathname.endsWith('.ts') || bundles.has(url.href);
}

/**
 * Bundles a `.ts` worker entry for `startModuleWorker` (once per process; later calls wait for the
 * first). Never rejects: a failure leaves the worker on tsx, and is returned for the log.
 */
export function prepareWorker(url: URL): Promise<void> {
  if (!url.pathname.endsWith('.ts')) return Promise.resolve();
  let done = preparing.get(url.href);
  if (done === undefined) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('bundling took too long')), BUNDLE_TIMEOUT_MS);
      timer.unref();
    });
    done = Promise.race([bundleModule(url), late]).then(
      (code) => void bundles.set(url.href, bundleUrl(code)),
      () => void bundles.set(url.href, null),
    );
    void done.finally(() => clearTimeout(timer));
    preparing.set(url.href, done);
  }
  return done;
}

/** Whether workers on `url` start on its bundle (prepared, and bundling worked). */
export function isBundled(url: URL): boolean {
  return Boolean(bundles.get(url.href));
}

/** Where workers on `url` load its bundle from (null: on tsx; undefined: not prepared). */
export const bundleOf = (url: URL): URL | null | undefined => bundles.get(url.href);

export function startModuleWorker(url: URL, options: WorkerOptions = {}): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  const bundled = bundles.get(url.href);
  if (bundled) return new Worker(bundled, options);
  const tsx = JSON.stringify(resolvePackage('tsx/esm/api'));
  const entry = `import(${tsx}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(entry, { ...options, eval: true });
}
