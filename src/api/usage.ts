import type { AutoTopUp, BillingDetails, Guarantee, Invoice, LedgerPage, UsageRange, UsageSummary } from '@/lib/usage';
import type { Schema } from '@/lib/contract';
import { api } from './client';
import { expectArray, expectObject, InvalidResponseError, optionalObject } from './errors';

/** GET /api/usage: balance, this period, the charts' data and the forecast. */
export async function fetchUsage(range: UsageRange, signal?: AbortSignal): Promise<UsageSummary> {
  return expectObject<UsageSummary>(
    await api.get('usage', { searchParams: { range: String(range) }, ...(signal ? { signal } : {}) }).json(),
    'balanceMinutes',
  );
}

/** GET /api/usage/ledger: a page of the statement, newest first. */
export async function fetchLedger(cursor: string | null): Promise<LedgerPage> {
  const page = expectObject<LedgerPage>(await api.get('usage/ledger', { searchParams: cursor ? { cursor } : {} }).json(), 'items');
  if (!Array.isArray(page.items)) throw new InvalidResponseError();
  return page;
}

/** GET /api/invoices */
export async function fetchInvoices(): Promise<Invoice[]> {
  return expectArray<Invoice>(await api.get('invoices').json());
}

/** GET /api/invoices/{id}/pdf: the PDF, in the page's language. */
export async function fetchInvoicePdf(id: number): Promise<Blob> {
  const response = await api.get(`invoices/${id}/pdf`, { headers: { accept: 'application/pdf' }, retry: 0 });
  return response.blob();
}

export async function fetchBillingDetails(): Promise<BillingDetails> {
  return expectObject<BillingDetails>(await api.get('billing-details').json(), 'companyName');
}

/** PUT /api/billing-details: any 2xx is a save; the answer, when it has one, is the stored details. */
export async function saveBillingDetails(details: BillingDetails): Promise<BillingDetails> {
  const response = await api.put('billing-details', { json: details, retry: 0 });
  return optionalObject<BillingDetails>(await response.text(), 'companyName') ?? details;
}

export type AutoTopUpInput = Schema<'AutoTopUpInput'>;

/** PUT /api/auto-top-up */
export async function saveAutoTopUp(input: AutoTopUpInput): Promise<AutoTopUp | null> {
  const response = await api.put('auto-top-up', { json: input, retry: 0 });
  return optionalObject<AutoTopUp>(await response.text(), 'enabled');
}

export async function fetchGuarantee(): Promise<Guarantee> {
  return expectObject<Guarantee>(await api.get('guarantee').json(), 'status');
}

/** POST /api/guarantee/refund */
export async function requestRefund(): Promise<void> {
  await api.post('guarantee/refund', { retry: 0 });
}
