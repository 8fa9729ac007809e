/**
 * The go-live checklist links each step to where it is done, but only to the pages the viewer's
 * role may open: an admin is not sent to billing, staff to none of the pages they cannot open.
 */
import { describe, expect, it } from 'vitest';
import { roleAllows, type Role } from '@/lib/roles';
import type { RouteId } from '@/lib/routes';
import { routeUse } from '@/state/roleLock';
import { checklistHrefs } from '@/pages/goLiveLinks';

const canOpenAs = (role: Role) => (page: RouteId) => {
  const use = routeUse(page);
  return !use || roleAllows(role, use);
};
const localize = (path: string) => `/es${path}`;

describe('the go-live checklist links', () => {
  it("the owner's lead to every step's page, in the page's language", () => {
    expect(checklistHrefs(localize, canOpenAs('owner'))).toEqual({
      planPaid: '/es/dashboard/usage',
      identityApproved: '/es/resubmit-kyc',
      agentPublished: '/es/dashboard/bot-config',
      lineConnected: '/es/dashboard/go-live#golive-line',
      testPassed: '/es/dashboard/go-live#golive-test',
      resultsDelivered: '/es/dashboard/delivery',
    });
  });

  it("an admin's leave out billing; staff's leave out every page of the agent, the line and delivery", () => {
    expect(Object.keys(checklistHrefs(localize, canOpenAs('admin'))).sort()).toEqual(
      ['agentPublished', 'identityApproved', 'lineConnected', 'resultsDelivered', 'testPassed'].sort(),
    );
    expect(Object.keys(checklistHrefs(localize, canOpenAs('staff')))).toEqual(['identityApproved']);
  });
});
