import fc from 'fast-check';

/**
 * Generators of requests that are wrong by construction: each one takes a body the endpoint accepts and breaks it in
 * one way no endpoint may accept, so a 2xx answer is as much a failure as a 500.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

export interface BadBody {
  /** What was done to the valid body (shown when a case fails). */
  mutation: string;
  /** The request body as sent. */
  raw: string;
}

/** Characters that break text: NUL, lone UTF-16 surrogates (high and low) and a noncharacter. */
const BREAKERS = ['\u0000', '\ud800', '\udfff', '\udbff'];
/** Characters that are valid but awkward, mixed around the breakers: RTL/LTR marks, overrides, zero-width, emoji. */
const AWKWARD = ['\u200f', '\u200e', '\u202e', '\u2066', '\u200b', '\ufeff', '👩🏽‍⚕️', 'é', ' ', '\n', '"', '\\'];

/** Text containing at least one breaker, anywhere, among awkward and ordinary characters. */
export const brokenText = (): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.array(fc.oneof(fc.constantFrom(...AWKWARD), fc.string({ maxLength: 4 })), { maxLength: 6 }),
      fc.constantFrom(...BREAKERS),
      fc.array(fc.oneof(fc.constantFrom(...AWKWARD), fc.string({ maxLength: 4 })), { maxLength: 6 }),
    )
    .map(([before, breaker, after]) => `${before.join('')}${breaker}${after.join('')}`);

/** Numbers no integer field of the API can hold: fractions, beyond 32 bits, beyond 2^53, the extremes of a double. */
const BOUNDARY_NUMBERS = [
  0.5,
  -0.5,
  1.0000001,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

const kind = (value: Json): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A value of another JSON type than `value` (never null: null means "absent" for optional fields). */
function otherType(value: Json): fc.Arbitrary<Json> {
  const byKind: Record<string, fc.Arbitrary<Json>> = {
    string: fc.oneof(fc.string({ maxLength: 20 }), brokenText()),
    number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    boolean: fc.boolean(),
    array: fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant({})), { maxLength: 3 }),
    object: fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), {
      maxKeys: 3,
    }),
  };
  const others = Object.entries(byKind)
    .filter(([name]) => name !== kind(value))
    .map(([, arbitrary]) => arbitrary);
  return fc.oneof(...others);
}

/** Every position below the root, with the value found there. */
function positions(value: Json, path: Path = []): Array<{ path: Path; value: Json }> {
  if (value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, Json]> = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [
    { path: [...path, key], value: child },
    ...positions(child, [...path, key]),
  ]);
}

function replaceAt(root: Json, path: Path, replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(root)) return root.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  const object = root as Record<string, Json>;
  return { ...object, [head]: replaceAt(object[head as string], rest, replacement) };
}

function nested(depth: number, leaf: Json, arrays: boolean): Json {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
}

const isObject = (value: Json): value is Record<string, Json> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * One broken body for an endpoint whose accepted body is `valid`; `bodyLimit` is its size limit in bytes. Mutations
 * only pick positions that exist in `valid`, so each endpoint gets the ones that apply to it.
 */
