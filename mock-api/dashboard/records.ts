/**
 * The dashboard's collections in db.json (the catalogues' names too) and its per-user records:
 * each account's bot configuration (voice, the prompt's language), the profile's website and
 * address, and the settings; with their defaults, and what the API answers for them. A read never
 * stores anything; a write creates the record from the defaults when it is missing.
 */
import { DEFAULT_SETTINGS, DEFAULT_VOICE_ID, type BotConfig, type Profile, type Settings, type VoiceId } from '../../src/lib/dashboard.ts';
import type { ApiContext } from '../context.ts';
import { collection, type UserRecord } from '../store.ts';

/** Per-user records of the dashboard module (never served by json-server's generic routes). */
export interface BotConfigRecord {
  id: number;
  userId: number;
  voiceId: VoiceId;
  /** Locale the prompt was last written in (`newIaprompt` sends it). */
  promptLocale: string | null;
}

export interface ProfileRecord {
  id: number;
  userId: number;
  website: string;
  address: string;
}

export interface SettingsRecord extends Settings {
  id: number;
  userId: number;
}

export const COLLECTIONS = {
  packages: 'callPackages',
  voices: 'voices',
  bots: 'botConfigs',
  profiles: 'profiles',
  settings: 'accountSettings',
} as const;

function nextRecordId(records: readonly { id: number }[]): number {
  return records.reduce((max, record) => Math.max(max, record.id), 0) + 1;
}

/** The record of a user in a per-user collection, or its defaults (nothing is stored by a read). */
function readRecord<T extends { id: number; userId: number }>(
  ctx: ApiContext,
  name: string,
  userId: number,
  defaults: () => Omit<T, 'id' | 'userId'>,
): Omit<T, 'id' | 'userId'> {
  return collection<T>(ctx.db, name).find((r) => r.userId === userId) ?? defaults();
}

/** The record of a user in a per-user collection, created from the defaults when it is missing. */
function ownRecord<T extends { id: number; userId: number }>(
  ctx: ApiContext,
  name: string,
  userId: number,
  defaults: () => Omit<T, 'id' | 'userId'>,
): T {
  const records = collection<T>(ctx.db, name);
  let record = records.find((r) => r.userId === userId);
  if (!record) {
    record = { ...defaults(), id: nextRecordId(records), userId } as T;
    records.push(record);
  }
  return record;
}

const BOT_DEFAULTS = (): Omit<BotConfigRecord, 'id' | 'userId'> => ({ voiceId: DEFAULT_VOICE_ID, promptLocale: null });
const PROFILE_DEFAULTS = (): Omit<ProfileRecord, 'id' | 'userId'> => ({ website: '', address: '' });
const SETTINGS_DEFAULTS = (): Omit<SettingsRecord, 'id' | 'userId'> => structuredClone(DEFAULT_SETTINGS);

export const botRecord = (ctx: ApiContext, userId: number) => ownRecord<BotConfigRecord>(ctx, COLLECTIONS.bots, userId, BOT_DEFAULTS);
export const profileRecord = (ctx: ApiContext, userId: number) =>
  ownRecord<ProfileRecord>(ctx, COLLECTIONS.profiles, userId, PROFILE_DEFAULTS);
export const settingsRecord = (ctx: ApiContext, userId: number) =>
  ownRecord<SettingsRecord>(ctx, COLLECTIONS.settings, userId, SETTINGS_DEFAULTS);

export const botConfigOf = (ctx: ApiContext, user: UserRecord): BotConfig => ({
  voiceId: readRecord<BotConfigRecord>(ctx, COLLECTIONS.bots, user.id, BOT_DEFAULTS).voiceId,
  prompt: user.iaprompt,
});

export function profileOf(ctx: ApiContext, user: UserRecord): Profile {
  const extra = readRecord<ProfileRecord>(ctx, COLLECTIONS.profiles, user.id, PROFILE_DEFAULTS);
  return {
    name: user.name,
    phone: user.phone,
    company: user.company ?? { name: '', cifNif: '', industry: '', size: '' },
    website: extra.website,
    address: extra.address,
  };
}

export function settingsOf(ctx: ApiContext, userId: number): Settings {
  const { language, timezone, notifications } = readRecord<SettingsRecord>(ctx, COLLECTIONS.settings, userId, SETTINGS_DEFAULTS);
  return { language, timezone, notifications: { ...notifications } };
}
