/**
 * The route table of the portal, as data: paths, who may open them, whether they are
 * pre-rendered for search engines, and the translation namespaces a page needs before it can
 * render. The router (src/app/routes.tsx), the locale rules, the prerender script and the
 * sitemap all read it, so a route is declared once.
 */
import type { Namespace } from '../i18n/namespaces.ts';
import type { RoleUse } from './roles.ts';

export type RouteAccess = 'public' | 'protected';
/** The frame a page renders in: the public header and footer, or the dashboard shell. */
export type RouteLayout = 'public' | 'dashboard';

export interface RouteDef {
  id: string;
  /** Path without locale prefix. */
  path: string;
  access: RouteAccess;
  layout: RouteLayout;
  /** Pre-rendered to static HTML per locale and listed in the sitemap. */
  prerender: boolean;
  /** Namespaces the page renders with (common, header and footer are always loaded). */
  ns: readonly Namespace[];
  /** A dashboard page: what a role must be allowed to open it (src/lib/roles.ts). */
  use?: RoleUse;
}

export const ROUTES = [
  { id: 'landing', path: '/', access: 'public', layout: 'public', prerender: true, ns: ['hero', 'landing', 'lead'] },
  { id: 'login', path: '/login', access: 'public', layout: 'public', prerender: true, ns: ['auth'] },
  { id: 'forgotPassword', path: '/forgot-password', access: 'public', layout: 'public', prerender: false, ns: ['auth'] },
  { id: 'resetPassword', path: '/reset-password', access: 'public', layout: 'public', prerender: false, ns: ['auth'] },
  { id: 'signup', path: '/signup', access: 'public', layout: 'public', prerender: true, ns: ['signup'] },
  { id: 'signupCompany', path: '/signup/company', access: 'public', layout: 'public', prerender: false, ns: ['signup'] },
  { id: 'signupKyc', path: '/signup/kyc', access: 'public', layout: 'public', prerender: false, ns: ['signup', 'kyc'] },
  { id: 'invitation', path: '/invitation', access: 'public', layout: 'public', prerender: false, ns: ['auth'] },
  { id: 'verifyEmail', path: '/verify-email', access: 'public', layout: 'public', prerender: false, ns: ['auth'] },
  { id: 'guide', path: '/guide', access: 'public', layout: 'public', prerender: true, ns: ['guide'] },
  { id: 'terms', path: '/terms-and-conditions', access: 'public', layout: 'public', prerender: true, ns: ['legal'] },
  { id: 'privacy', path: '/privacy', access: 'public', layout: 'public', prerender: true, ns: ['legal'] },
  { id: 'pricing', path: '/pricing', access: 'public', layout: 'public', prerender: true, ns: ['pricing', 'purchase'] },
  { id: 'buy', path: '/buy', access: 'public', layout: 'public', prerender: false, ns: ['purchase', 'signup'] },
  { id: 'checkout', path: '/checkout', access: 'public', layout: 'public', prerender: false, ns: ['purchase'] },
  { id: 'paymentInfo', path: '/payment', access: 'public', layout: 'public', prerender: false, ns: ['purchase'] },
  { id: 'subscriptionSuccess', path: '/subscription-success', access: 'public', layout: 'public', prerender: false, ns: ['purchase'] },
  {
    id: 'dashboard',
    path: '/dashboard',
    access: 'protected',
    layout: 'dashboard',
    use: 'self',
    prerender: false,
    ns: ['dashboard', 'golive'],
  },
  {
    id: 'calls',
    path: '/dashboard/calls',
    access: 'protected',
    layout: 'dashboard',
    use: 'calls',
    prerender: false,
    ns: ['dashboard', 'calls'],
  },
  {
    id: 'callDetail',
    path: '/dashboard/calls/:id',
    access: 'protected',
    layout: 'dashboard',
    use: 'calls',
    prerender: false,
    ns: ['dashboard', 'calls', 'delivery'],
  },
  {
    id: 'usage',
    path: '/dashboard/usage',
    access: 'protected',
    layout: 'dashboard',
    use: 'billing',
    prerender: false,
    ns: ['dashboard', 'usage'],
  },
  {
    id: 'delivery',
    path: '/dashboard/delivery',
    access: 'protected',
    layout: 'dashboard',
    use: 'manage',
    prerender: false,
    ns: ['dashboard', 'delivery', 'calls', 'pricing'],
  },
  {
    id: 'webhookLog',
    path: '/dashboard/delivery/webhooks/:id',
    access: 'protected',
    layout: 'dashboard',
    use: 'manage',
    prerender: false,
    ns: ['dashboard', 'delivery'],
  },
  {
    id: 'goLive',
    path: '/dashboard/go-live',
    access: 'protected',
    layout: 'dashboard',
    use: 'manage',
    prerender: false,
    ns: ['dashboard', 'golive'],
  },
  {
    id: 'team',
    path: '/dashboard/team',
    access: 'protected',
    layout: 'dashboard',
    use: 'self',
    prerender: false,
    ns: ['dashboard', 'team'],
  },
  {
    id: 'audit',
    path: '/dashboard/team/audit',
    access: 'protected',
    layout: 'dashboard',
    use: 'manage',
    prerender: false,
    ns: ['dashboard', 'audit'],
  },
  {
    id: 'dataPrivacy',
    path: '/dashboard/privacy',
    access: 'protected',
    layout: 'dashboard',
    use: 'manage',
    prerender: false,
    ns: ['dashboard', 'privacy'],
  },
  {
    id: 'buyCalls',
    path: '/dashboard/buy-calls',
    access: 'protected',
    layout: 'dashboard',
    use: 'billing',
    prerender: false,
    ns: ['dashboard'],
  },
  {
    id: 'botConfig',
    path: '/dashboard/bot-config',
    access: 'protected',
    layout: 'dashboard',
    use: 'manage',
    prerender: false,
    ns: ['dashboard'],
  },
  {
    id: 'studioTest',
    path: '/dashboard/bot-config/test',
    access: 'protected',
    layout: 'dashboard',
    use: 'agentRead',
    prerender: false,
    ns: ['dashboard'],
  },
  {
    id: 'studioVersions',
    path: '/dashboard/bot-config/versions',
    access: 'protected',
    layout: 'dashboard',
    use: 'manage',
    prerender: false,
    ns: ['dashboard'],
  },
  {
    id: 'studioQuestions',
    path: '/dashboard/bot-config/questions',
    access: 'protected',
    layout: 'dashboard',
    use: 'agentRead',
    prerender: false,
    ns: ['dashboard'],
  },
  { id: 'profile', path: '/dashboard/profile', access: 'protected', layout: 'dashboard', use: 'self', prerender: false, ns: ['dashboard'] },
  {
    id: 'settings',
    path: '/dashboard/settings',
    access: 'protected',
    layout: 'dashboard',
    use: 'self',
    prerender: false,
    ns: ['dashboard'],
  },
  { id: 'resubmitKyc', path: '/resubmit-kyc', access: 'protected', layout: 'public', prerender: false, ns: ['kyc'] },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];
