/**
 * The API contract (src/api/contract, OpenAPI 3.1) as the mock API uses it: the checked-in bundle,
 * loaded and compiled once. Every operation is found by method and path template, with whether it
 * needs a session; every schema is compiled once by one Ajv (JSON Schema 2020-12) with the
 * contract's formats, and its failures are turned into one message (contractProblems.ts).
 *
 * The requests are validated against it by contractValidation.ts, and the answers by
 * tests/api/contract-*.test.ts (`documentedResponse`, contractConformance.ts); scripts/contract.ts compiles every schema
 * with the same Ajv.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { dereference } from '../src/lib/openapi.ts';
import { isTimeZone } from '../src/lib/studio/limits.ts';
import { problemOf, type Problem } from './contractProblems.ts';
import { isPhone, normalizePhone } from './http.ts';

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

/** The response the contract documents for a status: the exact code, then `4XX`-style, then `default`. */
export function documentedResponse(operation: OperationObject, status: number): { key: string; response: ResponseObject } | null {
  for (const key of [String(status), `${String(status)[0]}XX`, 'default']) {
    const response = operation.responses[key];
    if (response) return { key, response };
  }
  return null;
}