export function badBody(valid: Record<string, Json>, bodyLimit: number): fc.Arbitrary<BadBody> {
  const all = positions(valid);
  const at = (pick: (value: Json) => boolean) => all.filter(({ value }) => pick(value));
  const strings = at((value) => typeof value === 'string');
  const numbers = at((value) => typeof value === 'number');
  const objectsInLists = all.filter(({ path, value }) => isObject(value) && typeof path[path.length - 1] === 'number');
  const objects = [{ path: [] as Path, value: valid as Json }, ...at(isObject)];
  const send = (mutation: string, body: Json): BadBody => ({ mutation, raw: JSON.stringify(body) });

  const mutations: Array<fc.Arbitrary<BadBody>> = [
    // Not "" (nor null): the API reads both as an empty body, which endpoints without required fields accept.
    fc
      .oneof(
        otherType({}).filter((body) => body !== ''),
        fc.constant<Json>([valid]),
      )
      .map((body) => send(`the body is ${kind(body)}, not an object`, body)),
    fc
      .tuple(fc.constantFrom(...objects), fc.string({ maxLength: 8 }), otherType(null as unknown as Json))
      .map(([{ path, value }, key, extra]) =>
        send(
          `unknown field at ${path.join('.') || 'the top'}`,
          replaceAt(valid, path, { ...(value as object), [`zz${key}`]: extra }),
        ),
      ),
    fc
      .constantFrom(...all)
      .chain(({ path, value }) => otherType(value).map((other) => ({ path, other })))
      .map(({ path, other }) => send(`${path.join('.')} is ${kind(other)}`, replaceAt(valid, path, other))),
    fc
      .tuple(fc.integer({ min: 33, max: 400 }), fc.boolean(), fc.constantFrom(...all))
      .map(([depth, arrays, { path }]) =>
        send(`${path.join('.')} nested ${depth} deep`, replaceAt(valid, path, nested(depth, 1, arrays))),
      ),
    fc
      .integer({ min: 1, max: 4096 })
      .map((extra) => send(`over the ${bodyLimit}-byte limit`, { ...valid, zzpad: 'x'.repeat(bodyLimit + extra) })),
  ];
  if (strings.length > 0)
    mutations.push(
      fc
        .tuple(fc.constantFrom(...strings), brokenText())
        .map(([{ path }, text]) => send(`${path.join('.')} has broken text`, replaceAt(valid, path, text))),
      fc
        .tuple(fc.constantFrom(...objects), brokenText())
        .map(([{ path, value }, key]) =>
          send(
            `a field name with broken text at ${path.join('.') || 'the top'}`,
            replaceAt(valid, path, { ...(value as object), [key]: 1 }),
          ),
        ),
    );
  if (numbers.length > 0)
    mutations.push(
      fc
        .tuple(fc.constantFrom(...numbers), fc.constantFrom(...BOUNDARY_NUMBERS))
        .map(([{ path }, number]) => send(`${path.join('.')} = ${number}`, replaceAt(valid, path, number))),
    );
  if (objectsInLists.length > 0)
    mutations.push(
      fc
        .tuple(fc.constantFrom(...objectsInLists), fc.constantFrom<Json[]>([], [1], [{}], [[]]))
        .chain(([{ path, value }, inner]) =>
          fc.constantFrom<Json>(inner, [value], Object.values(value as object) as Json).map((list) => ({ path, list })),
        )
        .map(({ path, list }) =>
          send(`a list where ${path.join('.')} should be an object`, replaceAt(valid, path, list)),
        ),
    );
  return fc.oneof(...mutations);
}

/** Values no query parameter of kind `kind` accepts. */
const BAD_QUERY_VALUES: Record<'int' | 'date' | 'bool' | 'text', fc.Arbitrary<string>> = {
  int: fc.oneof(
    fc.constantFrom(
      'abc',
      '1.5',
      '-1',
      '0',
      'NaN',
      'Infinity',
      '1e400',
      '9'.repeat(30),
      '0x10',
      '1,2',
      '%FF',
      '%ED%A0%80',
    ),
    fc.string({ maxLength: 8 }).map((text) => `z${encodeURIComponent(text)}`),
  ),
  date: fc.oneof(
    fc.constantFrom('2026-02-30', '2026-13-01', 'today', '20260101', '2026-1-1', '%00', '9999999-01-01'),
    fc.string({ maxLength: 8 }).map((text) => `z${encodeURIComponent(text)}`),
  ),
  bool: fc.oneof(
    fc.constantFrom('maybe', '2', 'yes please', '%00'),
    fc.string({ maxLength: 6 }).map((t) => `z${encodeURIComponent(t)}`),
  ),
  // Any text is a valid search; only broken text (NUL, a lone surrogate, invalid UTF-8) is not.
  text: fc.oneof(
    brokenText().map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%00'),
    fc.constantFrom('%ED%A0%80', '%FF%FE', 'a%00b', '%C3%28'),
  ),
};
export type QueryKind = keyof typeof BAD_QUERY_VALUES;

/** A query string with at least one value the endpoint cannot accept, or a parameter it does not know. */
export function badQuery(known: Record<string, QueryKind>): fc.Arbitrary<{ mutation: string; query: string }> {
  const names = Object.keys(known);
  const unknown = fc
    .string({ minLength: 1, maxLength: 8 })
    .map((name) => ({ mutation: 'unknown parameter', query: `zz${encodeURIComponent(name)}=1` }));
  if (names.length === 0) return unknown;
  const badValue = fc
    .constantFrom(...names)
    .chain((name) =>
      BAD_QUERY_VALUES[known[name]].map((value) => ({ mutation: `bad ${name}`, query: `${name}=${value}` })),
    );
  const repeatable = names.filter((name) => known[name] !== 'text');
  if (repeatable.length === 0) return fc.oneof(unknown, badValue);
  const repeated = fc
    .constantFrom(...repeatable)
    .map((name) => ({ mutation: `${name} twice`, query: `${name}=1&${name}=2` }));
  return fc.oneof(unknown, badValue, repeated);
}
