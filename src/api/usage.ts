import type { AutoTopUp, BillingDetails, Guarantee, Invoice, LedgerPage, UsageRange, UsageSummary } from '@/lib/usage';
import type { CallPackageId } from '@/lib/dashboard';
import { api } from './client';
import { InvalidResponseError } from './errors';

function ensure<T>(data: unknown, field: string): T {
  if (!data || typeof data !== 'object' || !(field in data)) throw new InvalidResponseError();
  return data as T;
}

/** GET /api/usage: balance, this period, the charts' data and the forecast. */
export async function fetchUsage(range: UsageRange, signal?: AbortSignal): Promise<UsageSummary> {
  return ensure<UsageSummary>(await api.get('usage', { searchParams: { range: String(range) }, ...(signal ? { signal } : {}) }).json(), 'balanceMinutes');
}

/** GET /api/usage/ledger: a page of the statement, newest first. */
export async function fetchLedger(cursor: string | null): Promise<LedgerPage> {
  const page = ensure<LedgerPage>(await api.get('usage/ledger', { searchParams: cursor ? { cursor } : {} }).json(), 'items');
  if (!Array.isArray(page.items)) throw new InvalidResponseError();
  return page;
}

/** GET /api/invoices */
export async function fetchInvoices(): Promise<Invoice[]> {
  const list: unknown = await api.get('invoices').json();
  if (!Array.isArray(list)) throw new InvalidResponseError();
  return list as Invoice[];
}

/** GET /api/invoices/{id}/pdf: the PDF, in the page's language. */
export async function fetchInvoicePdf(id: number): Promise<Blob> {
  const response = await api.get(`invoices/${id}/pdf`, { headers: { accept: 'application/pdf' }, retry: 0 });
  return response.blob();
}

export async function fetchBillingDetails(): Promise<BillingDetails> {
  return ensure<BillingDetails>(await api.get('billing-details').json(), 'companyName');
}

/** PUT /api/billing-details: any 2xx is a save; the answer, when it has one, is the stored details. */
export async function saveBillingDetails(details: BillingDetails): Promise<BillingDetails> {
  const response = await api.put('billing-details', { json: details, retry: 0 });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  return data && typeof data === 'object' && 'companyName' in data ? (data as BillingDetails) : details;
}

export interface AutoTopUpInput {
  enabled: boolean;
  packageId: CallPackageId | null;
  thresholdMinutes: number | null;
}

/** PUT /api/auto-top-up */
export async function saveAutoTopUp(input: AutoTopUpInput): Promise<AutoTopUp | null> {
  const response = await api.put('auto-top-up', { json: input, retry: 0 });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  return data && typeof data === 'object' && 'enabled' in data ? (data as AutoTopUp) : null;
}

export async function fetchGuarantee(): Promise<Guarantee> {
  return ensure<Guarantee>(await api.get('guarantee').json(), 'status');
}

/** POST /api/guarantee/refund */
export async function requestRefund(): Promise<void> {
  await api.post('guarantee/refund', { retry: 0 });
}
