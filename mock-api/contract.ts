/**
 * The API contract (src/api/contract, OpenAPI 3.1) as the mock API uses it: every request of an
 * operation the contract describes is validated against it with Ajv (JSON Schema 2020-12) before
 * any route sees it, and answered 400 `{ error }` in the request's language when it fails.
 *
 * - The operation is found by method and path template; requests the contract does not describe
 *   go on untouched (to the 404, or to the development routes).
 * - Path, header and query parameters, then the JSON body, are validated. A body that is not a
 *   JSON object answers `bodyNotObject`. Multipart bodies are parsed later by multer: their routes
 *   call `checkFormFields` once the text fields are there.
 * - An operation that needs a session is validated only for a request that has one: without it
 *   the route answers 401 first, as it would for any body.
 * - The message comes from the contract: `x-message` on a schema names a message key (one for
 *   every failure there, or a map from JSON Schema keyword to key with `default` for the others);
 *   the nearest schema on the failing keyword's path that names one wins, and a missing field
 *   first asks the field's own schema. Without one, a missing field is `missingFields` and anything
 *   else `invalidField`. The failures with the first message (missing fields first, then unknown
 *   ones, then the rest in the schema's field order) are answered together: "Missing required
 *   fields: name, phone." Fields are named relative to the schema that names the message.
 *
 * The same module validates answers against the contract (tests/api/contract.test.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { dereference, pointerTokens } from '../src/lib/openapi.ts';
import { isTimeZone } from '../src/lib/studio/limits.ts';
import type { ApiContext } from './context.ts';
import { isPhone, normalizePhone, sendError } from './http.ts';
import { msg } from './messages.ts';
import { authenticate } from './sessions.ts';

/** The bundled contract (`npm run contract` writes it from the YAML files). */
export const CONTRACT_FILE = fileURLToPath(new URL('../src/api/contract/openapi.bundle.json', import.meta.url));

export type Schema = { [keyword: string]: unknown };

export interface MediaTypeObject {
  schema?: Schema;
  encoding?: Record<string, { contentType?: string }>;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export { dereference, resolvePointer } from '../src/lib/openapi.ts';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/**
 * The Ajv instance for the contract's schemas: JSON Schema 2020-12, strict, every error, the
 * standard formats plus `phone` (libphonenumber, as the routes check it), `time-zone` (an IANA
 * zone the runtime knows: the routes format dates in it, and an unknown one would throw) and
 * `binary` (a file part of a multipart body), and the `x-message` annotation. `date-time` also
 * needs a time the clock can hold (`Date.parse` finite): RFC 3339 accepts a leap second such as
 * 23:59:60, which the routes could not turn back into a date.
 */
export function createContractAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats.default(ajv);
  ajv.addFormat('phone', { type: 'string', validate: (value: string) => isPhone(normalizePhone(value)) });
  ajv.addFormat('binary', { type: 'string', validate: () => true });
  ajv.addFormat('time-zone', { type: 'string', validate: isTimeZone });
  const rfcDateTime = ajv.formats['date-time'];
  const isRfcDateTime =
    typeof rfcDateTime === 'object' && 'validate' in rfcDateTime && typeof rfcDateTime.validate === 'function'
      ? (rfcDateTime.validate as (value: string) => boolean)
      : () => true;
  ajv.addFormat('date-time', { type: 'string', validate: (value: string) => isRfcDateTime(value) && Number.isFinite(Date.parse(value)) });
  ajv.addVocabulary(['x-message']);
  return ajv;
}

// Errors to messages ------------------------------------------------------------------------

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
  return { key: first.key, vars };
}

// Operations ----------------------------------------------------------------------------------

const isPlainObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'multipart/form-data';

export interface ContractOperation {
  operationId: string;
  method: string;
  /** The path template (`/api/users/newEmail/{email}`). */
  path: string;
  /** The operation with every `$ref` resolved. */
  operation: OperationObject;
  /** True when no security alternative is `{}`: the route answers 401 without a session. */
  needsSession: boolean;
  /** The path parameters when `pathname` matches the template (decoded), else null. */
  match: (pathname: string) => Record<string, string> | null;
}

function pathMatcher(template: string): (pathname: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  // As Express routes match: any case, with or without a trailing slash.
  const pattern = new RegExp(`^${source}/?$`, 'i');
  return (pathname) => {
    const found = pattern.exec(pathname);
    if (!found) return null;
    try {
      return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
    } catch {
      return null;
    }
  };
}

/** A parameter location as one object schema (`{ token: ... }`, required ones required). */
function parametersSchema(parameters: readonly ParameterObject[]): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/** A multipart schema's text fields: the file parts (`format: binary`) are checked by the upload code. */
function textFieldsSchema(schema: Schema): Schema {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const files = new Set(Object.keys(properties).filter((name) => properties[name]?.format === 'binary'));
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !files.has(name))),
    required: ((schema.required ?? []) as string[]).filter((name) => !files.has(name)),
  };
}

type Check = (value: unknown) => Problem | null;

export interface Contract {
  document: OpenApiDocument;
  operations: readonly ContractOperation[];
  /** The operation a request is for, with its path parameters. */
  find: (method: string, pathname: string) => { operation: ContractOperation; params: Record<string, string> } | null;
  /** A validator for a schema of the contract (compiled once). */
  check: (schema: Schema) => Check;
  ajv: Ajv2020;
}

