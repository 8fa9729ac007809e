import type { BotConfig, CallPackage, Profile, Settings, Voice } from '@/lib/dashboard';
import type { Locale } from '@/lib/locale';
import type { User } from '@/lib/types';
import { api } from './client';
import { InvalidResponseError } from './errors';

function ensureArray<T>(data: unknown): T[] {
  if (!Array.isArray(data)) throw new InvalidResponseError();
  return data as T[];
}

function ensureObject<T>(data: unknown, field: string): T {
  if (!data || typeof data !== 'object' || !(field in data)) throw new InvalidResponseError();
  return data as T;
}

/** GET /api/callPackages: the packages of calls on sale (read-only catalogue). */
export async function fetchCallPackages(): Promise<CallPackage[]> {
  return ensureArray<CallPackage>(await api.get('callPackages').json());
}

/** GET /api/voices: the six voices of the agent (read-only catalogue). */
export async function fetchVoices(): Promise<Voice[]> {
  return ensureArray<Voice>(await api.get('voices').json());
}

/** GET /api/bot-config: the caller's voice and prompt. */
export async function fetchBotConfig(): Promise<BotConfig> {
  return ensureObject<BotConfig>(await api.get('bot-config').json(), 'voiceId');
}

/** PUT /api/bot-config: saves the voice and the prompt (the account's `iaprompt`). */
export async function saveBotConfig(config: BotConfig, locale: Locale): Promise<BotConfig> {
  return ensureObject<BotConfig>(await api.put('bot-config', { json: { ...config, locale }, retry: 0 }).json(), 'voiceId');
}

/** GET /api/profile */
export async function fetchProfile(): Promise<Profile> {
  return ensureObject<Profile>(await api.get('profile').json(), 'company');
}

export interface SavedProfile {
  profile: Profile;
  /** The account after the change (name and phone live there too). */
  user: User;
}

/** PUT /api/profile */
export async function saveProfile(profile: Profile): Promise<SavedProfile> {
  const data = ensureObject<SavedProfile>(await api.put('profile', { json: profile, retry: 0 }).json(), 'profile');
  if (!data.user || typeof data.user.email !== 'string') throw new InvalidResponseError();
  return data;
}

/** GET /api/settings */
export async function fetchSettings(): Promise<Settings> {
  return ensureObject<Settings>(await api.get('settings').json(), 'language');
}

/** PUT /api/settings */
export async function saveSettings(settings: Settings): Promise<Settings> {
  return ensureObject<Settings>(await api.put('settings', { json: settings, retry: 0 }).json(), 'language');
}
