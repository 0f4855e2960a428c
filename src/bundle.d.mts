/** Types of bundle.mjs (plain JavaScript, so that `node src/run.mjs` needs no TypeScript loader). */

/** A package's or built-in's URL as this project resolves it. */
export function resolvePackage(specifier: string): string;

/** The module at `url` bundled with what it imports from this project, as one ES module's source. */
export function bundleModule(url: URL): Promise<string>;
