/**
 * Request bodies checked against Discord's own OpenAPI 3.1 description (`spec/discord-openapi.json`, JSON Schema
 * 2020-12), as Discord refuses a body its schema does not allow: 400 / 50035 "Invalid Form Body" with an `errors`
 * tree naming each bad field. Each stand-in route is matched to the spec's operation by its path's shape; the
 * operations' validators are compiled when the first stand-in of a process starts (`compileValidators`) and kept
 * for the process, so a request costs one compiled function call.
 *
 * Where the spec disagrees with Discord's written docs, the docs stand; each such case is a named entry of
 * `SPEC_OVERRIDES` below.
 */
import { readFileSync } from 'node:fs';
import Ajv2020Module, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv and ajv-formats are CommonJS: under Node's ESM loader the default import is `module.exports`, under a
// bundler it is `module.exports.default`.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: typeof Ajv2020Module }).default ??
  Ajv2020Module) as typeof Ajv2020Module;
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

const SPEC_URL = new URL('./spec/discord-openapi.json', import.meta.url);
/** The `$id` the spec's schemas are registered under; `#/components/...` refs are rewritten to it. */
const SPEC_ID = 'https://discord.com/api/v10/openapi.json';

type Schema = Record<string, unknown>;
interface Spec {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
}

/**
 * Where the spec and Discord's docs disagree, the docs stand (see `/work/shared/discord-openapi.md` and
 * `spec/README.md`). Each entry patches one schema of the spec before it is compiled.
 */
const SPEC_OVERRIDES: { why: string; apply(schemas: Record<string, Schema>): void }[] = [
  {
    // The spec types `default_member_permissions` as `integer | null`; the docs type it as a string (a
    // permission bit set, serialised as a string like every permission field), and discord.js sends a string.
    why: 'default_member_permissions is a string of bits in the docs, an integer in the spec',
    apply(schemas) {
      for (const schema of Object.values(schemas)) {
        const props = schema.properties as Record<string, Schema> | undefined;
        if (props?.default_member_permissions) {
          props.default_member_permissions = {
            anyOf: [{ type: 'string', pattern: '^[0-9]+$' }, props.default_member_permissions],
          };
        }
      }
    },
  },
];

let spec: Spec | null = null;
let ajv: InstanceType<typeof Ajv2020> | null = null;
let specPaths: { path: string; segments: string[] }[] = [];

function load(): { spec: Spec; ajv: InstanceType<typeof Ajv2020> } {
  if (spec && ajv) return { spec, ajv };
  const loaded = JSON.parse(readFileSync(SPEC_URL, 'utf8')) as Spec;
  for (const o of SPEC_OVERRIDES) o.apply(loaded.components.schemas);
  // inlineRefs off: the spec's component schemas are referenced from many places (each message route takes the
  // same component unions), so each is compiled once into a function of its own instead of into every caller.
  // strict off: the spec carries OpenAPI keywords (x-discord-union, contentEncoding on multipart fields) that are
  // annotations, not JSON Schema assertions. Formats stay asserted.
  const instance = new Ajv2020({ strict: false, allErrors: false, validateFormats: true, inlineRefs: false });
  // ajv-formats for the standard formats the spec uses (date-time of embed timestamps, uri of embed and button
  // URLs): their grammars are not worth writing again.
  addFormats(instance, ['date-time', 'uri']);
  // Discord's own formats: their ranges and patterns are also given as `minimum`/`maximum`/`pattern` next to them,
  // except the integer widths.
  instance.addFormat('snowflake', /^(0|[1-9][0-9]*)$/);
  instance.addFormat('nonce', true);
  instance.addFormat('int32', {
    type: 'number',
    validate: (n) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
  });
  instance.addFormat('int64', { type: 'number', validate: (n) => Number.isInteger(n) });
  instance.addFormat('double', { type: 'number', validate: () => true });
  instance.addSchema({ $id: SPEC_ID, components: { schemas: loaded.components.schemas } });
  spec = loaded;
  ajv = instance;
  specPaths = Object.keys(loaded.paths).map((path) => ({ path, segments: path.split('/') }));
  return { spec, ajv };
}

/** A copy of `schema` whose local `#/…` refs point into the registered spec. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [k, v] of Object.entries(schema)) {
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${SPEC_ID}${v}` : rebase(v);
  }
  return out;
}

/**
 * The spec path a stand-in pattern stands for: same number of segments, literal segments equal, a `:param`
 * against a `{param}`. A literal spec segment (`@original`) is preferred only when the pattern has it too.
 */
export function specPathFor(pattern: string): string | null {
  load();
  const segs = pattern.split('/');
  let best: string | null = null;
  for (const { path, segments } of specPaths) {
    if (segments.length !== segs.length) continue;
    let ok = true;
    for (let i = 0; i < segs.length && ok; i++) {
      const mine = segs[i] ?? '';
      const theirs = segments[i] ?? '';
      const theirsParam = theirs.startsWith('{');
      if (mine.startsWith(':')) ok = theirsParam;
      else ok = theirsParam ? false : mine === theirs;
    }
    if (ok) best ??= path;
  }
  return best;
}

/** Compiled validators by `METHOD pattern`; null when the operation takes no body (or is not in the spec). */
const validators = new Map<string, ValidateFunction | null>();

