/**
 * Node flags every launcher of the bot passes (`npm start`, the container's CMD, the systemd unit,
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
export const BOT_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2'];
