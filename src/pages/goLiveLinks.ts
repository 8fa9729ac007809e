import type { ChecklistStep } from '@/lib/golive/types';
import { PATHS } from '@/lib/routes';

/** Where each go-live checklist step is done (the go-live page and the dashboard link to them). */
export const CHECKLIST_PATHS: Record<ChecklistStep, string> = {
  planPaid: PATHS.usage,
  identityApproved: PATHS.resubmitKyc,
  agentPublished: PATHS.botConfig,
  lineConnected: `${PATHS.goLive}#golive-line`,
  testPassed: `${PATHS.goLive}#golive-test`,
  resultsDelivered: PATHS.delivery,
};

/** The checklist's links in the page's locale. */
export function checklistHrefs(localize: (path: string) => string): Record<ChecklistStep, string> {
  return Object.fromEntries(Object.entries(CHECKLIST_PATHS).map(([step, path]) => [step, localize(path)])) as Record<ChecklistStep, string>;
}
