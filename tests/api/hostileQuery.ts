/**
 * Hostile query strings for the property-based tests of the mock API's public routes.
 */
import fc from 'fast-check';

/** Parameter names json-server's generic router understood (filters, search, paging, embedding, JSONP). */
const JSON_SERVER_PARAMS = [
  'q',
  '_like',
  'name_like',
  'sample_like',
  'id_like',
  'name',
  'gender',
  'id_ne',
  'price_gte',
  'price_lte',
  '_sort',
  '_order',
  '_page',
  '_limit',
  '_start',
  '_end',
  '_embed',
  '_expand',
  'callback',
  '_',
];
/** Patterns that backtrack exponentially (or worse) in a regular-expression engine. */
const CATASTROPHIC_PATTERNS = [
  '^(([\\w./-])*)*!$',
  '(a+)+$',
  '(.*a){20}',
  '^(\\w+\\s?)*$',
  '(x+x+)+y',
  '(.*){1,32000}[bc]',
  '((a|a)+)+b',
  '([\\s\\S]*)*\\1',
];

/**
 * Any query string a client could send, up to a couple of thousand characters: random text
 * (unicode, binary, broken percent escapes), and `key=value` pairs with json-server's parameter
 * names, nested forms (`q[a]`, `q[]`) and catastrophic regular-expression patterns as values.
 */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 100 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((text) => encodeURIComponent(text)) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%zz', '&&&', '=', '?', '#x', 'a=1&a=2', 'x'.repeat(2000)) },
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.record({
          key: fc.oneof(
            fc.constantFrom(...JSON_SERVER_PARAMS),
            fc.constantFrom(...JSON_SERVER_PARAMS).map((key) => `${key}[${key === '_' ? '' : 'a'}]`),
            fc.string({ maxLength: 12 }),
          ),
          value: fc.oneof(fc.constantFrom(...CATASTROPHIC_PATTERNS, 'a'.repeat(1000), ''), fc.string({ maxLength: 60 })),
          raw: fc.boolean(),
        }),
        { minLength: 1, maxLength: 5 },
      )
      .map((pairs) =>
        pairs.map(({ key, value, raw }) => (raw ? `${key}=${value}` : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)).join('&'),
      ),
  },
);
