/**
 * The client build's chunk plan as a Vite plugin: the first build writes it, the second applies it
 * (scripts/chunk-plan.ts says what it groups and why).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';
import type { Plugin } from 'vite';
import { ROUTES } from '../src/lib/routes.ts';
import { ENTRY, planOf, type ChunkGroup } from './chunk-plan.ts';

const REACT_DOM_CLIENT = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;

/** The page modules of a layout's routes, as src/app/pages.ts imports them (`calls: lazyPage(() => import('@/pages/CallsPage'))`). */
function pageModules(root: string, layout: 'dashboard' | 'public'): Set<string> {
  const pages = readFileSync(path.join(root, 'src', 'app', 'pages.ts'), 'utf8');
  const files = new Set<string>();
  for (const route of ROUTES.filter((r) => r.layout === layout)) {
    const page = new RegExp(`\\b${route.id}: lazyPage\\([^\\n]*?import\\('@/(pages/\\w+)'\\)`).exec(pages)?.[1];
    if (!page) throw new Error(`chunk-groups: src/app/pages.ts imports no page for the route ${route.id}`);
    files.add(path.join(root, 'src', `${page}.tsx`));
  }
  return files;
}

/** The client build's chunk plan: written by a first build, applied by the second (not in the SSR build, nor Storybook's). */
export function chunkGroups(root: string): Plugin {
  const src = (file: string) => path.join(root, 'src', file);
  const planOut = process.env.VOZLY_CHUNK_PLAN_OUT;
  const planIn = process.env.VOZLY_CHUNK_PLAN;
  return {
    name: 'vozly-chunk-groups',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && !process.env.STORYBOOK && Boolean(planOut || planIn),
    config() {
      if (!planIn) return;
      const plan = JSON.parse(readFileSync(planIn, 'utf8')) as Record<string, ChunkGroup>;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The groups are closed under static imports (what a grouped module imports is in
                // the entry, the same group or one loaded with it): nothing else needs pulling in.
                includeDependenciesRecursively: false,
                groups: [{ debugName: 'vozly-plan', name: (id: string) => plan[id] ?? null }],
              },
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      if (!planOut) return;
      const portalPages = pageModules(root, 'dashboard');
      const publicPages = pageModules(root, 'public');
      const frame = new Set([src('app/RequireAuth.tsx'), src('app/DashboardLayout.tsx')]);
      const known = {
        isEntry: (id: string) => id === ENTRY,
        isApp: (id: string) => id === src('app/browserApp.tsx') || REACT_DOM_CLIENT.test(id),
        isReactDom: (id: string) => REACT_DOM_CLIENT.test(id),
        isFrame: (id: string) => frame.has(id),
      };
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      // What the entry and the app import only for some routes (src/app/main.tsx, pages.ts, LocaleRoutes.tsx).
      const routeDriven = new Set([...publicPages, ...portalPages, ...frame, src('api/auth.ts'), src('app/serverState.tsx')]);
      routeDriven.delete(src('pages/LandingPage.tsx'));
      const landing = src('pages/LandingPage.tsx');
      // Lazy parts of the app loaded only at a visitor's action, once the page is hydrated: the
      // phone menu (the burger), the notices' container (the first notice; src/ui/notify.tsx).
      const onAction = new Set([src('features/shell/MobileMenu.tsx'), src('ui/NotificationsContainer.tsx')]);
      for (const id of onAction)
        if (!chunks.some((chunk) => chunk.facadeModuleId === id)) throw new Error(`chunk-groups: ${id} is no lazy chunk of its own`);
      writeFileSync(
        planOut,
        JSON.stringify(planOf(chunks, known, { portal: new Set([...frame, ...portalPages]), landing, routeDriven, onAction })),
      );
    },
  };
}