function validatorFor(method: string, pattern: string): ValidateFunction | null {
  const key = `${method} ${pattern}`;
  const cached = validators.get(key);
  if (cached !== undefined) return cached;
  const { spec: s, ajv: a } = load();
  const path = specPathFor(pattern);
  const op = path ? s.paths[path]?.[method.toLowerCase()] : undefined;
  // multipart bodies carry `payload_json` (the JSON body) beside the files, which the stand-in reads apart: the
  // JSON schema is the one that applies to it.
  const schema = op?.requestBody?.content?.['application/json']?.schema;
  const fn = schema ? a.compile(rebase(schema) as Schema) : null;
  validators.set(key, fn);
  return fn;
}

/**
 * Compiles the validators of `routes` now, once per process (well under a second; each spec schema is compiled
 * once and shared, `inlineRefs: false`). A stand-in does this as it starts: compiled on a route's first request
 * instead, the cost would fall inside the 3 seconds Discord allows a first callback.
 */
export function compileValidators(routes: readonly { method: string; pattern: string }[]): void {
  for (const r of routes) if (r.method !== 'GET' && r.method !== 'DELETE') validatorFor(r.method, r.pattern);
}

/** Whether the spec describes a request body for this stand-in route (for tests of the mapping). */
export function hasSpecBody(method: string, pattern: string): boolean {
  return validatorFor(method, pattern) !== null;
}

/**
 * Discord's `errors` tree when `body` is not what the spec's operation for this route accepts (the caller
 * answers 400 / 50035 Invalid Form Body with it), else null.
 */
export function requestBodyErrors(method: string, pattern: string, body: unknown): Record<string, unknown> | null {
  if (method === 'GET' || method === 'DELETE') return null;
  const validate = validatorFor(method, pattern);
  if (!validate || validate(body)) return null;
  return errorTree(validate.errors ?? []);
}

/** One entry of Discord's `_errors` lists for an ajv error. */
function describe(e: ErrorObject): { code: string; message: string } {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'maxLength':
    case 'maxItems':
      return { code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${p.limit} or fewer in length.` };
    case 'minLength':
    case 'minItems':
      return { code: 'BASE_TYPE_MIN_LENGTH', message: `Must be ${p.limit} or more in length.` };
    case 'required':
      return { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' };
    case 'maximum':
      return { code: 'NUMBER_TYPE_MAX', message: `int value should be less than or equal to ${p.limit}.` };
    case 'minimum':
      return { code: 'NUMBER_TYPE_MIN', message: `int value should be greater than or equal to ${p.limit}.` };
    case 'enum':
    case 'const':
      return {
        code: 'BASE_TYPE_CHOICES',
        message: `Value must be one of ${JSON.stringify(p.allowedValues ?? [p.allowedValue])}.`,
      };
    case 'type':
      return { code: 'BASE_TYPE_BAD_TYPE', message: `Must be of type ${p.type}.` };
    case 'format':
      return p.format === 'uri'
        ? { code: 'URL_TYPE_INVALID_URL', message: 'Not a well formed URL.' }
        : { code: 'BASE_TYPE_BAD_VALUE', message: `Value is not a valid ${p.format}.` };
    case 'pattern':
      return { code: 'STRING_TYPE_REGEX', message: 'String value did not match validation regex.' };
    default:
      return { code: 'BASE_TYPE_BAD_VALUE', message: e.message ?? 'Invalid value.' };
  }
}

/**
 * Discord's `errors` tree from ajv's errors. A union (anyOf/oneOf of component or callback types) fails in every
 * branch; the branch the body meant is the one that got furthest into it, so only the deepest errors are kept.
 */
export function errorTree(errors: ErrorObject[]): Record<string, unknown> {
  const located = errors
    .filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if')
    .map((e) => {
      const path = e.instancePath === '' ? [] : e.instancePath.slice(1).split('/');
      if (e.keyword === 'required') path.push(String((e.params as { missingProperty: string }).missingProperty));
      return { path: path.map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')), error: describe(e) };
    });
  const all = located.length > 0 ? located : errors.map((e) => ({ path: [], error: describe(e) }));
  const depth = Math.max(...all.map((x) => x.path.length));
  const deepest = all.filter((x) => x.path.length === depth);
  // Under one object, the other branches of the union fail on its `type` (the tag) or on a field they require;
  // a branch that failed on anything else is the one the body meant, and only its errors are kept. When every
  // branch failed on the tag, the tag is the error.
  const parent = (x: (typeof all)[number]) => x.path.slice(0, -1).join('/');
  const isTag = (x: (typeof all)[number]) => x.path.at(-1) === 'type' && x.error.code === 'BASE_TYPE_CHOICES';
  const isRequired = (x: (typeof all)[number]) => x.error.code === 'BASE_TYPE_REQUIRED';
  const kept = deepest.filter((x) => {
    const siblings = deepest.filter((y) => parent(y) === parent(x));
    if (siblings.some((y) => !isTag(y) && !isRequired(y))) return !isTag(x) && !isRequired(x);
    if (siblings.some(isTag)) return isTag(x);
    return true;
  });
  const tree: Record<string, unknown> = {};
  for (const { path, error } of kept) {
    let node = tree;
    for (const key of path) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node._errors ??= [];
    const list = node._errors as { code: string; message: string }[];
    if (!list.some((x) => x.code === error.code && x.message === error.message)) list.push(error);
  }
  return tree;
}
