/**
 * The contract's middleware: every request of an operation the contract describes is validated
 * against it before any route sees it, and answered 400 `{ error }` in the request's language when
 * it fails (the message: contractProblems.ts).
 *
 * - The operation is found by method and path template; requests the contract does not describe
 *   go on untouched (to the 404, or to the development routes).
 * - Path, header and query parameters, then the JSON body, are validated. A body that is not a
 *   JSON object answers `bodyNotObject`. Multipart bodies are parsed later by multer: their routes
 *   call `checkFormFields` once the text fields are there.
 * - An operation that needs a session is validated only for a request that has one: without it
 *   the route answers 401 first, as it would for any body.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { contract, type Contract, type ContractOperation, type ParameterObject, type Schema } from './contract.ts';
import type { Problem } from './contractProblems.ts';
import type { ApiContext } from './context.ts';
import { sendError } from './http.ts';
import { msg } from './messages.ts';
import { authenticate } from './sessions.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'multipart/form-data';

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
    const parameters = parametersProblem(api, operation, req, params);
    if (parameters) return sendError(res, 400, msg(req, parameters.key, parameters.vars));
    // A body's problem names its field (a path into the body) for the form to mark.
    const body = jsonBodyProblem(api, operation, req.body);
    if (body) return sendError(res, 400, msg(req, body.key, body.vars), undefined, body.field);
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
  sendError(res, 400, msg(req, problem.key, problem.vars), undefined, problem.field);
  return false;
}
