/**
 * Every launcher of the bot passes BOT_NODE_FLAGS to node, and the container and the systemd unit
 * run it on jemalloc with JEMALLOC_CONF (src/ops/node-flags.ts says why).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allocator,
  allocatorOf,
  BOT_NODE_FLAGS,
  findJemalloc,
  JEMALLOC_CONF,
  jemallocPaths,
} from '../../src/ops/node-flags.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const flags = BOT_NODE_FLAGS.join(' ');

describe('the node flags of every launcher', () => {
  it('are passed by npm start and npm run start:sharded', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(`node ${flags} src/run.mjs src/main.ts`);
    expect(scripts['start:sharded']).toBe(`node ${flags} src/run.mjs src/shard.ts`);
  });

  it('are passed by the container, the systemd unit, the shards and the throughput bench', () => {
    expect(read('Dockerfile')).toContain(
      `CMD ["node", ${BOT_NODE_FLAGS.map((f) => JSON.stringify(f)).join(', ')}, "src/run.mjs"`,
    );
    expect(read('deploy/cardbot.service')).toContain(`ExecStart=/usr/bin/node ${flags} src/run.mjs src/main.ts`);
    expect(read('deploy/compose.shards.yaml')).toContain(
      `command: ["node", ${BOT_NODE_FLAGS.map((f) => JSON.stringify(f)).join(', ')}, "src/run.mjs", "src/shard.ts"]`,
    );
    expect(read('src/shard.ts')).toContain('execArgv: [...BOT_NODE_FLAGS]');
    expect(read('src/tools/bench/bot-fork.ts')).toContain('...BOT_NODE_FLAGS,');
  });

  it('are flags this node accepts', () => {
    for (const flag of BOT_NODE_FLAGS)
      expect(process.allowedNodeEnvironmentFlags.has(flag.split('=')[0] as string)).toBe(true);
  });
});

describe('jemalloc', () => {
  const env = (text: string) =>
    Object.fromEntries(
      text
        .replace(/\\\n/g, ' ')
        .split('\n')
        .filter((line) => /^\s*ENV\s/.test(line))
        .flatMap((line) =>
          line
            .replace(/^\s*ENV\s+/, '')
            .trim()
            .split(/\s+/),
        )
        .map((pair) => pair.split('=', 2) as [string, string]),
    );

  it('is installed, linked and preloaded by the container, with JEMALLOC_CONF', () => {
    const dockerfile = read('Dockerfile');
    const vars = env(dockerfile);
    expect(vars.MALLOC_CONF).toBe(JEMALLOC_CONF);
    expect(vars.LD_PRELOAD).toBe('/usr/local/lib/libjemalloc.so.2');
    expect(jemallocPaths()).toContain(vars.LD_PRELOAD);
    expect(dockerfile).toMatch(/apt-get install [^\n]*\blibjemalloc2\b/);
    expect(dockerfile).toContain(`ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" ${vars.LD_PRELOAD}`);
  });

  it('is preloaded by the systemd unit where Debian installs it, with JEMALLOC_CONF', () => {
    const unit = read('deploy/cardbot.service');
    expect(unit).toContain(`Environment=LD_PRELOAD=${jemallocPaths('x64')[0]}`);
    expect(unit).toContain(`Environment=MALLOC_CONF=${JEMALLOC_CONF}`);
    expect(jemallocPaths('x64')[0]).toBe('/usr/lib/x86_64-linux-gnu/libjemalloc.so.2');
    expect(jemallocPaths('arm64')[0]).toBe('/usr/lib/aarch64-linux-gnu/libjemalloc.so.2');
  });

  it('is told apart from the system allocator by the memory map', () => {
    expect(allocatorOf('7f00-7f10 r-xp 00000000 08:01 42 /usr/lib/x86_64-linux-gnu/libjemalloc.so.2\n')).toBe(
      'jemalloc',
    );
    expect(allocatorOf('7f00-7f10 r-xp 00000000 08:01 42 /usr/lib/x86_64-linux-gnu/libc.so.6\n')).toBe('system');
    expect(allocator()).toBe(process.env.LD_PRELOAD?.includes('jemalloc') ? 'jemalloc' : 'system');
  });

  const library = findJemalloc();
  it.skipIf(!library)(
    `runs node when preloaded, taking JEMALLOC_CONF without a warning (${library ?? 'libjemalloc2 is not installed here: skipped'})`,
    () => {
      const probe = `import { allocator } from ${JSON.stringify(new URL('../../src/ops/node-flags.ts', import.meta.url).href)}; console.log(allocator());`;
      const run = (extra: Record<string, string>) =>
        spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], {
          env: { ...process.env, LD_PRELOAD: '', MALLOC_CONF: '', ...extra },
          encoding: 'utf8',
        });
      const on = run({ LD_PRELOAD: library as string, MALLOC_CONF: JEMALLOC_CONF });
      expect(on.stdout.trim()).toBe('jemalloc');
      expect(on.stderr).not.toMatch(/jemalloc|Invalid conf/i);
      expect(run({}).stdout.trim()).toBe('system');
      // jemalloc reads the options it was given (its stats name each one set from MALLOC_CONF).
      const stats = spawnSync(process.execPath, ['-e', ''], {
        env: { ...process.env, LD_PRELOAD: library as string, MALLOC_CONF: `${JEMALLOC_CONF},stats_print:true` },
        encoding: 'utf8',
      }).stderr;
      expect(stats).toMatch(/opt\.dirty_decay_ms: 1000/);
      expect(stats).toMatch(/opt\.narenas: 2/);
      expect(stats).toMatch(/opt\.background_thread: true/);
    },
  );
});
