/**
 * Hostile request bodies for the property-based tests of the mock API: any JSON value, written
 * as text so keys such as `__proto__` really reach the server, and objects of an operation's
 * fields, each absent, plausible or hostile (plausible values let a request reach the deep
 * paths, not only the first check).
 */
import fc from 'fast-check';
import { LOCALES } from '../../src/lib/locale.ts';

/** A JSON value as a tree, so objects can carry any key (`__proto__`, duplicates) on the wire. */
export type Tree = string | number | boolean | null | Tree[] | { entries: [string, Tree][] };

export function toJson(tree: Tree): string {
  if (Array.isArray(tree)) return `[${tree.map(toJson).join(',')}]`;
  if (tree && typeof tree === 'object')
    return `{${tree.entries.map(([key, value]) => `${JSON.stringify(key)}:${toJson(value)}`).join(',')}}`;
  return JSON.stringify(tree) ?? 'null';
}

export const object = (entries: [string, Tree][]): Tree => ({ entries });

const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'isAdmin',
  'role_id',
  'verified',
  'passwordHash',
  'userId',
  'id',
];

/** Strings an attacker tries: empty, blank, injections, control and bidi characters, other people's e-mails, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\u202e\u0645\u0631\u062d\u0628\u0627',
      '😀👩‍👩‍👧',
      '__proto__',
      'constructor',
      'null',
      'true',
      '1e309',
      '-0',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '../../../etc/passwd',
      'https://evil.example/',
      'javascript:alert(1)',
      'demo@example.com',
      ' DEMO@Example.COM ',
      'rejected@example.com',
      '+34 600 111 444',
      '+34600111222',
      'scrypt$16384$8$1$AAAA$BBBB',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(300), 'y'.repeat(25_000), 'z'.repeat(300_000), '\u0645'.repeat(5000)) },
);

const hostileKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 }));

/** Any JSON value, hostile strings and keys included, a few levels deep. */
export const hostileValue: fc.Arbitrary<Tree> = fc.letrec<{ value: Tree }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 3 }).map((entries) => object(entries)),
  ),
})).value;

/** A prototype-pollution attempt: `{"__proto__": {...}}` or `{"constructor": {"prototype": {...}}}`. */
const pollution: fc.Arbitrary<[string, Tree]> = fc.constantFrom<[string, Tree]>(
  [
    '__proto__',
    object([
      ['polluted', 'yes'],
      ['role_id', 1],
      ['verified', true],
      ['isAdmin', true],
    ]),
  ],
  ['constructor', object([['prototype', object([['polluted', 'yes']])]])],
  ['__proto__', object([['toString', 'broken']])],
);

/**
 * An object of the known fields: each absent, plausible (`valid`) or hostile on its own; or all
 * plausible but one (so the checks after the first are reached too); or all plausible. Extra
 * hostile entries (prototype pollution, odd keys) are added now and then.
 */
export function treeOf(fields: Record<string, fc.Arbitrary<Tree>>): fc.Arbitrary<Tree> {
  const keys = Object.keys(fields);
  const valid = fc.tuple(...keys.map((key) => (fields[key] as fc.Arbitrary<Tree>).map((value) => [[key, value]] as [string, Tree][])));
  const spoilt = fc.option(hostileValue, { nil: undefined, freq: 4 });
  const independent = fc.tuple(
    ...keys.map((key) =>
      fc
        .tuple(fields[key] as fc.Arbitrary<Tree>, spoilt, fc.nat(3))
        .map(([good, bad, roll]) => (roll === 0 ? [] : [[key, bad === undefined || roll > 1 ? good : bad]]) as [string, Tree][]),
    ),
  );
  const oneOff = fc
    .tuple(valid, fc.nat(Math.max(0, keys.length - 1)), spoilt)
    .map(([entries, index, bad]) =>
      entries.map((entry, at) => (at !== index ? entry : bad === undefined ? [] : [[keys[at] ?? '', bad]]) as [string, Tree][]),
    );
  const extras = fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as [string, Tree][]) },
    { weight: 1, arbitrary: fc.array(fc.oneof(pollution, fc.tuple(hostileKey, hostileValue)), { minLength: 1, maxLength: 2 }) },
  );
  const known = fc.oneof({ weight: 2, arbitrary: independent }, { weight: 2, arbitrary: oneOff }, { weight: 2, arbitrary: valid });
  return fc.tuple(known, extras).map(([entries, extra]) => object([...entries.flat(), ...extra]));
}

/** A request body as JSON text: mostly `treeOf(fields)`, now and then not an object or not JSON at all. */
export function bodyOf(fields: Record<string, fc.Arbitrary<Tree>>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: treeOf(fields).map(toJson) },
    { weight: 1, arbitrary: hostileValue.map(toJson) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":1,}', 'nul', '[1,2', '"\\ud800"') },
  );
}

// Plausible values (so requests also reach the deep paths, not only the first check) --------

export const plausible = {
  email: fc.oneof(
    fc.integer({ min: 0, max: 9999 }).map((n) => `prop${n}@example.com`),
    fc.constantFrom('demo@example.com', 'pending@example.com', 'someone@example.org'),
  ),
  phone: fc.oneof(
    fc.integer({ min: 0, max: 9999 }).map((n) => `+34 622 66 ${String(n).padStart(4, '0')}`),
    fc.constantFrom('+34600111222', '+14155550123'),
  ),
  name: fc.constantFrom('Ana Ruiz', 'Zoë Ñúñez', 'عمر حداد', '  Padded  '),
  password: fc.constantFrom('longenough', 'Demo1234!', 'another-password'),
  text: fc.constantFrom('Answer the phone politely.', '  Take orders.  ', 'ملاحظات'),
  locale: fc.constantFrom(...LOCALES),
};
