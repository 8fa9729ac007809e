/**
 * Seeds the mock API's data once for the whole `unit` project (vite.config.ts `globalSetup`):
 * the demo accounts and the generated call history (~10,000 calls) take seconds to make, and
 * each API test file would otherwise make them again. `startTestApi()` (helpers.ts) starts from
 * a copy of this folder, so no test sees another file's changes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { setTestHashCost } from '../../mock-api/security.ts';
import { createMockApi } from '../../mock-api/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the pre-seeded data (db.json, the call and delivery databases). */
    seededApiData: string;
  }
}

export default async function seedOnce(project: TestProject) {
  setTestHashCost();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vozly-api-seed-'));
  const api = await createMockApi({ dataDir, quiet: true });
  api.release();
  project.provide('seededApiData', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
