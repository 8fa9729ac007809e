/** The sidebar's items, in order. */
export const DASHBOARD_NAV = [
  'dashboard',
  'calls',
  'usage',
  'delivery',
  'goLive',
  'buyCalls',
  'botConfig',
  'profile',
  'settings',
  'dataPrivacy',
  'team',
  'audit',
] as const;
export type DashboardNavId = (typeof DASHBOARD_NAV)[number];
