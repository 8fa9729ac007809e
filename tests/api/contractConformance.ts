/**
 * The check the contract-*.test.ts files share: an answer of the mock API conforms to the
 * contract (src/api/contract) when its status is documented for its operation and its content
 * type, documented headers and body are what the contract says (validated with Ajv against the
 * contract's response schemas). Each of those files calls the operations of one area, a success
 * and at least one error of each (the `*Cases.ts` modules), and checks every answer here.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { expect, it } from 'vitest';
import { contract, documentedResponse, type ContractOperation, type Schema } from '../../mock-api/contract.ts';

export const spec = contract();

/** One call of an operation, made against the running test API. */
export type Call = () => Promise<Response>;

/** The calls of each operation (by operationId): successes and errors. */
export type Cases = Record<string, { success: Call[]; errors: Call[] }>;

const GENERIC_FAILURES = [400, 413, 500];

const validators = new WeakMap<Schema, ValidateFunction>();

function validatorFor(schema: Schema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = spec.ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

function operation(operationId: string): ContractOperation {
  const found = spec.operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`No operation ${operationId} in the contract`);
  return found;
}

/** Checks an answer against the contract; returns its body (JSON parsed). */
export async function conforms(operationId: string, response: Response): Promise<unknown> {
  const { operation: op } = operation(operationId);
  const documented = documentedResponse(op, response.status);
  expect(documented, `${operationId} answered ${response.status}, which the contract does not document`).not.toBeNull();
  const { key, response: spec_ } = documented as NonNullable<typeof documented>;
  // `default` stands for the generic failures only (a body that is not JSON or too large, a crash).
  if (key === 'default')
    expect(GENERIC_FAILURES, `${operationId} answered ${response.status}, which only \`default\` covers`).toContain(response.status);
  const text = await response.text();
  if (!spec_.content) {
    expect(text, `${operationId} ${key}: no body documented`).toBe('');
    return null;
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const media = spec_.content[type];
  expect(media, `${operationId} ${key}: content type "${type}" not documented (${Object.keys(spec_.content).join(', ')})`).toBeDefined();
  for (const [name, header] of Object.entries(spec_.headers ?? {})) {
    const value = response.headers.get(name);
    const schema = (header as { schema?: Schema }).schema;
    if (value !== null && schema && name.toLowerCase() !== 'set-cookie') {
      const validate = validatorFor(schema);
      expect(validate(value), `${operationId} ${key}: header ${name} "${value}" ${spec.ajv.errorsText(validate.errors)}`).toBe(true);
    }
  }
  const body: unknown = type === 'application/json' ? JSON.parse(text) : text;
  if (media?.schema) {
    const validate = validatorFor(media.schema);
    expect(validate(body), `${operationId} ${key}: ${spec.ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`).toBe(true);
  }
  return body;
}

/**
 * One test per call of `cases`: a success answers 2xx, an error 4xx or 5xx with an `error` text,
 * and each answer conforms. Call it inside the file's describe block.
 */
export function itConforms(cases: Cases): void {
  for (const [operationId, { success, errors }] of Object.entries(cases)) {
    it.each(success.map((call, index) => [index + 1, call] as const))(`${operationId}: success %i conforms`, async (_index, call) => {
      const response = await call();
      expect(response.status, `${operationId} answered ${response.status}`).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      await conforms(operationId, response);
    });
    if (errors.length) {
      it.each(errors.map((call, index) => [index + 1, call] as const))(`${operationId}: error %i conforms`, async (_index, call) => {
        const response = await call();
        expect(response.status, `${operationId} answered ${response.status}`).toBeGreaterThanOrEqual(400);
        const body = (await conforms(operationId, response)) as { error?: string };
        expect(body?.error).toBeTruthy();
      });
    }
  }
}
