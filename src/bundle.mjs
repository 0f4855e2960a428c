/**
 * Bundles a TypeScript module of this project, and everything it imports from the project, into one
 * ES module with esbuild (the compiler tsx itself runs on). Used to run the bot without tsx
 * (`src/run.mjs`) and to start worker threads (`src/worker-thread.ts`).
 *
 * Plain JavaScript, so that `node src/run.mjs` loads it without a TypeScript loader; types in
 * bundle.d.mts. Within a bundle:
 * - a package (or Node built-in) is imported where it is installed, by its absolute URL, so the
 *   bundle runs from wherever it is written (a data: URL resolves no bare names);
 * - each module keeps its own `import.meta.url` (fonts and assets are found from it);
 * - this project's `.mjs` modules (this one) stay real modules, imported by their absolute URL, so
 *   their own `import.meta.resolve` works.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A package's or built-in's URL as this project resolves it. */
export function resolvePackage(specifier) {
  return import.meta.resolve(specifier);
}

/**
 * The bundled module's source. `url` is the entry's file URL; the entry's own `import.meta.url` is
 * `url` as given, query included (a test's worker reads it).
 */
export async function bundleModule(url) {
  const { build } = await import('esbuild');
  const entry = fileURLToPath(url);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'project-modules',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.kind === 'entry-point' ? undefined : { path: resolvePackage(args.path), external: true },
          );
          b.onResolve({ filter: /\.mjs$/ }, (args) =>
            args.kind === 'entry-point'
              ? undefined
              : { path: pathToFileURL(resolve(args.resolveDir || dirname(entry), args.path)).href, external: true },
          );
          b.onLoad({ filter: /\.ts$/ }, async (args) => ({
            contents: (await readFile(args.path, 'utf8')).replaceAll(
              'import.meta.url',
              JSON.stringify(args.path === entry ? url.href : pathToFileURL(args.path).href),
            ),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error(`esbuild produced nothing for ${url.href}`);
  // esbuild escapes what is not ASCII in strings, but comments keep it ('→', '×'): a few such
  // characters made V8 hold the whole bundle's source two bytes a character (2.4 MB instead of
  // 1.2 in every thread). Escaped too, as esbuild escapes them: in a comment it changes nothing.
  return code.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
