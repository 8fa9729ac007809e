/**
 * The dashboard pages' server state (TanStack Query): one key per record, so a save replaces
 * exactly what it changed. The account's own records are not kept once their page closes
 * (`gcTime: 0`): opening a page always shows what the server has now, or says it cannot be reached.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BotConfig, Profile, Settings } from '@/lib/dashboard';
import { fetchBotConfig, fetchCallPackages, fetchProfile, fetchSettings, fetchVoices } from './dashboard';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  bot: () => [...dashboardKeys.all, 'bot'] as const,
  profile: () => [...dashboardKeys.all, 'profile'] as const,
  settings: () => [...dashboardKeys.all, 'settings'] as const,
  callPackages: () => ['catalogue', 'callPackages'] as const,
};

export const botQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.bot(),
    queryFn: async () => {
      const [voices, config] = await Promise.all([fetchVoices(), fetchBotConfig()]);
      return { voices, config };
    },
    gcTime: 0,
  });
export const profileQuery = () => queryOptions({ queryKey: dashboardKeys.profile(), queryFn: fetchProfile, gcTime: 0 });
export const settingsQuery = () => queryOptions({ queryKey: dashboardKeys.settings(), queryFn: fetchSettings, gcTime: 0 });
/** The packages on sale: a read-only catalogue, fetched once per session. */
export const callPackagesQuery = () =>
  queryOptions({ queryKey: dashboardKeys.callPackages(), queryFn: fetchCallPackages, staleTime: Infinity });

// What a save changes in the cache (the keys stay in this file).

/** The saved bot configuration, next to the voices already loaded. */
export function botConfigSaved(client: QueryClient, config: BotConfig) {
  client.setQueryData(botQuery().queryKey, (current) => (current ? { ...current, config } : current));
}
export function profileSaved(client: QueryClient, profile: Profile) {
  client.setQueryData(profileQuery().queryKey, profile);
}
export function settingsSaved(client: QueryClient, settings: Settings) {
  client.setQueryData(settingsQuery().queryKey, settings);
}
