/**
 * Ajv's errors for a value of a contract schema, turned into the one message the mock API answers
 * (`{ error }`, in the request's language, and the first field at fault).
 *
 * The message comes from the contract: `x-message` on a schema names a message key (one for every
 * failure there, or a map from JSON Schema keyword to key with `default` for the others); the
 * nearest schema on the failing keyword's path that names one wins, and a missing field first asks
 * the field's own schema. Without one, a missing field is `missingFields` and anything else
 * `invalidField`. The failures with the first message (missing fields first, then unknown ones,
 * then the rest in the schema's field order) are answered together: "Missing required fields:
 * name, phone." Fields are named relative to the schema that names the message.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import { pointerTokens } from '../src/lib/openapi.ts';
import type { Schema } from './contract.ts';

/** Keywords whose next path token names a subschema, whose next token is an index, or that hold one. */
const NAMED = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);
const LISTED = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SINGLE = new Set([
  'additionalProperties',
  'items',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
]);
/** Of those, the ones that step into a part of the value (a property, an item). */
const INTO_VALUE = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'prefixItems',
  'contains',
  'unevaluatedProperties',
  'unevaluatedItems',
]);

interface TrailNode {
  schema: Schema;
  /** How many value path segments lead to what this schema describes. */
  depth: number;
}

/** The schemas from the root to the one holding the failing keyword. */
function schemaTrail(root: Schema, schemaPath: string): TrailNode[] {
  const tokens = pointerTokens(schemaPath);
  const trail: TrailNode[] = [{ schema: root, depth: 0 }];
  let node = root;
  let depth = 0;
  for (let i = 0; i < tokens.length - 1;) {
    const token = tokens[i] as string;
    let next: unknown;
    if (NAMED.has(token) || LISTED.has(token)) {
      next = (node[token] as Record<string, unknown> | undefined)?.[tokens[i + 1] as string];
      i += 2;
    } else if (SINGLE.has(token)) {
      next = node[token];
      i += 1;
    } else {
      break;
    }
    if (!next || typeof next !== 'object') break;
    if (INTO_VALUE.has(token)) depth += 1;
    node = next as Schema;
    trail.push({ schema: node, depth });
  }
  return trail;
}

function messageEntry(xMessage: unknown, keyword: string): string | undefined {
  if (typeof xMessage === 'string') return xMessage;
  if (xMessage && typeof xMessage === 'object') {
    const map = xMessage as Record<string, string>;
    return map[keyword] ?? map.default;
  }
  return undefined;
}

interface Failure {
  key: string;
  /** The field as the message names it. */
  field: string;
  /** The field's full path, for ordering. */
  path: string;
  keyword: string;
  params: Record<string, unknown>;
}

function failureOf(root: Schema, error: ErrorObject): Failure {
  const params = error.params as Record<string, unknown>;
  const segments = pointerTokens(error.instancePath);
  if (typeof params.missingProperty === 'string') segments.push(params.missingProperty);
  if (typeof params.additionalProperty === 'string') segments.push(params.additionalProperty);
  const path = segments.join('.');
  const base = { path, keyword: error.keyword, params };
  const trail = schemaTrail(root, error.schemaPath);
  if (error.keyword === 'required') {
    const holder = trail[trail.length - 1]?.schema;
    const property = (holder?.properties as Record<string, Schema> | undefined)?.[params.missingProperty as string];
    const key = messageEntry(property?.['x-message'], 'required');
    if (key) return { ...base, key, field: params.missingProperty as string };
  }
  for (const { schema, depth } of [...trail].reverse()) {
    const key = messageEntry(schema['x-message'], error.keyword);
    if (key) return { ...base, key, field: segments.slice(depth).join('.') || (segments[segments.length - 1] ?? '') };
  }
  return { ...base, key: error.keyword === 'required' ? 'missingFields' : 'invalidField', field: path };
}

/** The paths of a schema's fields, in the order the schema declares them. */
function fieldOrder(schema: Schema, prefix = '', into: string[] = []): string[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [name, child] of Object.entries(properties)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (!into.includes(path)) into.push(path);
    fieldOrder(child, path, into);
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    for (const branch of (schema[keyword] ?? []) as Schema[]) fieldOrder(branch, prefix, into);
  }
  for (const keyword of ['if', 'then', 'else']) {
    if (schema[keyword] && typeof schema[keyword] === 'object') fieldOrder(schema[keyword] as Schema, prefix, into);
  }
  return into;
}

const RANK: Record<string, number> = { required: 0, additionalProperties: 1 };

export interface Problem {
  key: string;
  vars: Record<string, string | number>;
  /** The first field at fault, as a dotted path into the body (the answer's `field`). */
  field?: string;
}

/**
 * The message for Ajv's errors: the first failure's message (missing fields first, then unknown
 * ones, then the schema's field order), naming every field that failed with the same message.
 * `if` failures and the alternatives of a failed `anyOf`/`oneOf` are left out: the branch that
 * applied, or the `anyOf`/`oneOf` itself, says it.
 */
export function problemOf(schema: Schema, errors: readonly ErrorObject[]): Problem {
  const kept = errors.filter(
    (error) =>
      error.keyword !== 'if' &&
      !errors.some(
        (other) =>
          (other.keyword === 'anyOf' || other.keyword === 'oneOf') &&
          other !== error &&
          error.schemaPath.startsWith(`${other.schemaPath}/`),
      ),
  );
  const order = fieldOrder(schema);
  const position = (failure: Failure) => {
    const index = order.indexOf(failure.path);
    return index < 0 ? order.length : index;
  };
  const failures = kept.map((error) => failureOf(schema, error));
  const ranked = failures
    .map((failure, index) => ({ failure, index }))
    .sort(
      (a, b) =>
        (RANK[a.failure.keyword] ?? 2) - (RANK[b.failure.keyword] ?? 2) || position(a.failure) - position(b.failure) || a.index - b.index,
    );
  const first = ranked[0]?.failure;
  if (!first) return { key: 'invalidField', vars: { field: 'body', fields: 'body' } };
  const fields = [
    ...new Set(
      failures
        .filter((f) => f.key === first.key)
        .sort((a, b) => position(a) - position(b))
        .map((f) => f.field),
    ),
  ].join(', ');
  const vars: Record<string, string | number> = { field: fields, fields };
  if (typeof first.params.limit === 'number') vars[first.keyword.startsWith('max') ? 'max' : 'min'] = first.params.limit;
  if (Array.isArray(first.params.allowedValues)) vars.options = first.params.allowedValues.join(', ');
  return first.path && first.path !== 'body' ? { key: first.key, vars, field: first.path } : { key: first.key, vars };
}
