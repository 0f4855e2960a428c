/**
 * The container. Without a Docker daemon (CI, this machine) the image cannot be built, so the
 * Dockerfile's and compose files' assumptions are checked as text: what they COPY exists and is
 * not docker-ignored, what they run exists, every package the bot imports is a runtime dependency
 * (the image installs with --omit=dev). With a daemon, the image is built and run for real.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

/** Dockerfile instructions, continuation lines joined, comments dropped. */
function instructions(text: string): { op: string; args: string }[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [op = '', ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

const dockerfile = instructions(read('Dockerfile'));
const ignored = read('.dockerignore')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'));
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const p = join(dir, name);
    return statSync(join(ROOT, p)).isDirectory() ? filesUnder(p) : [p];
  });
}

describe('Dockerfile (checked as text)', () => {
  it('COPYs only files that exist and that .dockerignore lets through', () => {
    const copies = dockerfile.filter((i) => i.op === 'COPY' && !i.args.startsWith('--from'));
    expect(copies.length).toBeGreaterThan(0);
    for (const { args } of copies) {
      const parts = args.split(/\s+/).filter((a) => !a.startsWith('--'));
      for (const source of parts.slice(0, -1)) {
        expect(existsSync(join(ROOT, source)), `COPY ${source}`).toBe(true);
        const top = source.replace(/\/.*$/, '');
        expect(ignored.includes(source) || ignored.includes(top), `${source} is docker-ignored`).toBe(false);
      }
    }
  });

  it('copies everything the bot reads at run time', () => {
    const copied = dockerfile
      .filter((i) => i.op === 'COPY' && !i.args.startsWith('--from'))
      .flatMap((i) => i.args.split(/\s+/).slice(0, -1));
    // package.json: the Node.js check; commands/: the registry; assets/: fonts; docs/rules.md: /rules.
    for (const needed of ['package.json', 'src', 'commands', 'assets', 'docs/rules.md']) {
      expect(copied, needed).toContain(needed);
    }
  });

  it('runs src/main.ts with node through src/run.mjs, in exec form, under tini, as a non-root user', () => {
    const cmd = dockerfile.findLast((i) => i.op === 'CMD');
    const argv = JSON.parse(cmd?.args ?? 'null') as string[];
    expect(argv).toEqual(['node', '--max-semi-space-size=2', 'src/run.mjs', 'src/main.ts']);
    expect(existsSync(join(ROOT, argv[2] ?? ''))).toBe(true);
    expect(existsSync(join(ROOT, argv[3] ?? ''))).toBe(true);
    expect(JSON.parse(dockerfile.findLast((i) => i.op === 'ENTRYPOINT')?.args ?? 'null')).toEqual([
      '/usr/bin/tini',
      '--',
    ]);
    expect(dockerfile.findLast((i) => i.op === 'USER')?.args).toBe('node');
    // Built from the Node.js major that engines asks for, installing runtime dependencies only.
    const major = /\d+/.exec(pkg.engines.node)?.[0];
    expect(read('Dockerfile')).toMatch(new RegExp(`ARG NODE_VERSION=${major}\\.`));
    expect(dockerfile.some((i) => i.op === 'RUN' && i.args.includes('npm ci --omit=dev'))).toBe(true);
  });

  it('has every package the bot imports among the runtime dependencies (the image omits dev ones)', () => {
    const runtimeFiles = [...filesUnder('src'), ...filesUnder('commands')].filter((f) => /\.m?ts$|\.mjs$/.test(f));
    const builtins = new Set(builtinModules);
    const missing = new Set<string>();
    for (const file of runtimeFiles) {
      for (const m of read(file).matchAll(
        /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'([^'.][^']*)'|import\('([^'.][^']*)'\)/g,
      )) {
        const spec = m[1] ?? m[2] ?? '';
        if (spec.startsWith('node:') || builtins.has(spec)) continue;
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec);
        if (!pkg.dependencies[name]) missing.add(`${name} (${relative(ROOT, join(ROOT, file))})`);
      }
    }
    expect([...missing]).toEqual([]);
    expect(pkg.dependencies.esbuild).toBeDefined(); // src/run.mjs bundles the bot at start
    expect(pkg.dependencies.tsx).toBeDefined(); // the tools' --import tsx (deploy, backup, rest-proxy)
  });

  it('compose files run entry points that exist, with the store on a volume', () => {
    const compose = read('compose.yaml');
    expect(compose).toMatch(/STORE_URL: \$\{STORE_URL:-sqlite:\/\/data\/bot\.sqlite\}/);
    expect(compose).toMatch(/- data:\/app\/data/);
    expect(compose).toMatch(/profiles: \[redis\]/);
    expect(compose).toMatch(/profiles: \[postgres\]/);
    const shards = read('deploy/compose.shards.yaml');
    for (const text of [compose, shards]) {
      for (const m of text.matchAll(/command: \[(.*)\]/g)) {
        const argv = JSON.parse(`[${m[1]}]`) as string[];
        for (const entry of argv.filter((a) => /\.m?[tj]s$/.test(a)))
          expect(existsSync(join(ROOT, entry)), entry).toBe(true);
      }
    }
    expect(shards).toMatch(/SHARD_IDS: 0-1/);
    expect(shards).toMatch(/SHARD_IDS: 2-3/);
    expect(shards).toMatch(/DISCORD_API_URL: http:\/\/proxy:8080\/api/);
  });
});

const dockerUp = (() => {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
})();
const run = promisify(execFile);

describe.skipIf(!dockerUp)(
  `the image, built and run${dockerUp ? '' : ' (skipped: `docker info` failed, no Docker daemon here)'}`,
  () => {
    it('builds, runs as a non-root user, and stops at once with one line for a bad setting', async () => {
      await run('docker', ['build', '-t', 'cardbot:test', ROOT], { timeout: 900_000, maxBuffer: 1 << 26 });
      const uid = await run('docker', ['run', '--rm', '--entrypoint', 'id', 'cardbot:test', '-u']);
      expect(uid.stdout.trim()).not.toBe('0');
      const bad = await run('docker', [
        'run',
        '--rm',
        '-e',
        'DISCORD_TOKEN=bad-token',
        '-e',
        'DISCORD_CLIENT_ID=not-a-number',
        'cardbot:test',
      ]).then(
        () => ({ code: 0, stderr: '' }),
        (e: { code: number; stderr: string }) => e,
      );
      expect(bad.code).toBe(1);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
      expect(bad.stderr).toMatch(/DISCORD_CLIENT_ID is invalid/);
    }, 900_000);
  },
);
