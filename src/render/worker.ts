/**
 * A render worker thread's loop, `serveRenderJobs`, started by the worker's entry module with the
 * drawers it serves (src/games/render-worker.ts: the games' drawers, which this folder never
 * names): makes the pictures `pool.ts` sends and sends back the PNG bytes (the buffer is
 * transferred, not copied). A picture is drawn and mapped onto its palette on this
 * thread, then deflated on the libuv thread pool, so that this thread draws the next picture
 * (the pool sends a busy worker one more: PIPELINE_DEPTH) while one deflates. Deflating a picture
 * here when no other waited behind it spared a lone picture the hop to another thread (about
 * 3 ms), but pictures that queued then waited longer (docs/benchmarks.md, throughput). Answers carry the
 * request's id and may come out of order. A job that throws is answered with its error message,
 * so one bad model never kills the thread.
 */
import { parentPort } from 'node:worker_threads';
import { ensureFonts } from './fonts.ts';
import { type Drawers, mapJob, type RenderJob } from './job.ts';
import { deflateIndexedAsync, type IndexedPicture } from './png.ts';

export interface WorkerRequest {
  id: number;
  /** Null: a ping (the pool's warm-up), answered without a picture once the worker is ready. */
  job: RenderJob | null;
}

export type WorkerResponse =
  | { id: number; ok: true; png: ArrayBuffer | null }
  | { id: number; ok: false; error: string };

/** Answers the pool's requests on this worker thread, drawing with `drawers`, for as long as the thread runs. */
export function serveRenderJobs(drawers: Drawers): void {
  const port = parentPort;
  if (port === null) throw new Error('render worker: start its entry with new Worker(), not directly');
  ensureFonts();

  function answer(id: number, png: Buffer): void {
    // A PNG of its own ArrayBuffer (never a slice of node's shared pool), so it can be moved, not copied.
    const own = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength;
    const buffer = (own ? png.buffer : new Uint8Array(png).buffer) as ArrayBuffer;
    port?.postMessage({ id, ok: true, png: buffer } satisfies WorkerResponse, [buffer]);
  }

  const fail = (id: number, error: unknown) =>
    port?.postMessage({ id, ok: false, error: (error as Error).message } satisfies WorkerResponse);

  function handle({ id, job }: WorkerRequest): void {
    if (job === null) {
      port?.postMessage({ id, ok: true, png: null } satisfies WorkerResponse);
      return;
    }
    let picture: IndexedPicture;
    try {
      picture = mapJob(drawers, job);
    } catch (error) {
      fail(id, error);
      return;
    }
    deflateIndexedAsync(picture).then(
      (png) => answer(id, png),
      (error: unknown) => fail(id, error),
    );
  }

  port.on('message', handle);
}
