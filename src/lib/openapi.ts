/**
 * Reading the API contract (src/api/contract, OpenAPI 3.1): JSON pointers and `$ref`s. Pure, shared
 * by the mock API (which validates requests with the contract) and the tests.
 */

/** Annotations a `$ref`'s siblings may override; any other keyword beside a `$ref` must not clash. */
const OVERRIDABLE = new Set(['description', 'summary', 'title', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', 'x-message']);

/** The tokens of a JSON pointer (`#/components/schemas/User` → components, schemas, User). */
export function pointerTokens(pointer: string): string[] {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** What a local `$ref` (`#/components/schemas/User`) points at in the document. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`Only local $refs are supported: ${ref}`);
  let node = document;
  for (const token of pointerTokens(ref)) {
    if (!node || typeof node !== 'object' || !(token in node)) throw new Error(`Unresolved $ref ${ref}`);
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/**
 * A copy of `node` with every local `$ref` replaced by what it points at. Keywords beside a
 * `$ref` are added to the target (2020-12 applies both); only annotations may replace the
 * target's own (a sibling `x-message` names the message for this use of a shared schema).
 */
export function dereference<T>(document: unknown, node: T, trail: readonly string[] = []): T {
  if (Array.isArray(node)) return node.map((item: unknown) => dereference(document, item, trail)) as T;
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, dereference(document, value, trail)]));
  if (typeof $ref !== 'string') return own as T;
  if (trail.includes($ref)) throw new Error(`Circular $ref: ${[...trail, $ref].join(' → ')}`);
  const target = dereference(document, resolvePointer(document, $ref), [...trail, $ref]) as Record<string, unknown>;
  for (const key of Object.keys(own)) {
    if (key in target && !OVERRIDABLE.has(key)) throw new Error(`"${key}" beside $ref ${$ref} would replace the target's own`);
  }
  return { ...target, ...own } as T;
}
