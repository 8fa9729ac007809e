import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Request, type Response, type NextFunction } from 'express';
import jsonServer from 'json-server';
import type { ApiContext, ApiModule } from './context.ts';
import { contractValidator } from './contract.ts';
import { errorHandler, sendError } from './http.ts';
import { createMailer } from './mail.ts';
import { msg } from './messages.ts';
import { isApiPath } from './paths.ts';
import { API_MODULES } from './routes/index.ts';
import { createSeed } from './seed.ts';
import { collection, wrapDb, type DbShape, type LowLike } from './store.ts';

export interface MockApiOptions {
  /** Folder of the live db file and the uploads (created from the seed when missing). */
  dataDir: string;
  /** Serve this built portal too (production preview and end-to-end tests). */
  staticDir?: string;
  quiet?: boolean;
  now?: () => number;
  modules?: readonly ApiModule[];
}

export interface MockApi {
  app: Express;
  ctx: ApiContext;
}

/** Creates the db file from the seed on first start, and adds collections new modules seed. */
async function ensureDb(dbFile: string, seed: DbShape): Promise<void> {
  if (!existsSync(dbFile)) {
    writeFileSync(dbFile, JSON.stringify(seed, null, 2));
    return;
  }
  const current = JSON.parse(readFileSync(dbFile, 'utf8')) as Record<string, unknown>;
  const missing = Object.keys(seed).filter((name) => !(name in current));
  if (missing.length) {
    for (const name of missing) current[name] = seed[name];
    writeFileSync(dbFile, JSON.stringify(current, null, 2));
  }
}

/** GETs of the catalogues a module declared public pass to json-server; nothing else does. */
function publicReadOnly(collections: ReadonlySet<string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const name = req.path.split('/').filter(Boolean)[0];
    if (req.method === 'GET' && name && collections.has(name)) return next();
    sendError(res, 404, msg(req, 'notFound'));
  };
}

/** Serves the built portal: pre-rendered pages where they exist, else the app shell. */
function servePortal(app: Express, staticDir: string) {
  app.use(
    express.static(staticDir, {
      index: false,
      setHeaders(res, file) {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  const shell = path.join(staticDir, 'spa.html');
  app.get('*', (req, res, next) => {
    if (isApiPath(req.path)) return next();
    const clean = path.normalize(decodeURIComponent(req.path)).replace(/^(\.\.(\/|\\|$))+/, '');
    const candidate = path.join(staticDir, clean, 'index.html');
    const file = candidate.startsWith(staticDir) && existsSync(candidate) && statSync(candidate).isFile() ? candidate : shell;
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(file);
  });
}

export async function createMockApi(options: MockApiOptions): Promise<MockApi> {
  const modules = options.modules ?? API_MODULES;
  const quiet = options.quiet ?? false;
  const dataDir = path.resolve(options.dataDir);
  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const dbFile = path.join(dataDir, 'db.json');
  const seed = await createSeed(modules);
  await ensureDb(dbFile, seed);

  const router = jsonServer.router(dbFile);
  const db = wrapDb(router.db as unknown as LowLike);
  for (const name of ['users', 'sessions', 'outbox', 'verificationTokens']) collection(db, name);
  const now = options.now ?? Date.now;
  const resetHooks: (() => void)[] = [];
  const ctx: ApiContext = {
    db,
    dataDir,
    uploadsDir,
    sendMail: createMailer(db, quiet, now),
    now,
    quiet,
    onReset: (clear) => resetHooks.push(clear),
    reset: () => {
      db.replace(structuredClone(seed));
      for (const clear of resetHooks) clear();
    },
  };

  const app = express();
  app.set('json spaces', 2);
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(compression());
  // Not strict: a body of `null` or `"text"` gets the clearer "must be a JSON object" answer.
  app.use(express.json({ limit: '1mb', strict: false }));
  app.use(contractValidator(ctx));
  for (const module of modules) module.register(app, ctx);

  const publicCollections = new Set(modules.flatMap((module) => module.publicCollections ?? []));
  app.use('/api', publicReadOnly(publicCollections), router);
  if (options.staticDir) servePortal(app, path.resolve(options.staticDir));
  app.use((req, res) => sendError(res, 404, msg(req, 'notFound')));
  app.use(errorHandler(quiet));
  return { app, ctx };
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
        server.close(() => resolve());
      }),
  };
}
