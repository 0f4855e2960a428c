/**
 * Starts a worker thread on a module of this project. Used by the solver's and the renderer's pools.
 *
 * Run from TypeScript sources (under tsx, or bundled by src/run.mjs), a worker cannot load its `.ts` entry by
 * itself. Two ways, the first preferred:
 * - `prepareWorker(url)` (awaited by the pools' warm-up) bundles the entry and everything it imports
 *   from this project into one ES module (src/bundle.mjs), kept in memory; the worker then starts
 *   on that (a `data:` URL), packages imported from node_modules by their absolute file URLs.
 *   Measured per render worker: 111 MB of the process's RSS against 124
 *   MB with tsx, ready in 273 ms against 382, and no module-hooks thread of its own.
 * - otherwise (not prepared yet, or bundling failed) a one-line entry registers tsx in the thread
 *   and imports the module (Node 20 applies no `--import` hooks to a worker's entry module).
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { bundleModule, resolvePackage } from './bundle.mjs';

/** Bundled entries by URL: the module's source, or null when bundling failed (tsx is used). */
const bundles = new Map<string, string | null>();
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
      (code) => void bundles.set(url.href, code),
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

export function startModuleWorker(url: URL, options: WorkerOptions = {}): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  const code = bundles.get(url.href);
  if (code) return new Worker(new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`), options);
  const tsx = JSON.stringify(resolvePackage('tsx/esm/api'));
  const entry = `import(${tsx}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(entry, { ...options, eval: true });
}
