/**
 * How the client build groups modules into chunks. With automatic chunking a portal
 * page needed about 85 files, each a `<link rel="modulepreload">` its shell's loader adds (about
 * 360 ms of a phone's main thread for the links alone, measured in a 4x slowed trace) and a module
 * graph of 85 files to fetch and link.
 *
 * Rolldown's automatic chunking makes one chunk per distinct set of dynamic imports that reach a
 * module: the smallest download for every combination and, with thirty lazy pages, a few hundred
 * chunks. Grouping changes what a page downloads only if a group joins code that is not always
 * loaded together, so chunks are grouped by what always loads with them:
 * - reached from the entry: left alone (the entry chunk, which every page loads first);
 * - reached from the app (`browserApp`, React DOM's client): every page that hydrates loads those,
 *   the landing page included, so one chunk, "app", costs no page a byte more; what only React
 *   DOM's client reaches is a chunk of its own, "react-dom", evaluated in a task of its own
 *   (src/app/main.tsx loads the two side by side);
 * - reached from the portal's frame (`RequireAuth`, `DashboardLayout`): every portal page loads
 *   those, no public page does: one chunk, "portal";
 * - shared by two or more portal pages and nothing else: one chunk, "portal-pages" (a portal page
 *   may download a little code another one uses, in one request instead of a dozen);
 * - shared by portal pages and other pages, or lazy parts of pages, but nothing the landing page
 *   loads: "shared";
 * - shared by portal pages and the parts the app loads on every page only at a visitor's action
 *   (the phone menu, the notices' container, whose code src/ui/notify.tsx also fetches at the
 *   first key press or tap; never before the page is hydrated): "on-action" (28 KB, 9 KB
 *   compressed; on a public page it comes at that first action, with some code only the portal uses);
 * - shared by portal pages and the landing page's lazy parts (its lower sections, its lead form),
 *   but nothing its first load needs: "ui" (those parts may load a little code they do not use);
 * - the rest (one page's own code, the lazy parts of pages): as Rolldown chunks it.
 *
 * "Reached" is read from a first build's chunks (after tree shaking), not from the module graph:
 * through a barrel file (`@mantine/core`'s index) every component looks reachable from anything
 * that imports one of them. `scripts/build.ts` builds twice: the first build writes the plan
 * (module id → group, `VOZLY_CHUNK_PLAN_OUT`), the second reads it (`VOZLY_CHUNK_PLAN`). A plain
 * `vite build` chunks automatically. The policy is here, pure (tested in
 * tests/unit/chunk-plan.test.ts); the plugin that reads and writes the plan in chunk-groups.ts.
 */
import type { Rolldown } from 'vite';

export type ChunkGroup = 'react-dom' | 'app' | 'portal' | 'portal-pages' | 'shared' | 'on-action' | 'ui';

/** What the policy knows of a root: the module a dynamically loaded chunk (or the entry) starts from. */
export interface Roots {
  isEntry: (id: string) => boolean;
  isApp: (id: string) => boolean;
  /** React DOM's client, one of the app's roots, kept apart: the browser evaluates it in a task of its own. */
  isReactDom: (id: string) => boolean;
  isFrame: (id: string) => boolean;
  /** The frame, a portal page, or a lazy part that only portal code imports. */
  isPortalOnly: (id: string) => boolean;
  /** The landing page, or a part the landing page may load (its lazy parts, what the app loads on any page). */
  isLanding: (id: string) => boolean;
  /** The landing page, or what the entry and the app may load with it before it is hydrated. */
  isLandingFirstLoad: (id: string) => boolean;
  /** A part the app loads on any page, but only at a visitor's action once it is hydrated (the phone menu). */
  isOnAction: (id: string) => boolean;
}

/** The group of a chunk's modules, given the roots that reach the chunk through static imports. */
export function groupOf(roots: readonly string[], known: Roots): ChunkGroup | null {
  if (roots.some(known.isEntry)) return null;
  const app = roots.filter(known.isApp);
  if (app.length) return app.every(known.isReactDom) ? 'react-dom' : 'app';
  if (roots.every(known.isPortalOnly)) {
    if (roots.some(known.isFrame)) return 'portal';
    return roots.length >= 2 ? 'portal-pages' : null;
  }
  if (!roots.some(known.isPortalOnly) || roots.some(known.isLandingFirstLoad)) return null;
  if (roots.some(known.isOnAction)) return 'on-action';
  return roots.some(known.isLanding) ? 'ui' : 'shared';
}

