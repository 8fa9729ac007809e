import type { Schema } from '@/lib/contract';
import type { BotConfig, CallPackage, Profile, Settings, Voice } from '@/lib/dashboard';
import type { Locale } from '@/lib/locale';
import { api } from './client';
import { expectArray, expectObject, InvalidResponseError } from './errors';

/** GET /api/callPackages: the packages of calls on sale (read-only catalogue). */
export async function fetchCallPackages(): Promise<CallPackage[]> {
  return expectArray<CallPackage>(await api.get('callPackages').json());
}

/** GET /api/voices: the six voices of the agent (read-only catalogue). */
export async function fetchVoices(): Promise<Voice[]> {
  return expectArray<Voice>(await api.get('voices').json());
}

/** GET /api/bot-config: the caller's voice and prompt. */
export async function fetchBotConfig(): Promise<BotConfig> {
  return expectObject<BotConfig>(await api.get('bot-config').json(), 'voiceId');
}

/** PUT /api/bot-config: saves the voice and the prompt (the account's `iaprompt`). */
export async function saveBotConfig(config: BotConfig, locale: Locale): Promise<BotConfig> {
  const body: Schema<'BotConfigRequest'> = { ...config, locale };
  return expectObject<BotConfig>(await api.put('bot-config', { json: body, retry: 0 }).json(), 'voiceId');
}

/** GET /api/profile */
export async function fetchProfile(): Promise<Profile> {
  return expectObject<Profile>(await api.get('profile').json(), 'company');
}

/** The saved profile and the account after the change (name and phone live there too). */
export type SavedProfile = Schema<'SavedProfile'>;

/** PUT /api/profile */
export async function saveProfile(profile: Schema<'ProfileRequest'>): Promise<SavedProfile> {
  const data = expectObject<SavedProfile>(await api.put('profile', { json: profile, retry: 0 }).json(), 'profile');
  if (!data.user || typeof data.user.email !== 'string') throw new InvalidResponseError();
  return data;
}

/** GET /api/settings */
export async function fetchSettings(): Promise<Settings> {
  return expectObject<Settings>(await api.get('settings').json(), 'language');
}

/** PUT /api/settings */
export async function saveSettings(settings: Settings): Promise<Settings> {
  return expectObject<Settings>(await api.put('settings', { json: settings, retry: 0 }).json(), 'language');
}
