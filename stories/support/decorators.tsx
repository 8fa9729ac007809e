import type { Decorator } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { createStore, type WritableAtom } from 'jotai';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createNotificationsStore } from '@mantine/notifications';
import { AppProviders } from '@/app/Providers';
import { NoticeScope } from '@/ui/notify';
import { isLocale, localizePath } from '@/lib/locale';
import { storyI18n } from './i18n';

// Jotai's WritableAtom is generic over value, args and result; a story may set any of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWritableAtom = WritableAtom<any, any[], any>;
/** Atoms a story starts with: `parameters.atoms: [[authAtom, {...}], ...]`. */
export type AtomValues = ReadonlyArray<readonly [AnyWritableAtom, unknown]>;

/** Story parameters the decorators read. */
export interface AppStoryParameters {
  /** The URL the story's router starts at (default `/`). */
  route?: string;
  /** Start at `route` in the story's locale (`/es/dashboard`, `/ae/dashboard`), as the app's URLs are. */
  localizeRoute?: boolean;
  /** A route pattern to mount the story under, for views that read route params. */
  routePath?: string;
  atoms?: AtomValues;
}

function freshStore(atoms: unknown) {
  const store = createStore();
  if (atoms === undefined) return store;
  if (!Array.isArray(atoms)) throw new Error('parameters.atoms must be an array of [atom, value] pairs');
  for (const entry of atoms) {
    if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'object') {
      throw new Error('parameters.atoms entries must be [atom, value] pairs');
    }
    const [atom, value] = entry as [AnyWritableAtom, unknown];
    store.set(atom, value);
  }
  return store;
}

function StoryFrame({ children, parameters, locale }: { children: React.ReactNode; parameters: AppStoryParameters; locale: unknown }) {
  const [store] = useState(() => freshStore(parameters.atoms));
  // Each story's own notices: one asked for after its story ended does not show on the next.
  const [notices] = useState(createNotificationsStore);
  const route = parameters.route ?? '/';
  if (typeof route !== 'string' || !route.startsWith('/')) throw new Error('parameters.route must be a path starting with /');
  const start = parameters.localizeRoute && isLocale(locale) ? localizePath(route, locale) : route;
  return (
    <NoticeScope store={notices}>
      <AppProviders i18n={storyI18n} store={store}>
        <MemoryRouter initialEntries={[start]}>
          {parameters.routePath ? (
            <Routes>
              <Route path={parameters.routePath} element={children} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
      </AppProviders>
    </NoticeScope>
  );
}

/** Every story inside the app's providers, a router and a fresh Jotai store. */
export const withApp: Decorator = (Story, context) => (
  <StoryFrame
    key={`${context.id}-${String(context.globals.locale)}`}
    parameters={context.parameters as AppStoryParameters}
    locale={context.globals.locale}
  >
    <Story />
  </StoryFrame>
);

/** A dashboard page's view as the shell places it: in the main landmark, with its padding. */
export const asMainContent: Decorator = (Story) => (
  <Box component="main" p="md">
    <Story />
  </Box>
);
