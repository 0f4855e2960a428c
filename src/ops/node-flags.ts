/**
 * How every launcher of the bot starts node (`npm start`, the container's CMD, the systemd unit,
 * the shard processes, the throughput bench's bot process); test/ops/node-flags.test.ts checks
 * that each one does.
 *
 * `--max-semi-space-size=2` (MB): V8's young generation, where nearly everything a move allocates
 * dies, kept small. The default lets it grow to 16 MB a semi-space in each thread of the bot (the
 * main one, the render and solver workers), and the render worker's copies of a picture's pixels
 * (3.7 MB a board) then waited for a collection by the dozen. Measured with the throughput bench
 * (1,000 games, 10,000 moves): RSS with the games opened 352 → 295 MB, and 392 → 337 MB after the
 * moves, for no measurable CPU (main thread 4.1 → 3.8 ms a move, every thread 16.8 → 15.8 ms).
 */
import { existsSync, readFileSync } from 'node:fs';

export const BOT_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2'];

/**
 * jemalloc's settings where the bot runs on it (`LD_PRELOAD`: the container, the systemd unit and
 * the throughput bench, when the machine has Debian's libjemalloc2). glibc's allocator keeps what
 * the bot's threads free in its arenas: in the throughput bench, `malloc_trim` on the running bot
 * gave back 38 MB, and RSS rose 15–30 MB over 10,000 moves. jemalloc gives back what stayed unused
 * for a second (`dirty_decay_ms`), from a thread of its own (`background_thread`), in two arenas:
 * RSS after 10,000 moves 333–348 → 288–292 MB, for about 0.7 ms more of the render worker's CPU a
 * move (docs/operations.md, Memory).
 */
export const JEMALLOC_CONF = 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2';

/** Where Debian and Ubuntu install libjemalloc2 on this machine's architecture, and the container's link. */
export function jemallocPaths(arch: string = process.arch): string[] {
  const triplet = ({ x64: 'x86_64', arm64: 'aarch64' } as Record<string, string>)[arch] ?? arch;
  return [`/usr/lib/${triplet}-linux-gnu/libjemalloc.so.2`, '/usr/local/lib/libjemalloc.so.2'];
}

/** The jemalloc library to preload, if this machine has one. */
export function findJemalloc(): string | undefined {
  return jemallocPaths().find((path) => existsSync(path));
}

/** Which allocator a process with this memory map runs on (jemalloc when it is mapped into it). */
export function allocatorOf(maps: string): 'jemalloc' | 'system' {
  return /\/libjemalloc\.so/.test(maps) ? 'jemalloc' : 'system';
}

/** Which allocator this process runs on (for the start-up log and the bench); 'system' where it cannot tell. */
export function allocator(): 'jemalloc' | 'system' {
  try {
    return allocatorOf(readFileSync('/proc/self/maps', 'utf8'));
  } catch {
    return 'system';
  }
}
