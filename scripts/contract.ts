/**
 * `npm run contract`: bundles the API contract (`src/api/contract/openapi.yaml` and every
 * `src/api/contract/paths/*.yaml`) into one OpenAPI 3.1 document, `openapi.bundle.json`,
 * validates it, and generates the client's types from it (`src/lib/contract.gen.ts`, with
 * openapi-typescript). `npm run contract -- --check` writes nothing and exits 1 when the
 * checked-in bundle or types are not what the YAML gives (or the contract is not valid).
 *
 * Validation: Redocly's OpenAPI linter (@redocly/openapi-core, the validator openapi-typescript
 * is built on) checks the document against OpenAPI 3.1 (its structure, refs, security, paths) with
 * its strict recommended rules; every finding is a problem. This script adds the house rules
 * below, and every schema must compile with the mock API's Ajv (JSON Schema 2020-12, strict), which
 * validates requests with them.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from '@redocly/openapi-core';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { parse } from 'yaml';
import {
  compileContract,
  dereference,
  HTTP_METHODS,
  type OpenApiDocument,
  type OperationObject,
  type Schema,
} from '../mock-api/contract.ts';
import { ROOT } from './lib.ts';

export const CONTRACT_DIR = path.join(ROOT, 'src/api/contract');
export const BUNDLE_FILE = path.join(CONTRACT_DIR, 'openapi.bundle.json');
export const TYPES_FILE = path.join(ROOT, 'src/lib/contract.gen.ts');

const ROOT_KEYS = ['openapi', 'info', 'servers', 'security', 'tags', 'components'];
const AREA_KEYS = ['tags', 'paths', 'webhooks', 'components'];

type Dict = Record<string, unknown>;
type Tag = { name: string; description?: string };

function readYaml(relative: string): Dict {
  let value: unknown;
  try {
    value = parse(readFileSync(path.join(CONTRACT_DIR, relative), 'utf8'));
  } catch (error) {
    throw new Error(`src/api/contract/${relative}: ${(error as Error).message}`, { cause: error });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${relative}: not a YAML mapping`);
  return value as Dict;
}

function onlyKeys(file: string, value: Dict, allowed: readonly string[]) {
  const extra = Object.keys(value).filter((key) => !allowed.includes(key));
  if (extra.length) throw new Error(`${file}: unexpected top-level ${extra.join(', ')} (allowed: ${allowed.join(', ')})`);
}

/** Adds `from`'s entries to `into`, refusing a name another file already defined. */
function mergeNamed(into: Dict, from: Dict | undefined, what: string, file: string, owners: Map<string, string>) {
  for (const [name, value] of Object.entries(from ?? {})) {
    const id = `${what} ${name}`;
    if (owners.has(id)) throw new Error(`${file}: ${id} is already defined in ${owners.get(id)}`);
    owners.set(id, file);
    into[name] = value;
  }
}

/** The contract as one document: the root file, then each area file in name order. */
export function bundleContract(): OpenApiDocument {
  const root = readYaml('openapi.yaml');
  onlyKeys('openapi.yaml', root, ROOT_KEYS);
  const owners = new Map<string, string>();
  const tags: Tag[] = [];
  const paths: Dict = {};
  // Webhooks (OpenAPI 3.1): the events the API sends to a customer's endpoint (delivery.yaml).
  const webhooks: Dict = {};
  const components: Record<string, Dict> = {};
  const addArea = (file: string, area: Dict) => {
    for (const tag of (area.tags ?? []) as Tag[]) {
      mergeNamed({}, { [tag.name]: tag }, 'tag', file, owners);
      tags.push(tag);
    }
    mergeNamed(paths, area.paths as Dict | undefined, 'path', file, owners);
    mergeNamed(webhooks, area.webhooks as Dict | undefined, 'webhook', file, owners);
    for (const [section, entries] of Object.entries((area.components ?? {}) as Record<string, Dict>)) {
      components[section] ??= {};
      mergeNamed(components[section], entries, `components.${section}`, file, owners);
    }
  };
  addArea('openapi.yaml', { tags: root.tags, components: root.components });
  const areas = readdirSync(path.join(CONTRACT_DIR, 'paths'))
    .filter((file) => /\.ya?ml$/.test(file))
    .sort();
  for (const file of areas) {
    const area = readYaml(`paths/${file}`);
    onlyKeys(`paths/${file}`, area, AREA_KEYS);
    addArea(`paths/${file}`, area);
  }
  return {
    openapi: root.openapi as string,
    info: root.info as Dict,
    ...(root.servers ? { servers: root.servers } : {}),
    ...(root.security ? { security: root.security as OpenApiDocument['security'] } : {}),
    tags,
    paths: paths as OpenApiDocument['paths'],
    ...(Object.keys(webhooks).length ? { webhooks } : {}),
    components,
  };
}

export const bundleText = (document: OpenApiDocument) => `${JSON.stringify(document, null, 2)}\n`;

function operationsOf(document: OpenApiDocument): { path: string; method: string; operation: OperationObject }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] as OperationObject })),
  );
}

