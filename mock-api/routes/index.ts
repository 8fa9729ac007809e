import type { ApiModule } from '../context.ts';
import { accountDeletionModule } from './accountDeletion.ts';
import { accountExportModule } from './accountExport.ts';
import { accountsModule } from './accounts.ts';
import { auditModule } from './audit.ts';
import { authModule } from './auth.ts';
import { callsModule } from './calls.ts';
import { dashboardModule } from './dashboard/index.ts';
import { deliveryModule } from './delivery/index.ts';
import { devModule } from './dev.ts';
import { docsModule } from './docs.ts';
import { goLiveModule } from './golive.ts';
import { leadsModule } from './leads.ts';
import { paymentsModule } from './payments.ts';
import { privacyModule } from './privacy.ts';
import { sessionsModule } from './sessions.ts';
import { sitemapModule } from './sitemap.ts';
import { studioModule } from './studio/index.ts';
import { teamModule } from './team.ts';
import { teamOwnerModule } from './teamOwner.ts';
import { usageModule } from './usage.ts';

/**
 * Every slice of the mock API, in registration order. A feature adds its module here
 * (routes, seed collections, read-only public collections).
 */
export const API_MODULES: readonly ApiModule[] = [
  // First: its recorder sees every route's answer.
  auditModule,
  authModule,
  accountsModule,
  accountExportModule,
  accountDeletionModule,
  dashboardModule,
  callsModule,
  usageModule,
  deliveryModule,
  sitemapModule,
  leadsModule,
  paymentsModule,
  studioModule,
  goLiveModule,
  privacyModule,
  sessionsModule,
  teamModule,
  teamOwnerModule,
  devModule,
  docsModule,
];
