import { PLAN_BY_ID } from '../../src/lib/plans.ts';
import { hashPassword } from '../../mock-api/security.ts';
import type { UserRecord } from '../../mock-api/store.ts';
import type { TestApi } from './helpers.ts';

export const FRESH_PASSWORD = 'Fresh1234!';
let hash: Promise<string> | null = null;

/**
 * New accounts straight in the store (the signup and payment have their own tests): verified,
 * with KYC `approved` (or as given) and, when `paid`, an Advanced plan in the ledger.
 */
export async function freshAccounts(
  api: Pick<TestApi, 'ctx'>,
  count: number,
  { paid = true, kyc = 'approved' as UserRecord['kyc_status'], phone = '+34611000000' } = {},
): Promise<UserRecord[]> {
  hash ??= hashPassword(FRESH_PASSWORD);
  const passwordHash = await hash;
  const ledger = api.ctx.services.calls.ledger;
  return api.ctx.db.mutate((data) => {
    const made: UserRecord[] = [];
    for (let index = 0; index < count; index++) {
      const id = data.users.reduce((max, user) => Math.max(max, user.id), 0) + 1;
      const user: UserRecord = {
        id,
        name: `Fresh Owner ${id}`,
        email: `fresh-${id}@example.com`,
        phone: phone.replace(/0+$/, '') + String(id).padStart(phone.length - phone.replace(/0+$/, '').length, '0'),
        iaprompt: 'Answer the phone of a hair salon.',
        kyc_status: kyc,
        role_id: 4,
        verified: true,
        company: { name: `Salon ${id}`, cifNif: '', industry: 'otro', size: 'autonomo' },
        passwordHash,
        createdAt: new Date(api.ctx.now()).toISOString(),
      };
      data.users.push(user);
      if (paid) {
        const plan = PLAN_BY_ID.advanced;
        ledger.open(id, {
          plan: 'advanced',
          allowanceMinutes: plan.minutesPerMonth ?? 0,
          startedAt: api.ctx.now(),
          expectedCalls: plan.expectedCalls,
          billTo: { companyName: user.name, taxId: '', address: '' },
        });
      }
      made.push(user);
    }
    return made;
  });
}
