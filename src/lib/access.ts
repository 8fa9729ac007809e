/**
 * Which account states and plans may use each studio and delivery route: one table, read by the
 * mock API (which refuses the others with 403 and a reason) and by the portal (whose pages say the
 * reason instead of failing). Beside the plan table (plans.ts), whose features it names.
 *
 * - A rejected identity check (KYC) uses nothing here: the portal sends the account to resubmit
 *   its documents, and the API refuses every studio and delivery call.
 * - Setting up and testing the agent (reading and editing the draft, the test chat, scenarios)
 *   is open before the check is approved and before a plan is bought, so a new customer can
 *   prepare the agent while the check runs.
 * - Publishing puts the agent on the phone line: an approved check and a plan.
 * - Delivering results needs an approved check and the plan feature that delivers them
 *   (post-call e-mail: Advanced; webhooks: the CRM feature). Reading the page is open to show
 *   what the plan would include.
 */
import { planHasFeature, isPlanId, type PlanFeatureKey } from './plans.ts';
import type { KycStatus } from './types.ts';

/** What a use asks of the account: the identity check's states it accepts, and a plan (any) or a plan feature. */
export interface AccessRule {
  kyc: readonly KycStatus[];
  plan: 'none' | 'any' | PlanFeatureKey;
}

const OPEN: readonly KycStatus[] = ['not_submitted', 'pending', 'approved'];
const APPROVED: readonly KycStatus[] = ['approved'];

/** The uses, each with its rule. */
export const ACCESS_RULES = {
  studio: { kyc: OPEN, plan: 'none' },
  studioPublish: { kyc: APPROVED, plan: 'any' },
  deliveryRead: { kyc: OPEN, plan: 'none' },
  deliveryEmail: { kyc: APPROVED, plan: 'postCallEmail' },
  deliveryWebhooks: { kyc: APPROVED, plan: 'crm' },
} as const satisfies Record<string, AccessRule>;
export type AccessUse = keyof typeof ACCESS_RULES;

/** Every studio and delivery route (`METHOD /path` as the API registers it) and its use. */
export const ROUTE_ACCESS: Readonly<Record<string, AccessUse>> = {
  'GET /api/studio': 'studio',
  'PUT /api/studio/draft/voice': 'studio',
  'PUT /api/studio/draft/facts': 'studio',
  'PUT /api/studio/draft/hours': 'studio',
  'PUT /api/studio/draft/actions': 'studio',
  'GET /api/studio/answers': 'studio',
  'POST /api/studio/answers': 'studio',
  'PUT /api/studio/answers/:id': 'studio',
  'DELETE /api/studio/answers/:id': 'studio',
  'GET /api/studio/holidays': 'studio',
  'POST /api/studio/publish': 'studioPublish',
  'GET /api/studio/versions': 'studio',
  'GET /api/studio/compare': 'studio',
  'POST /api/studio/versions/:number/restore': 'studio',
  'POST /api/studio/chat': 'studio',
  'GET /api/studio/scenarios': 'studio',
  'POST /api/studio/scenarios': 'studio',
  'DELETE /api/studio/scenarios/:id': 'studio',
  'POST /api/studio/scenarios/run': 'studio',
  'GET /api/studio/questions': 'studio',
  'GET /api/delivery': 'deliveryRead',
  'POST /api/delivery/rules': 'deliveryEmail',
  'PUT /api/delivery/rules/:id': 'deliveryEmail',
  'DELETE /api/delivery/rules/:id': 'deliveryRead',
  'PUT /api/delivery/digest': 'deliveryEmail',
  'POST /api/delivery/webhooks': 'deliveryWebhooks',
  'GET /api/delivery/webhooks/:id': 'deliveryRead',
  'PUT /api/delivery/webhooks/:id': 'deliveryWebhooks',
  'DELETE /api/delivery/webhooks/:id': 'deliveryRead',
  'GET /api/delivery/webhooks/:id/secret': 'deliveryRead',
  'POST /api/delivery/webhooks/:id/secret': 'deliveryWebhooks',
  'GET /api/delivery/webhooks/:id/messages': 'deliveryRead',
  'POST /api/delivery/webhooks/:id/messages/:messageId/resend': 'deliveryWebhooks',
  'POST /api/delivery/webhooks/:id/recover': 'deliveryWebhooks',
  'POST /api/delivery/webhooks/:id/test': 'deliveryWebhooks',
  'GET /api/delivery/calls/:id': 'deliveryRead',
};

/** Why an account may not use something: its check was rejected, is not approved yet, it has no plan, or its plan lacks the feature. */
export type AccessDenial = 'kycRejected' | 'kycNotApproved' | 'noPlan' | 'planLacksFeature';

/** Null when the account may, else why not (the first reason the account can act on). */
export function accessDenial(use: AccessUse, account: { kyc: KycStatus; plan: string | null | undefined }): AccessDenial | null {
  const rule: AccessRule = ACCESS_RULES[use];
  if (!rule.kyc.includes(account.kyc)) return account.kyc === 'rejected' ? 'kycRejected' : 'kycNotApproved';
  if (rule.plan === 'none') return null;
  if (!isPlanId(account.plan)) return 'noPlan';
  if (rule.plan !== 'any' && !planHasFeature(account.plan, rule.plan)) return 'planLacksFeature';
  return null;
}
