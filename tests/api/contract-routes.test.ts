/**
 * The mock API and its contract (src/api/contract) describe the same API:
 * - every route the app registers is an operation of the contract, and every operation has a
 *   route (the development routes, /api/dev/*, are left out of the contract on purpose);
 * - every operation is called for real, for its success and for at least one error, and each
 *   answer's status, content type, body and documented headers must be what the contract says
 *   (contractConformance.ts). This file calls the public operations and checks that every
 *   operation has its calls; the others are called area by area in contract-accounts,
 *   contract-payments, contract-calls, contract-studio and contract-delivery.test.ts, from the
 *   calls of the *Cases.ts modules.
 */
import type { Express } from 'express';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_MODULES } from '../../mock-api/routes/index.ts';
import { accountCases } from './accountCases.ts';
import { auditCases } from './auditCases.ts';
import { callCases } from './callCases.ts';
import { conforms, itConforms, spec, type Cases } from './contractConformance.ts';
import { deliveryCases } from './deliveryCases.ts';
import { goLiveCases } from './goliveCases.ts';
import { useTestApi } from './helpers.ts';
import { paymentCases } from './paymentCases.ts';
import { privacyCases } from './privacyCases.ts';
import { sessionCases } from './sessionCases.ts';
import { teamCases } from './teamCases.ts';
import { LEAD } from './requests.ts';
import { studioCases } from './studioCases.ts';

const api = useTestApi();

// Routes and operations ---------------------------------------------------------------------

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

/** `METHOD /path/{param}` of every route the app registers, and of the public catalogues json-server serves. */
function registeredRoutes(app: Express): string[] {
  const stack = (app as unknown as { _router: { stack: Layer[] } })._router.stack;
  const routes = stack.flatMap(({ route }) =>
    route && typeof route.path === 'string'
      ? Object.keys(route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${(route.path as string).replace(/:(\w+)/g, '{$1}')}`)
      : [],
  );
  const catalogues = API_MODULES.flatMap((module) => module.publicCollections ?? []).map((name) => `GET /api/${name}`);
  return [...new Set([...routes, ...catalogues])].filter((route) => !route.includes(' /api/dev/')).sort();
}

const operationKeys = () => spec.operations.map((operation) => `${operation.method} ${operation.path}`).sort();

describe('the routes of the mock API and the operations of the contract', () => {
  it('every route of the mock API is in the contract', () => {
    const operations = new Set(operationKeys());
    expect(registeredRoutes(api.app).filter((route) => !operations.has(route))).toEqual([]);
  });

  it('every operation of the contract has a route', () => {
    const routes = new Set(registeredRoutes(api.app));
    expect(operationKeys().filter((operation) => !routes.has(operation))).toEqual([]);
    expect(spec.operations.length).toBe(registeredRoutes(api.app).length);
  });

  it('leaves the development routes out, and they exist', () => {
    const stack = (api.app as unknown as { _router: { stack: Layer[] } })._router.stack;
    const dev = stack.filter(({ route }) => typeof route?.path === 'string' && route.path.startsWith('/api/dev/'));
    expect(dev.length).toBeGreaterThan(0);
    expect(spec.operations.filter((operation) => operation.path.startsWith('/api/dev/'))).toEqual([]);
  });
});

// Answers ---------------------------------------------------------------------------------------

const lead = { ...LEAD, url: 'clinicanorte.es', locale: 'es' };

/** The calls of the public operations (no session): the lead form, the catalogues, the documents. */
const PUBLIC: Cases = {
  submitLead: {
    success: [() => api.request('POST', '/api/leads', { json: lead })],
    errors: [() => api.request('POST', '/api/leads', { json: { ...lead, admin: true } })],
  },
  listCallPackages: { success: [() => api.request('GET', '/api/callPackages')], errors: [] },
  listVoices: { success: [() => api.request('GET', '/api/voices')], errors: [] },
  getSitemap: { success: [() => api.request('GET', '/api/sitemap.xml')], errors: [] },
  getOpenApiDocument: { success: [() => api.request('GET', '/api/openapi.json')], errors: [] },
  getApiDocs: { success: [() => api.request('GET', '/api/docs')], errors: [] },
};

/** The calls of every operation, area by area: each operation in exactly one of them. */
const AREAS: Cases[] = [
  accountCases(() => api),
  auditCases(() => api),
  paymentCases(() => api),
  callCases(() => api),
  studioCases(() => api),
  deliveryCases(() => api),
  goLiveCases(() => api),
  privacyCases(() => api),
  sessionCases(() => api),
  teamCases(() => api),
  PUBLIC,
];
const CASES: Cases = Object.assign({}, ...AREAS);

/** Operations that cannot answer an error to a client (their `default` answer is a server failure). */
const NO_ERROR_ANSWER: Record<string, string> = {
  logout: 'always succeeds, with or without a session',
  listCallPackages: 'a public read-only catalogue',
  listVoices: 'a public read-only catalogue',
  getSitemap: 'public, generated from the route table',
  getOpenApiDocument: 'public, a file',
  getApiDocs: 'public, a page',
};

describe('every operation answers as the contract says', () => {
  beforeEach(() => api.ctx.reset());

  it('has success and error calls for every operation of the contract', () => {
    expect(AREAS.flatMap((area) => Object.keys(area)).sort()).toEqual(spec.operations.map((o) => o.operationId).sort());
    for (const [operationId, cases] of Object.entries(CASES)) {
      expect(cases.success.length, operationId).toBeGreaterThan(0);
      expect(cases.errors.length > 0 || operationId in NO_ERROR_ANSWER, `${operationId} has no error call`).toBe(true);
    }
  });

  itConforms(PUBLIC);

  it('a body that is not JSON, on any call with a JSON body, answers the documented error shape', async () => {
    for (const op of spec.operations.filter((o) => o.operation.requestBody?.content['application/json'])) {
      const response = await api.request(op.method, op.path.replace(/\{[^}]+\}/g, 'x'), {
        body: '{"broken":',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, op.operationId).toBe(400);
      expect(await conforms(op.operationId, response), op.operationId).toEqual({ error: 'The request body is not valid JSON.' });
    }
  });
});