export type Route = (typeof ROUTES)[number];

/** Paths by route id: `PATHS.login` is `/login`. Localize them with `localizePath`. */
export const PATHS = Object.fromEntries(ROUTES.map((r) => [r.id, r.path])) as {
  [R in Route as R['id']]: R['path'];
};

const byPath = new Map<string, Route>(ROUTES.map((r) => [r.path, r]));
/** Routes with a parameter (`/dashboard/calls/:id`), as patterns: a segment without `/`. */
const withParams = ROUTES.filter((r) => r.path.includes('/:')).map((r) => ({
  route: r,
  pattern: new RegExp(`^${r.path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`),
}));

/** The route at a path without locale prefix (a trailing slash is ignored). */
export function findRoute(path: string): Route | undefined {
  const clean = (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';
  return byPath.get(clean) ?? withParams.find(({ pattern }) => pattern.test(clean))?.route;
}

/** A call's page: `/dashboard/calls/<id>` (without locale prefix). */
export function callPath(id: string): string {
  return PATHS.callDetail.replace(':id', encodeURIComponent(id));
}

/** An endpoint's delivery log: `/dashboard/delivery/webhooks/<id>` (without locale prefix). */
export function webhookLogPath(id: string): string {
  return PATHS.webhookLog.replace(':id', encodeURIComponent(id));
}

/**
 * Where a route's title and description are translated: the portal's pages keep theirs in the
 * `dashboard` namespace (under `pageMeta`), loaded with the portal, so the `meta` namespace every
 * public page loads holds only the public pages' texts.
 */
export function routeMeta(route: Pick<RouteDef, 'id' | 'layout'>): { ns: 'meta' | 'dashboard'; prefix: string } {
  return route.layout === 'dashboard' ? { ns: 'dashboard', prefix: `pageMeta.${route.id}` } : { ns: 'meta', prefix: route.id };
}

export function isKnownPath(path: string): boolean {
  return findRoute(path) !== undefined;
}