export function compileContract(document: OpenApiDocument): Contract {
  const ajv = createContractAjv();
  const paths = dereference(document, document.paths);
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const security = operation.security ?? document.security ?? [];
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        operation,
        needsSession: security.length > 0 && !security.some((alternative) => Object.keys(alternative).length === 0),
        match: pathMatcher(path),
      });
    }
  }
  const compiled = new WeakMap<Schema, ValidateFunction>();
  const check = (schema: Schema): Check => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    const run = validate;
    return (value) => (run(value) ? null : problemOf(schema, run.errors ?? []));
  };
  return {
    document,
    operations,
    ajv,
    check,
    find(method, pathname) {
      const wanted = method.toUpperCase() === 'HEAD' ? ['HEAD', 'GET'] : [method.toUpperCase()];
      for (const verb of wanted) {
        for (const operation of operations) {
          if (operation.method !== verb) continue;
          const params = operation.match(pathname);
          if (params) return { operation, params };
        }
      }
      return null;
    },
  };
}

export function loadContract(file = CONTRACT_FILE): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

let shared: Contract | null = null;

/** The contract of the checked-in bundle, compiled once per process. */
export function contract(): Contract {
  shared ??= compileContract(loadContract());
  return shared;
}

// Requests --------------------------------------------------------------------------------------

/** Validates the parameters of a request (path, header, query), in that order. */
function parametersProblem(api: Contract, operation: ContractOperation, req: Request, pathParams: Record<string, string>): Problem | null {
  const parameters = operation.operation.parameters ?? [];
  const values: Record<string, (name: string) => unknown> = {
    path: (name) => pathParams[name],
    header: (name) => req.get(name),
    query: (name) => req.query[name],
  };
  for (const location of ['path', 'header', 'query'] as const) {
    const declared = parameters.filter((parameter) => parameter.in === location);
    if (!declared.length) continue;
    const value = Object.fromEntries(
      declared.flatMap((parameter) => {
        const found = values[location]?.(parameter.name);
        return found === undefined ? [] : [[parameter.name, found]];
      }),
    );
    const problem = api.check(memoSchema(operation, location, () => parametersSchema(declared)))(value);
    if (problem) return problem;
  }
  return null;
}

const builtSchemas = new WeakMap<ContractOperation, Map<string, Schema>>();

/** Schemas built from an operation (parameters, text fields), built once so Ajv compiles them once. */
function memoSchema(operation: ContractOperation, name: string, build: () => Schema): Schema {
  let schemas = builtSchemas.get(operation);
  if (!schemas) {
    schemas = new Map();
    builtSchemas.set(operation, schemas);
  }
  let schema = schemas.get(name);
  if (!schema) {
    schema = build();
    schemas.set(name, schema);
  }
  return schema;
}

/** The JSON body's problem, if the operation takes one. */
function jsonBodyProblem(api: Contract, operation: ContractOperation, body: unknown): Problem | null {
  const schema = operation.operation.requestBody?.content[JSON_TYPE]?.schema;
  if (!schema) return null;
  if (schema.type === 'object' && !isPlainObject(body)) return { key: 'bodyNotObject', vars: {} };
  return api.check(schema)(body);
}

/**
 * The middleware: validates every request the contract describes; answers 400 `{ error }` in the
 * request's language, or passes it on.
 */
export function contractValidator(ctx: ApiContext, api: Contract = contract()): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const found = api.find(req.method, req.path);
    if (!found) return next();
    const { operation, params } = found;
    if (operation.needsSession && !authenticate(ctx, req)) return next();
    const problem = parametersProblem(api, operation, req, params) ?? jsonBodyProblem(api, operation, req.body);
    if (problem) return sendError(res, 400, msg(req, problem.key, problem.vars));
    next();
  };
}

/**
 * The text fields of a multipart request (after multer has parsed it), checked against the
 * contract; parts the contract encodes as JSON (`company`) are parsed first. Null when they pass,
 * or when the request has no multipart operation in the contract.
 */
export function formFieldsProblem(req: Request, api: Contract = contract()): Problem | null {
  const found = api.find(req.method, req.path);
  const media = found?.operation.operation.requestBody?.content[FORM_TYPE];
  if (!found || !media?.schema) return null;
  const schema = memoSchema(found.operation, 'form', () => textFieldsSchema(media.schema as Schema));
  const body: Record<string, unknown> = { ...(isPlainObject(req.body) ? req.body : {}) };
  for (const [name, encoding] of Object.entries(media.encoding ?? {})) {
    if (encoding.contentType !== JSON_TYPE || body[name] === undefined) continue;
    // A JSON part is one text part: `company[name]=...` parts (which the form parser nests into
    // an object) are not JSON text, and the schema refuses the null with the field's message.
    if (typeof body[name] !== 'string') {
      body[name] = null;
      continue;
    }
    try {
      body[name] = JSON.parse(body[name] as string);
    } catch {
      // Left as text: the schema refuses it with the field's message.
    }
  }
  return api.check(schema)(body);
}

/** `formFieldsProblem` for a route: answers 400 and returns false when the text fields fail. */
export function checkFormFields(req: Request, res: Response): boolean {
  const problem = formFieldsProblem(req);
  if (!problem) return true;
  sendError(res, 400, msg(req, problem.key, problem.vars));
  return false;
}

// Answers ---------------------------------------------------------------------------------------

/** The response the contract documents for a status: the exact code, then `4XX`-style, then `default`. */
export function documentedResponse(operation: OperationObject, status: number): { key: string; response: ResponseObject } | null {
  for (const key of [String(status), `${String(status)[0]}XX`, 'default']) {
    const response = operation.responses[key];
    if (response) return { key, response };
  }
  return null;
}
