/**
 * The dashboard's domain: call packages, voices, the bot
 * configuration, the profile and the settings, as types and constants shared by the views, the
 * API client, the fixtures and the mock API (one source of truth). The API's shapes are the
 * contract's (`Schema<...>`, src/api/contract/paths/dashboard.yaml).
 */
import type { Assert, Same, Schema } from './contract.ts';

/** The account updates (`PUT /api/users/new{Kind}/{email}`). */
export const UPDATE_KINDS = ['Email', 'Phone', 'Password', 'Iaprompt'] as const;
export type AccountUpdateKind = (typeof UPDATE_KINDS)[number];

/** Longest prompt the mock API accepts (the spec shows a counter and no maximum for people). */
export const PROMPT_MAX_LENGTH = 20_000;

// Call packages ------------------------------------------------------------------------------

export const CALL_PACKAGE_IDS = ['basic', 'pro', 'enterprise'] as const;
export type CallPackageId = (typeof CALL_PACKAGE_IDS)[number];

/** A package of calls (basic 1000 calls $49 per month, ...). */
export type CallPackage = Schema<'CallPackage'>;

export function isCallPackageId(value: unknown): value is CallPackageId {
  return typeof value === 'string' && (CALL_PACKAGE_IDS as readonly string[]).includes(value);
}

/** What the buy-calls page passes to the checkout in the navigation state. */
export interface CheckoutNavigationState {
  callPackage: CallPackageId;
}

// Voices -------------------------------------------------------------------------------------

export const VOICE_IDS = ['es-f1', 'es-f2', 'es-m1', 'es-m2', 'es-f3', 'es-m3'] as const;
export type VoiceId = (typeof VOICE_IDS)[number];

export const VOICE_GENDERS = ['female', 'male'] as const;
export type VoiceGender = (typeof VOICE_GENDERS)[number];

/** Regional variants of Spanish the voices speak. */
export const VOICE_VARIANTS = ['es-ES', 'es-MX', 'es-AR', 'es-CO'] as const;
export type VoiceVariant = (typeof VOICE_VARIANTS)[number];

/** A voice of the AI agent, with a short audio sample under public/. */
export type Voice = Schema<'Voice'>;

export function isVoiceId(value: unknown): value is VoiceId {
  return typeof value === 'string' && (VOICE_IDS as readonly string[]).includes(value);
}

export const voiceSampleUrl = (id: VoiceId): string => `/audio/voices/${id}.mp3`;

export const DEFAULT_VOICE_ID: VoiceId = 'es-f1';

/** The voices: es-f1, es-f2, es-m1, es-m2, es-f3, es-m3, each with a gender and a variant. */
export const VOICES: readonly Voice[] = [
  { id: 'es-f1', name: 'Carmen', gender: 'female', variant: 'es-ES', sample: voiceSampleUrl('es-f1') },
  { id: 'es-f2', name: 'Valentina', gender: 'female', variant: 'es-MX', sample: voiceSampleUrl('es-f2') },
  { id: 'es-m1', name: 'Javier', gender: 'male', variant: 'es-ES', sample: voiceSampleUrl('es-m1') },
  { id: 'es-m2', name: 'Mateo', gender: 'male', variant: 'es-AR', sample: voiceSampleUrl('es-m2') },
  { id: 'es-f3', name: 'Camila', gender: 'female', variant: 'es-CO', sample: voiceSampleUrl('es-f3') },
  { id: 'es-m3', name: 'Diego', gender: 'male', variant: 'es-MX', sample: voiceSampleUrl('es-m3') },
];

/** The bot's voice and its instructions (the prompt is the user's `iaprompt`). */
export type BotConfig = Schema<'BotConfig'>;

// Profile ------------------------------------------------------------------------------------

/** The profile: the account's name and phone, its company and the company's extra data. */
export type Profile = Schema<'Profile'>;

export const PROFILE_LIMITS = { name: 120, companyName: 160, cifNif: 20, website: 200, address: 200 } as const;

/** A website as typed (`example.com`) made into an https URL, or null when it is not one. */
export function normalizeWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return '';
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.') || /\s/.test(trimmed)) return null;
    return url.href.length <= PROFILE_LIMITS.website ? url.href : null;
  } catch {
    return null;
  }
}

/** Tax id (CIF/NIF and the like): letters, digits and dashes. */
export const CIF_NIF_PATTERN = /^[A-Za-z0-9-]{0,20}$/;

// Settings -----------------------------------------------------------------------------------

/** Languages the settings offer; only en and es are also portal locales. */
export const SETTINGS_LANGUAGES = ['es', 'en', 'fr', 'de'] as const;
export type SettingsLanguage = (typeof SETTINGS_LANGUAGES)[number];

/** The settings' own name of each language. */
export const SETTINGS_LANGUAGE_NAMES: Record<SettingsLanguage, string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
};

export const TIMEZONES = ['Europe/Madrid', 'America/Mexico_City', 'America/Bogota', 'America/Argentina/Buenos_Aires'] as const;
export type Timezone = (typeof TIMEZONES)[number];

export const NOTIFICATION_PREFERENCES = ['callSummaries', 'weeklyReport', 'lowBalance', 'productNews'] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];

export type Settings = Schema<'Settings'>;

/**
 * `tsc` fails when the lists of this module drift from the contract's enums. Exported only so that
 * `noUnusedLocals` lets it stand; nothing imports it.
 * @public
 */
export type DashboardListsMatchContract = [
  Assert<Same<CallPackageId, Schema<'CallPackageId'>>>,
  Assert<Same<VoiceId, Schema<'VoiceId'>>>,
  Assert<Same<VoiceGender, Voice['gender']>>,
  Assert<Same<VoiceVariant, Voice['variant']>>,
  Assert<Same<SettingsLanguage, Settings['language']>>,
  Assert<Same<Timezone, Settings['timezone']>>,
  Assert<Same<NotificationPreference, keyof Settings['notifications']>>,
];

export const DEFAULT_SETTINGS: Settings = {
  language: 'es',
  timezone: 'Europe/Madrid',
  notifications: { callSummaries: true, weeklyReport: true, lowBalance: true, productNews: false },
};

export function isSettingsLanguage(value: unknown): value is SettingsLanguage {
  return typeof value === 'string' && (SETTINGS_LANGUAGES as readonly string[]).includes(value);
}

export function isTimezone(value: unknown): value is Timezone {
  return typeof value === 'string' && (TIMEZONES as readonly string[]).includes(value);
}
