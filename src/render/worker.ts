/**
 * A render worker thread: makes the pictures `pool.ts` sends and sends back the PNG bytes (the
 * buffer is transferred, not copied). A picture is drawn and mapped onto its palette on this
 * thread, then deflated on the libuv thread pool, so the pool may send the next picture while one
 * deflates (PIPELINE_DEPTH): this thread draws it meanwhile. Answers carry the request's id and
 * may come out of order. A job that throws is answered with its error message, so one bad model
 * never kills the thread.
 */
import { parentPort } from 'node:worker_threads';
import { ensureFonts } from './fonts.ts';
import { type RenderJob, runJobAsync } from './job.ts';

export interface WorkerRequest {
  id: number;
  job: RenderJob | { kind: 'ping' };
}

export type WorkerResponse =
  | { id: number; ok: true; png: ArrayBuffer | null }
  | { id: number; ok: false; error: string };

const port = parentPort;
if (port === null) throw new Error('render worker: start this file with new Worker(), not directly');
ensureFonts();

function answer(id: number, png: Buffer): void {
  // A PNG of its own ArrayBuffer (never a slice of node's shared pool), so it can be moved, not copied.
  const own = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength;
  const buffer = (own ? png.buffer : new Uint8Array(png).buffer) as ArrayBuffer;
  port?.postMessage({ id, ok: true, png: buffer } satisfies WorkerResponse, [buffer]);
}

const fail = (id: number, error: unknown) =>
  port?.postMessage({ id, ok: false, error: (error as Error).message } satisfies WorkerResponse);

port.on('message', ({ id, job }: WorkerRequest) => {
  if (job.kind === 'ping') {
    port.postMessage({ id, ok: true, png: null } satisfies WorkerResponse);
    return;
  }
  let png: Promise<Buffer>;
  try {
    png = runJobAsync(job); // drawn and mapped before it returns
  } catch (error) {
    fail(id, error);
    return;
  }
  png.then(
    (bytes) => answer(id, bytes),
    (error: unknown) => fail(id, error),
  );
});
