import { PLAN_BY_ID } from '../src/lib/plans.ts';
import { MockBusyUser, MockQuietUser, MockUser, SEED_ACCOUNTS } from './fixtures/users.ts';
import type { CallAccount } from './calls/history.ts';
import type { ApiModule } from './context.ts';
import { hashPassword } from './security.ts';
import type { DbShape, UserRecord } from './store.ts';

const SEED_DATE = '2026-01-15T09:00:00.000Z';

const billTo = (user: typeof MockUser, address: string) => ({
  companyName: user.company?.name ?? user.name,
  taxId: user.company?.cifNif ?? '',
  address,
});

/**
 * The accounts with a history and a ledger (the call store writes them): the demo clinic
 * (Advanced, ~1,000 calls, a package of 1,000 calls bought after its first month), the busy group
 * (Custom, >10,000 calls, 30,000 minutes by contract) and the quiet clinic whose guarantee quarter
 * ended short (Essential). Minutes and expected calls come from the plan table (src/lib/plans.ts).
 */
export const CALL_ACCOUNTS: readonly CallAccount[] = [
  {
    userId: MockUser.id,
    seed: 20261120,
    perWeekday: 14,
    plan: 'advanced',
    allowanceMinutes: PLAN_BY_ID.advanced.minutesPerMonth ?? 0,
    startedDaysAgo: 90,
    expectedCalls: PLAN_BY_ID.advanced.expectedCalls,
    packages: [{ id: 'basic', daysAgo: 60 }],
    billTo: billTo(MockUser, 'Calle de Alcalá 120, 28009 Madrid'),
    card: { brand: 'visa', last4: '4242' },
    testCall: { id: 'c_seed_golive_test', daysAgo: 88, from: MockUser.phone },
  },
  {
    userId: MockBusyUser.id,
    seed: 20261121,
    perWeekday: 150,
    plan: 'custom',
    allowanceMinutes: 30000,
    startedDaysAgo: 90,
    expectedCalls: PLAN_BY_ID.custom.expectedCalls,
    packages: [],
    billTo: billTo(MockBusyUser, 'Paseo de la Castellana 200, 28046 Madrid'),
    card: { brand: 'mastercard', last4: '4444' },
    testCall: { id: 'c_seed_golive_busy', daysAgo: 89, from: MockBusyUser.phone },
  },
  {
    userId: MockQuietUser.id,
    seed: 20261122,
    perWeekday: 1,
    plan: 'essential',
    allowanceMinutes: PLAN_BY_ID.essential.minutesPerMonth ?? 0,
    startedDaysAgo: 94,
    expectedCalls: PLAN_BY_ID.essential.expectedCalls,
    packages: [],
    billTo: billTo(MockQuietUser, 'Gran Vía 45, 48011 Bilbao'),
    card: { brand: 'visa', last4: '4242' },
  },
];

/** The first contents of the db: the demo accounts (passwords hashed) and every module's seed. */
export async function createSeed(modules: readonly ApiModule[]): Promise<DbShape> {
  const users: UserRecord[] = await Promise.all(
    SEED_ACCOUNTS.map(async ({ user, password }) => ({
      ...user,
      passwordHash: await hashPassword(password),
      createdAt: SEED_DATE,
    })),
  );
  const db: DbShape = { users, sessions: [], outbox: [], verificationTokens: [] };
  for (const module of modules) {
    if (module.seed) Object.assign(db, await module.seed());
  }
  return db;
}