/**
 * The house rules, beyond what makes a valid OpenAPI document: every operation has an id, a
 * summary and a declared tag, a success and an error answer, errors shaped `{ error, code? }`,
 * known security schemes, and schemas Ajv compiles in strict mode.
 */
export function houseRuleProblems(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  const tags = new Set(((document.tags ?? []) as Tag[]).map((tag) => tag.name));
  const schemes = new Set(Object.keys(document.components?.securitySchemes ?? {}));
  const ids = new Set<string>();
  const resolved = dereference(document, document);
  let contract;
  try {
    contract = compileContract(document);
  } catch (error) {
    return [`the contract does not compile: ${(error as Error).message}`];
  }
  const compiles = (where: string, schema: Schema | undefined) => {
    if (!schema) return null;
    try {
      return contract.check(schema);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
      return null;
    }
  };
  for (const { path, method, operation } of operationsOf(resolved)) {
    const where = `${method.toUpperCase()} ${path}`;
    if (!operation.operationId) problems.push(`${where}: no operationId`);
    else if (ids.has(operation.operationId)) problems.push(`${where}: operationId ${operation.operationId} is used twice`);
    ids.add(operation.operationId);
    if (!operation.summary) problems.push(`${where}: no summary`);
    if (!operation.tags?.length) problems.push(`${where}: no tag`);
    for (const tag of operation.tags ?? []) if (!tags.has(tag)) problems.push(`${where}: tag ${tag} is not declared in any area's tags`);
    for (const alternative of operation.security ?? []) {
      for (const name of Object.keys(alternative)) if (!schemes.has(name)) problems.push(`${where}: unknown security scheme ${name}`);
    }
    const codes = Object.keys(operation.responses ?? {});
    if (!codes.some((code) => code.startsWith('2'))) problems.push(`${where}: no success answer`);
    if (!codes.some((code) => /^[45]/.test(code) || code === 'default')) problems.push(`${where}: no error answer`);
    for (const [code, response] of Object.entries(operation.responses ?? {})) {
      for (const [type, media] of Object.entries(response.content ?? {})) {
        const check = compiles(`${where} ${code} ${type}`, media.schema);
        if (check && (/^[45]/.test(code) || code === 'default') && (check({ error: 'x' }) || !check({}))) {
          problems.push(`${where} ${code}: an error answer must be { error, code? }`);
        }
      }
    }
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) compiles(`${where} request ${type}`, media.schema);
    for (const parameter of operation.parameters ?? []) compiles(`${where} parameter ${parameter.name}`, parameter.schema);
  }
  for (const [name, schema] of Object.entries((resolved.components?.schemas ?? {}) as Record<string, Schema>))
    compiles(`components.schemas.${name}`, schema);
  return problems;
}

/**
 * Redocly's findings on the bundle (OpenAPI 3.1 structure, refs, security, paths, examples),
 * with its `recommended-strict` rules but two: the project has no licence to state, and the
 * calls that cannot fail with a 4xx (logout, the catalogues, the sitemap, the contract itself)
 * document their `default` error answer instead (a house rule requires one).
 */
export async function lintProblems(document: OpenApiDocument): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended-strict'], rules: { 'info-license': 'off', 'operation-4xx-response': 'off' } });
  const source = makeDocumentFromString(bundleText(document), BUNDLE_FILE);
  const problems = await lintDocument({ document: source, config: config.styleguide, externalRefResolver: new BaseResolver() });
  return problems.map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? '#'})`);
}

const TYPES_HEADER = `/**
 * The API contract's types, generated by \`npm run contract\` (openapi-typescript) from
 * src/api/contract/*.yaml. Do not edit: change the YAML and run \`npm run contract\`.
 */

`;

/** The client's types (openapi-typescript); its problems are thrown (Redocly's findings come first). */
export async function generateTypes(document: OpenApiDocument): Promise<string> {
  const ast = await openapiTS(structuredClone(document) as unknown as OpenAPI3, { silent: true });
  return TYPES_HEADER + astToString(ast);
}

function readOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

async function main() {
  const check = process.argv.includes('--check');
  const document = bundleContract();
  const problems = [...(await lintProblems(document)), ...houseRuleProblems(document)];
  if (problems.length) {
    console.error(`The API contract has ${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  const outputs = [
    { file: BUNDLE_FILE, text: bundleText(document) },
    { file: TYPES_FILE, text: await generateTypes(document) },
  ];
  const operations = operationsOf(document).length;
  if (check) {
    const stale = outputs.filter(({ file, text }) => readOr(file) !== text).map(({ file }) => path.relative(ROOT, file));
    if (stale.length) {
      console.error(`Not current: ${stale.join(', ')}. Run \`npm run contract\` and commit the result.`);
      process.exit(1);
    }
    console.warn(`The API contract is valid and current (${operations} operations).`);
    return;
  }
  for (const { file, text } of outputs) writeFileSync(file, text);
  console.warn(
    `The API contract is valid (${operations} operations): wrote ${outputs.map(({ file }) => path.relative(ROOT, file)).join(' and ')}.`,
  );
}

if (import.meta.main) await main();
