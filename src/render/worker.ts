/**
 * A render worker thread: makes the pictures `pool.ts` sends and sends back the PNG bytes (the
 * buffer is transferred, not copied). A picture is drawn and mapped onto its palette on this
 * thread, then deflated here too, unless the pool has already sent the next picture
 * (PIPELINE_DEPTH) or an earlier one is still deflating: then it deflates on the libuv thread pool
 * while this thread draws the next one. So a lone picture takes no thread hop, and pictures that
 * queue wait less. Answers carry the
 * request's id and may come out of order. A job that throws is answered with its error message,
 * so one bad model never kills the thread.
 */
import { parentPort, receiveMessageOnPort } from 'node:worker_threads';
import { ensureFonts } from './fonts.ts';
import { mapJob, type RenderJob } from './job.ts';
import { deflateIndexed, deflateIndexedAsync, type IndexedPicture } from './png.ts';

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

/** Pictures deflating on the thread pool now. */
let deflating = 0;

function handle({ id, job }: WorkerRequest): void {
  if (job.kind === 'ping') {
    port?.postMessage({ id, ok: true, png: null } satisfies WorkerResponse);
    return;
  }
  let picture: IndexedPicture;
  try {
    picture = mapJob(job);
  } catch (error) {
    fail(id, error);
    return;
  }
  // The next request, if the pool sent one while this picture was drawn (taken off the port here,
  // so it is not delivered as a 'message' event too).
  const next = port ? receiveMessageOnPort(port) : undefined;
  // Deflated here only when nothing waits: not while an earlier picture deflates on the pool
  // either, whose answer would then wait for this thread too.
  if (next === undefined && deflating === 0) {
    let png: Buffer;
    try {
      png = deflateIndexed(picture);
    } catch (error) {
      fail(id, error);
      return;
    }
    answer(id, png);
    return;
  }
  deflating++;
  deflateIndexedAsync(picture)
    .then(
      (png) => answer(id, png),
      (error: unknown) => fail(id, error),
    )
    .finally(() => deflating--);
  if (next !== undefined) handle(next.message as WorkerRequest);
}

port.on('message', handle);
