/**
 * Usage and billing's server state (TanStack Query): one key per area, so a mutation invalidates
 * exactly what it changes (a spam report in the call history invalidates `usageKeys.all` too).
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BillingDetails, UsageRange } from '@/lib/usage';
import { fetchBillingDetails, fetchGuarantee, fetchInvoices, fetchLedger, fetchUsage } from './usage';

export const usageKeys = {
  all: ['usage'] as const,
  summary: (range: UsageRange) => [...usageKeys.all, 'summary', range] as const,
  ledger: () => [...usageKeys.all, 'ledger'] as const,
  invoices: () => [...usageKeys.all, 'invoices'] as const,
  billingDetails: () => [...usageKeys.all, 'billingDetails'] as const,
  guarantee: () => [...usageKeys.all, 'guarantee'] as const,
};

export const usageQuery = (range: UsageRange) =>
  queryOptions({ queryKey: usageKeys.summary(range), queryFn: ({ signal }) => fetchUsage(range, signal) });

export const ledgerQuery = () =>
  infiniteQueryOptions({
    queryKey: usageKeys.ledger(),
    queryFn: ({ pageParam }) => fetchLedger(pageParam || null),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const invoicesQuery = () => queryOptions({ queryKey: usageKeys.invoices(), queryFn: fetchInvoices });
export const billingDetailsQuery = () => queryOptions({ queryKey: usageKeys.billingDetails(), queryFn: fetchBillingDetails });
export const guaranteeQuery = () => queryOptions({ queryKey: usageKeys.guarantee(), queryFn: fetchGuarantee });

// What a change does to the cache (the keys stay in this file).

/** A refund was asked for (or refused): the guarantee again. */
export function guaranteeChanged(client: QueryClient) {
  return client.invalidateQueries({ queryKey: usageKeys.guarantee() });
}
/** The auto top-up saved: the summary that shows it (and everything of usage) again. */
export function usageChanged(client: QueryClient) {
  return client.invalidateQueries({ queryKey: usageKeys.all });
}
export function billingDetailsSaved(client: QueryClient, details: BillingDetails) {
  client.setQueryData(usageKeys.billingDetails(), details);
}
