/**
 * The studio's seed, from the demo data of mock-api/fixtures/studio.ts: the demo clinic's setup
 * published as version 1 before its call history starts, its draft with an unpublished change
 * (Saturday opens, an answer about insurance), and four scenarios, one of which ("Los sábados
 * está cerrado") fails against that draft. The busy group (Custom plan) gets a setup that
 * transfers to a person. Other accounts start from `defaultSetup`.
 */
import { DEFAULT_VOICE_ID } from '../../src/lib/dashboard.ts';
import { diffSetups } from '../../src/lib/studio/changes.ts';
import { defaultSetup as emptySetup } from '../../src/lib/studio/defaults.ts';
import type { StudioSetup } from '../../src/lib/studio/types.ts';
import type { User } from '../../src/lib/types.ts';
import { MockBusyStudioSetup, MockStudioScenarios, MockStudioSetup } from '../fixtures/studio.ts';
import { MockBusyUser, MockUser } from '../fixtures/users.ts';
import type { DraftRecord, ScenarioRecord, VersionRecord } from './store.ts';

const DAY = 86_400_000;

/** The setup an account starts from (its company's name, Madrid, Monday to Friday 9 to 18). */
export const defaultSetup = (user: Pick<User, 'name' | 'iaprompt' | 'company'>, voiceId: string = DEFAULT_VOICE_ID): StudioSetup =>
  emptySetup(user, voiceId);

export const demoPublishedSetup = (now: number): StudioSetup => MockStudioSetup(now, 'published');
export const demoDraftSetup = (now: number): StudioSetup => MockStudioSetup(now, 'draft');

const withoutVoice = ({ voice: _voice, ...rest }: StudioSetup) => rest;

export function studioSeed(now: number = Date.now()): {
  studioDrafts: DraftRecord[];
  studioVersions: VersionRecord[];
  studioScenarios: ScenarioRecord[];
} {
  const published = demoPublishedSetup(now);
  const busy = MockBusyStudioSetup();
  const publishedAt = new Date(now - 100 * DAY).toISOString();
  return {
    studioDrafts: [
      {
        id: 1,
        userId: MockUser.id,
        revision: 3,
        setup: withoutVoice(demoDraftSetup(now)),
        updatedAt: new Date(now - 2 * DAY).toISOString(),
      },
      { id: 2, userId: MockBusyUser.id, revision: 1, setup: withoutVoice(busy), updatedAt: publishedAt },
    ],
    studioVersions: [
      {
        id: 1,
        userId: MockUser.id,
        number: 1,
        setup: published,
        changes: diffSetups(defaultSetup(MockUser), published),
        publishedAt,
        publishedBy: { id: MockUser.id, name: MockUser.name },
      },
      {
        id: 2,
        userId: MockBusyUser.id,
        number: 1,
        setup: busy,
        changes: diffSetups(defaultSetup(MockBusyUser), busy),
        publishedAt,
        publishedBy: { id: MockBusyUser.id, name: MockBusyUser.name },
      },
    ],
    studioScenarios: MockStudioScenarios.map((scenario) => ({ ...structuredClone(scenario), userId: MockUser.id })),
  };
}
