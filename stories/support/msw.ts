/**
 * Mock Service Worker handlers typed by the API contract (src/api/contract, generated types in
 * src/lib/contract.gen.ts): `contract('put', '/api/profile', resolver)` answers that call, and the
 * resolver must return one of the contract's answers for it, so a fixture that drifts from the
 * contract fails `tsc`. Used by the page stories (`parameters.msw.handlers`) and the container
 * tests (tests/container, `setupWorker` from `msw/browser`).
 */
import { http, HttpResponse, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import type { SetupWorker } from 'msw/browser';
import type { paths } from '@/lib/contract.gen';

/**
 * Where the stories and the container tests start the worker: Mock Service Worker's script behind
 * a small one that leaves media requests to the network (.storybook/public/storyWorker.js).
 */
export const WORKER_SCRIPT = { serviceWorker: { url: '/storyWorker.js' } } as const;

/**
 * Keeps a failed refresh of the worker's script from failing the story being played. On start,
 * Mock Service Worker asks the registration it finds to update and does not wait for the answer
 * (mswjs/msw#2006). When the preview was just reloaded, the page that left told the worker it
 * closed, and the worker unregisters itself once it has no client: that update then rejects
 * ("Failed to update a ServiceWorker ... Not found"), unhandled, in the middle of the next play.
 * The worker still serves the page it controls, and the next load registers it afresh.
 */
export function ignoreWorkerUpdateFailures() {
  const update = ServiceWorkerRegistration.prototype.update;
  if ((update as { quiet?: true }).quiet) return;
  const quietUpdate = function (this: ServiceWorkerRegistration) {
    const updating = update.call(this);
    updating.catch(() => {});
    return updating;
  };
  ServiceWorkerRegistration.prototype.update = Object.assign(quietUpdate, { quiet: true as const });
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The contract's paths that have an operation for `M`. */
export type ContractPath<M extends Method> = { [P in keyof paths]: paths[P][M] extends undefined ? never : P }[keyof paths];

type Operation<M extends Method, P extends ContractPath<M>> = NonNullable<paths[P][M]>;

/** A response's JSON body; `null` for a response without one (204). */
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : R extends { content?: never } ? null : never;

/** Every answer the contract gives `M P` (success and error bodies). */
export type ContractAnswer<M extends Method, P extends ContractPath<M>> =
  Operation<M, P> extends { responses: infer Rs } ? Extract<{ [S in keyof Rs]: JsonOf<Rs[S]> }[keyof Rs], DefaultBodyType> : never;

/** The JSON request body of `M P` (undefined when it takes none, or not JSON). */
export type ContractBody<M extends Method, P extends ContractPath<M>> =
  Operation<M, P> extends { requestBody?: infer R } ? JsonRequest<NonNullable<R>> : undefined;
type JsonRequest<R> = [R] extends [never]
  ? undefined
  : R extends { content: { 'application/json': infer B } }
    ? Extract<B, DefaultBodyType>
    : undefined;

type ContractParams<M extends Method, P extends ContractPath<M>> =
  Operation<M, P> extends { parameters: { path: infer T } } ? { [K in keyof T & string]: string } : Record<string, never>;

export type ContractResolver<M extends Method, P extends ContractPath<M>> = HttpResponseResolver<
  ContractParams<M, P>,
  ContractBody<M, P>,
  ContractAnswer<M, P>
>;

/** A request a handler received, for assertions. */
export interface Received {
  method: string;
  /** Path and query, e.g. `/api/calls?limit=20`. */
  path: string;
  headers: Headers;
  /** The JSON body (parsed), the text of another body, or undefined. */
  body: unknown;
}

/** The requests the handlers given it received, in order. Clear it before each story or test. */
export interface RequestLog {
  readonly calls: Received[];
  /** The calls to one path (no query), optionally of one method. */
  to(path: string, method?: Method): Received[];
  clear(): void;
  record(request: Request): Promise<void>;
}

export function requestLog(): RequestLog {
  const calls: Received[] = [];
  return {
    calls,
    to: (path, method) => calls.filter((call) => call.path.split('?')[0] === path && (!method || call.method === method.toUpperCase())),
    clear: () => {
      calls.length = 0;
    },
    async record(request) {
      const url = new URL(request.url);
      const entry: Received = {
        method: request.method,
        path: `${url.pathname}${url.search}`,
        headers: new Headers(request.headers),
        body: undefined,
      };
      // Recorded at once (in arrival order); the body is filled in once read.
      calls.push(entry);
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
      try {
        entry.body = text ? JSON.parse(text) : undefined;
      } catch {
        entry.body = text;
      }
    },
  };
}

/** `/api/calls/{id}` (OpenAPI) → `/api/calls/:id` (MSW). */
const routeOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * A handler for one call of the contract. The resolver's answer is checked against the
 * contract's answers for it (`HttpResponse.json(...)`, or `noContent()` where the contract has a
 * 204). With a `log`, every request it receives is recorded there first.
 */
export function contract<M extends Method, P extends ContractPath<M>>(
  method: M,
  path: P,
  resolver: ContractResolver<M, P>,
  log?: RequestLog,
): HttpHandler {
  const answer = resolver as unknown as HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;
  return http[method](routeOf(path), async (info) => {
    await log?.record(info.request);
    return answer(info);
  });
}

/**
 * What every story's worker answers unless the story's own handlers do (the worker's initial
 * handlers, .storybook/preview.tsx: they survive the reset before each story, and a story's
 * handlers come first): the dashboard shell's own call, the sidebar's Questions badge
 * (`GET /api/studio/questions`), with no open questions, so a portal page story that does not
 * care about the badge sends no request past the worker.
 */
export const FALLBACK_HANDLERS: HttpHandler[] = [
  contract('get', '/api/studio/questions', () => HttpResponse.json({ open: 0, groups: [] })),
];

/** A 204 answer (no body). */
export const noContent = () => new HttpResponse<null>(null, { status: 204 });

/** A request the server never answers (a call in flight, for a busy state). */
export const never = () => new Promise<never>(() => {});

/** The story's worker (msw-storybook-addon's loader puts it on the story context), for `msw.use` in a `beforeEach`. */
export function storyWorker(context: object): SetupWorker {
  const worker = (context as { msw?: SetupWorker }).msw;
  if (!worker) throw new Error('No Mock Service Worker on the story context: is mswLoader in .storybook/preview.tsx?');
  return worker;
}
