/**
 * Starts a worker thread on a module of this project. Run from TypeScript sources (`npm start` uses
 * tsx), the worker needs tsx too, and Node 20 applies no `--import` hooks to a worker's entry
 * module: so the entry is then a one-line script that registers tsx in the thread and imports the
 * module. Used by the solver's and the renderer's pools.
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

export function startModuleWorker(url: URL, options: WorkerOptions = {}): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = `import(${tsx}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(entry, { ...options, eval: true });
}
