/** Every launcher of the bot passes BOT_NODE_FLAGS to node (src/ops/node-flags.ts says why). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOT_NODE_FLAGS } from '../../src/ops/node-flags.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const flags = BOT_NODE_FLAGS.join(' ');

describe('the node flags of every launcher', () => {
  it('are passed by npm start and npm run start:sharded', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(`node ${flags} --import tsx src/main.ts`);
    expect(scripts['start:sharded']).toBe(`node ${flags} --import tsx src/shard.ts`);
  });

  it('are passed by the container, the systemd unit, the shards and the throughput bench', () => {
    expect(read('Dockerfile')).toContain(
      `CMD ["node", ${BOT_NODE_FLAGS.map((f) => JSON.stringify(f)).join(', ')}, "--import"`,
    );
    expect(read('deploy/cardbot.service')).toContain(`ExecStart=/usr/bin/node ${flags} --import tsx src/main.ts`);
    expect(read('src/shard.ts')).toContain("execArgv: [...BOT_NODE_FLAGS, '--import'");
    expect(read('src/bench/throughput.ts')).toContain('...BOT_NODE_FLAGS,');
  });

  it('are flags this node accepts', () => {
    for (const flag of BOT_NODE_FLAGS)
      expect(process.allowedNodeEnvironmentFlags.has(flag.split('=')[0] as string)).toBe(true);
  });
});