/** The root that stands for the entry chunk (whose facade is index.html). */
export const ENTRY = '<entry>';

/**
 * Module id → group, from a build's chunks. `portalSeeds`: the roots only the portal loads (its
 * frame and pages); a lazy part is portal-only too when every chunk that imports it is.
 */
export function planOf(
  chunks: readonly Rolldown.OutputChunk[],
  known: Omit<Roots, 'isPortalOnly' | 'isLanding' | 'isLandingFirstLoad' | 'isOnAction'>,
  seeds: { portal: ReadonlySet<string>; landing: string; routeDriven: ReadonlySet<string>; onAction?: ReadonlySet<string> },
): Record<string, ChunkGroup> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const importersOf = new Map<string, string[]>();
  const dynamicImportersOf = new Map<string, string[]>();
  for (const chunk of chunks) {
    for (const file of chunk.imports) importersOf.set(file, [...(importersOf.get(file) ?? []), chunk.fileName]);
    for (const file of chunk.dynamicImports) dynamicImportersOf.set(file, [...(dynamicImportersOf.get(file) ?? []), chunk.fileName]);
  }
  const rootOf = (chunk: Rolldown.OutputChunk) => (chunk.isEntry ? ENTRY : chunk.isDynamicEntry ? chunk.facadeModuleId : null);
  // The roots whose static imports reach each chunk (itself, if it is one).
  const rootsOf = new Map<string, string[]>();
  for (const chunk of chunks) {
    const roots: string[] = [];
    const seen = new Set([chunk.fileName]);
    const queue = [chunk.fileName];
    while (queue.length) {
      const current = byFile.get(queue.pop()!);
      if (!current) continue;
      const root = rootOf(current);
      if (root) roots.push(root);
      for (const importer of importersOf.get(current.fileName) ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    rootsOf.set(chunk.fileName, roots);
  }
  const portalOnly = new Set(seeds.portal);
  for (let changed = true; changed;) {
    changed = false;
    for (const chunk of chunks) {
      const root = rootOf(chunk);
      if (!root || portalOnly.has(root) || !chunk.isDynamicEntry) continue;
      const importers = dynamicImportersOf.get(chunk.fileName) ?? [];
      if (importers.length && importers.every((file) => (rootsOf.get(file) ?? []).every((id) => portalOnly.has(id)))) {
        portalOnly.add(root);
        changed = true;
      }
    }
  }
  // What the landing page may load: the page, what the entry and the app import on any page (but
  // what they import for a route: the pages, the portal's frame, the session, the server cache),
  // and whatever those import in turn. Its first load: the page and what the entry and the app
  // import directly on any page.
  const landingFirstLoad = new Set([seeds.landing]);
  const landing = new Set([seeds.landing]);
  for (let pass = 0, changed = true; changed; pass++) {
    changed = false;
    for (const chunk of chunks) {
      const roots = rootsOf.get(chunk.fileName) ?? [];
      const always = roots.some((id) => id === ENTRY || known.isApp(id));
      if (!always && !roots.some((id) => landing.has(id))) continue;
      for (const file of chunk.dynamicImports) {
        const target = byFile.get(file);
        const root = target && rootOf(target);
        if (!root || landing.has(root) || (always && seeds.routeDriven.has(root))) continue;
        landing.add(root);
        if (pass === 0 && always && !seeds.onAction?.has(root)) landingFirstLoad.add(root);
        changed = true;
      }
    }
  }
  const policy: Roots = {
    ...known,
    isPortalOnly: (id) => portalOnly.has(id),
    isLanding: (id) => landing.has(id),
    isLandingFirstLoad: (id) => landingFirstLoad.has(id),
    isOnAction: (id) => Boolean(seeds.onAction?.has(id)),
  };
  // A dynamically imported module keeps a chunk of its own (the manifest, and the build's list of a
  // page's files, name it by that module); stylesheets follow the code that imports them, but a
  // CSS module's class names (a module of code) go with its chunk's group.
  const dynamicRoots = new Set(chunks.map(rootOf).filter((id) => id !== null && id !== ENTRY));
  const plan: Record<string, ChunkGroup> = {};
  for (const chunk of chunks) {
    const group = groupOf(rootsOf.get(chunk.fileName) ?? [], policy);
    if (group)
      for (const id of chunk.moduleIds) if ((!/\.css$/.test(id) || /\.module\.css$/.test(id)) && !dynamicRoots.has(id)) plan[id] = group;
  }
  return plan;
}
