import type { ChecklistStep } from '@/lib/golive/types';
import { PATHS, type RouteId } from '@/lib/routes';

/** Where each go-live checklist step is done (the go-live page and the dashboard link to them): a page, and a part of it. */
const CHECKLIST_PAGES: Record<ChecklistStep, { page: RouteId; part?: string }> = {
  planPaid: { page: 'usage' },
  identityApproved: { page: 'resubmitKyc' },
  agentPublished: { page: 'botConfig' },
  lineConnected: { page: 'goLive', part: 'golive-line' },
  testPassed: { page: 'goLive', part: 'golive-test' },
  resultsDelivered: { page: 'delivery' },
};

/** The checklist's links in the page's locale, for the pages the viewer may open (`canOpen`). */
export function checklistHrefs(
  localize: (path: string) => string,
  canOpen: (page: RouteId) => boolean,
): Partial<Record<ChecklistStep, string>> {
  return Object.fromEntries(
    Object.entries(CHECKLIST_PAGES).flatMap(([step, { page, part }]) =>
      canOpen(page) ? [[step, `${localize(PATHS[page])}${part ? `#${part}` : ''}`]] : [],
    ),
  );
}
