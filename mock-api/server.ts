import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Request, type Response, type NextFunction } from 'express';
import jsonServer from 'json-server';
import { registerCatalogues } from './catalogues.ts';
import { configWith, type MockApiConfig } from './config.ts';
import type { ApiContext, ApiModule, LoginMember } from './context.ts';
import { refuseCrossSiteWrites } from './csrf.ts';
import { roleGate } from './roles.ts';
import { contractValidator } from './contractValidation.ts';
import { openDbFile, writeDbFile } from './dbfile.ts';
import { errorHandler, sendError } from './http.ts';
import { createJobRunner } from './jobs.ts';
import { createMailer } from './mail.ts';
import { msg } from './messages.ts';
import { isApiPath } from './paths.ts';
import { API_MODULES } from './routes/index.ts';
import { createSeed } from './seed.ts';
import { createServices } from './services.ts';
import { servePortal } from './static.ts';
import { collection, wrapDb, type LowLike, type UserRecord } from './store.ts';

export interface MockApiOptions extends Partial<Omit<MockApiConfig, 'secretKey' | 'siteUrl'>> {
  /** Folder of the live db file and the uploads (created from the seed when missing). */
  dataDir: string;
  /** Serve this built portal too (production preview and end-to-end tests). */
  staticDir?: string;
  now?: () => number;
  modules?: readonly ApiModule[];
}

export interface MockApi {
  app: Express;
  ctx: ApiContext;
  /** Releases what the modules hold (the call store's database). */
  release: () => void;
}

/**
 * json-server's lowdb instance, which keeps the state in memory. Its router is never mounted: the
 * public catalogues have their own handlers (catalogues.ts), so no request reaches json-server's
 * filters (`_like`, `q`...), which turn query text into regular expressions.
 */
function memoryDb(state: object): LowLike {
  return (jsonServer.router(state) as unknown as { db: LowLike }).db;
}

/** Headers of every answer; the API's answers (personal data) are never stored by a cache. */
function securityHeaders(req: Request, res: Response, next: NextFunction) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (isApiPath(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
}

export async function createMockApi(options: MockApiOptions): Promise<MockApi> {
  const modules = options.modules ?? API_MODULES;
  // Read once, checked first: a bad PORTAL_URL stops the start before anything is written.
  const { dataDir: _dataDir, staticDir: _staticDir, now: _now, modules: _modules, ...settings } = options;
  const config = configWith(settings);
  const { quiet, portalUrl } = config;
  const dataDir = path.resolve(options.dataDir);
  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  const dbFile = path.join(dataDir, 'db.json');
  const seed = await createSeed(modules);
  // The db file is only ever written whole and atomically (dbfile.ts); a damaged one is recovered.
  const state = openDbFile(dbFile, seed, (line) => console.error(line));

  // json-server's lowdb keeps the state in memory; writes go through `db.mutate`, which writes the file.
  const db = wrapDb(memoryDb(state), (current) => writeDbFile(dbFile, current));
  for (const name of ['users', 'sessions', 'outbox', 'verificationTokens']) collection(db, name);
  const now = options.now ?? Date.now;
  const resetHooks: (() => void)[] = [];
  const loginHooks: ((user: UserRecord, member?: LoginMember) => void)[] = [];
  const jobs = createJobRunner({ failing: config.failJobs, log: (line) => console.error(line) });
  const closeHooks: (() => void)[] = [() => jobs.stop()];
  const base: Omit<ApiContext, 'services'> = {
    db,
    dataDir,
    uploadsDir,
    sendMail: createMailer(db, quiet, now),
    now,
    config,
    onReset: (clear) => resetHooks.push(clear),
    reset: () => {
      db.replace(structuredClone(seed));
      for (const clear of resetHooks) clear();
    },
    jobs,
    onLogin: (hook) => loginHooks.push(hook),
    onClose: (release) => closeHooks.push(release),
    loggedIn: (user, member) => {
      for (const hook of loginHooks) hook(user, member);
    },
  };
  // The services read the context lazily (a route's request), so they can be built with it.
  const ctx = base as ApiContext;
  ctx.services = createServices(ctx);

  const app = express();
  app.set('json spaces', 2);
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders);
  app.use(compression());
  // Before the body is read: a cross-site write with the session cookie is refused outright (csrf.ts).
  app.use(refuseCrossSiteWrites(portalUrl));
  // Not strict: a body of `null` or `"text"` gets the clearer "must be a JSON object" answer.
  app.use(express.json({ limit: '1mb', strict: false }));
  // Before the body's validation: a role refused a route learns that, not what its body lacked.
  app.use(roleGate(ctx));
  app.use(contractValidator(ctx));
  for (const module of modules) module.register(app, ctx);

  const publicCollections = new Set(modules.flatMap((module) => module.publicCollections ?? []));
  registerCatalogues(app, ctx, [...publicCollections]);
  if (options.staticDir) servePortal(app, path.resolve(options.staticDir), { stripe: config.stripe });
  app.use((req, res) => sendError(res, 404, msg(req, 'notFound')));
  app.use(errorHandler(quiet));
  return { app, ctx, release: () => closeHooks.splice(0).forEach((release) => release()) };
}

export interface RunningMockApi extends MockApi {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Starts the mock API on 127.0.0.1 (port 0 picks a free one). */
export async function startMockApi(options: MockApiOptions & { port?: number; host?: string }): Promise<RunningMockApi> {
  const api = await createMockApi(options);
  const host = options.host ?? '127.0.0.1';
  const server = api.app.listen(options.port ?? 0, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    ...api,
    port,
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          api.release();
          resolve();
        });
      }),
  };
}
