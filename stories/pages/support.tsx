import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardLayout } from '@/app/DashboardLayout';
import { PublicLayout } from '@/app/PublicLayout';
import { createQueryClient } from '@/app/serverState';
import type { DashboardNavId } from '@/features/dashboard/types';
import { localizePath, splitLocale } from '@/lib/locale';
import { findRoute } from '@/lib/routes';
import { authAtom } from '@/state/auth';
import { DEMO_USER } from '../fixtures/demo';
import type { AppStoryParameters, AtomValues } from '../support/decorators';
import { storyDir, t } from '../support/i18n';
import { restFocus } from '../support/atRest';
import { storyWorker, type RequestLog } from '../support/msw';
import { PAGE_A11Y } from '../support/page';
import { isMobileWidth, pageLocale } from '../support/variants';

/**
 * A portal page as the app composes it (src/app/LocaleRoutes.tsx): the real dashboard layout
 * (the shell with the page marked in the sidebar, the account, the language switcher, logout)
 * around the page, matched on the path without its locale prefix, so that a route's params
 * (`/dashboard/calls/:id`) reach the page. withApp starts the router at the story's route in the
 * story's locale (`parameters.localizeRoute`).
 *
 * The page's server state (TanStack Query) is a cache of the story's own, made when the story
 * renders: the layout's cache is one per token for the whole module (src/app/serverState.tsx),
 * so stories with the same token would see each other's data, and two stories of one docs page
 * with different tokens would empty each other's cache.
 */
export const inPortalShell: Decorator = (Story, context) => {
  const parameters = context.parameters as AppStoryParameters & { nextPage?: NextPage };
  return (
    <PortalPage route={parameters.route ?? '/'} next={parameters.nextPage}>
      <Story />
    </PortalPage>
  );
};

/**
 * The page a story's play opens from its page (`parameters.nextPage`), rendered at its route in
 * its own frame as the app renders it, so that the story ends on a whole page: "Turn into a
 * scenario" on the call detail ends on the test chat, "Choose" on buy calls on the checkout.
 */
export interface NextPage {
  /** Its path without the locale prefix (a route of src/lib/routes.ts). */
  route: string;
  page: ComponentType;
}

function PortalPage({ route, next, children }: { route: string; next?: NextPage; children: ReactNode }) {
  const location = useLocation();
  const pattern = findRoute(splitLocale(route).rest)?.path;
  if (!pattern) throw new Error(`parameters.route ${route} is no route of the app (src/lib/routes.ts)`);
  const nextRoute = next && findRoute(next.route);
  if (next && !nextRoute) throw new Error(`parameters.nextPage.route ${next.route} is no route of the app (src/lib/routes.ts)`);
  const Frame = nextRoute?.layout === 'public' ? PublicLayout : DashboardLayout;
  return (
    <>
      <Routes location={{ ...location, pathname: splitLocale(location.pathname).rest }}>
        <Route
          path={pattern}
          element={
            <DashboardLayout>
              <FreshServerState>{children}</FreshServerState>
            </DashboardLayout>
          }
        />
        {next && nextRoute && (
          <Route
            path={nextRoute.path}
            element={
              <Frame>
                <FreshServerState>
                  <next.page />
                </FreshServerState>
              </Frame>
            }
          />
        )}
      </Routes>
      {/* Where the router is (a page may leave, e.g. for the checkout), for the plays. */}
      <div hidden data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
        {location.pathname}
      </div>
    </>
  );
}

function FreshServerState({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The demo account logged in (the story's Jotai store starts with it). */
export const loggedIn: AtomValues = [[authAtom, { token: 'story-token', user: DEMO_USER, isAuthenticated: true }]];

/**
 * The demo account under a session of its own: the layout's cache (the sidebar's Questions badge)
 * is one per token, so a story that counts on what its own handlers answer there starts from an
 * empty one, not from what an earlier story's worker answered (stories/support/msw.ts's fallback).
 */
export const loggedInWith = (token: string): AtomValues => [[authAtom, { token, user: DEMO_USER, isAuthenticated: true }]];

/**
 * What a portal page's stories share (all of the meta but its title): the page in the dashboard
 * shell at `route` (in the story's locale), logged in, its calls answered by `handlers` into
 * `log`, which each story starts empty (after `reset`, for a story server with state of its own).
 */
export function portalPageMeta<C>(component: C, route: string, handlers: HttpHandler[], log: RequestLog, reset?: () => void) {
  return {
    component,
    // A whole portal page: axe's page rules (one main, one h1, everything in a landmark) run on it.
    tags: ['page'],
    decorators: [inPortalShell],
    parameters: { route, localizeRoute: true, atoms: loggedIn, msw: { handlers }, a11y: PAGE_A11Y },
    beforeEach: () => {
      log.clear();
      reset?.();
    },
  };
}

/** Where the story's router is now (path with its locale prefix). */
export const currentPath = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location').textContent;

/**
 * The shell is around the page, at an address in the story's locale and direction: its navigation
 * marks `page` as the current one (behind the burger on a phone: opened, checked, closed again),
 * shows the account, and the top bar has the language switcher (not on the settings page, which
 * has its own language field).
 */
export async function expectShell(canvasElement: HTMLElement, page: DashboardNavId) {
  const canvas = within(canvasElement);
  const locale = pageLocale();
  await expect(currentPath(canvasElement)).toMatch(new RegExp(`^${localizePath('/dashboard', locale)}(/|$)`));
  await expect(document.documentElement).toHaveAttribute('dir', storyDir(locale));
  const name = t('dashboard:shell.navLabel');
  const mobile = isMobileWidth();
  if (mobile) await userEvent.click(canvas.getByRole('button', { name: t('dashboard:shell.openNav') }));
  const nav = within(await canvas.findByRole('navigation', { name }));
  const link = nav.getByRole('link', { name: t(`dashboard:shell.nav.${page}`) });
  await waitFor(() => expect(link).toBeVisible());
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(nav.getAllByRole('link', { current: 'page' })).toEqual([link]);
  // The demo account (stories/fixtures/demo.ts) on every page.
  await expect(nav.getByText(DEMO_USER.name)).toBeVisible();
  if (mobile) {
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:shell.closeNav') }));
    await waitFor(() => expect(canvas.queryByRole('navigation', { name })).toBeNull());
  }
  const switcher = within(canvas.getByRole('banner')).queryByRole('combobox', { name: t('common:language.label') });
  if (page === 'settings') await expect(switcher).toBeNull();
  else await expect(switcher).toHaveValue(locale);
}

/**
 * The page could not load: it says so with a retry; the server is then back (`handlers` answer
 * from now on) and the retry is pressed. The play checks what loaded.
 */
export async function retryWithServerBack(context: { canvasElement: HTMLElement }, handlers: HttpHandler[]) {
  const retry = await within(context.canvasElement).findByRole('button', { name: t('common:actions.retry') });
  await expect(retry).toBeVisible();
  storyWorker(context).use(...handlers);
  await userEvent.click(retry);
}

/**
 * After a retried load has brought the page: the focus went on from the vanished Retry to the
 * page's heading (not to the body), then the story rests.
 */
export async function expectRetryHandedFocusOn(context: { canvasElement: HTMLElement }) {
  await waitFor(() => expect(context.canvasElement.querySelector('main h1')).toHaveFocus());
  restFocus();
}

export { findNotice } from '../support/notice';
