import { Container, Stack } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { callPackagesQuery } from '@/api/dashboardQueries';
import { fetchInvoicePdf, requestRefund, saveAutoTopUp, saveBillingDetails } from '@/api/usage';
import { billingDetailsQuery, guaranteeQuery, invoicesQuery, ledgerQuery, usageKeys, usageQuery } from '@/api/usageQueries';
import { callKeys } from '@/api/callQueries';
import { AutoTopUpForm } from '@/features/usage/AutoTopUpForm';
import { BillingDetailsForm } from '@/features/usage/BillingDetailsForm';
import { GuaranteeCard } from '@/features/usage/Guarantee';
import { Invoices } from '@/features/usage/Invoices';
import { Statement } from '@/features/usage/Statement';
import { UsageView } from '@/features/usage/UsageView';
import { saveBlob } from '@/lib/download';
import { callPath, PATHS } from '@/lib/routes';
import { USAGE_RANGES, type Invoice, type UsageRange } from '@/lib/usage';
import { useLocalizedPath } from '@/ui/useLocale';
import { loadStateOf, useSaveStateOf } from './serverState';

/**
 * Usage and billing (`/dashboard/usage`): the balance, charts and forecast (range kept in the URL,
 * `?range=90`), the statement, invoices, auto top-up, billing details and the results guarantee,
 * each loading, failing and retrying on its own.
 */
export default function UsagePage() {
  const [params, setParams] = useSearchParams();
  const localize = useLocalizedPath();
  const client = useQueryClient();
  const range: UsageRange = params.get('range') === '90' ? 90 : 30;

  const usage = useQuery({ ...usageQuery(range), placeholderData: keepPreviousData });
  const ledger = useInfiniteQuery(ledgerQuery());
  const invoices = useQuery(invoicesQuery());
  const details = useQuery(billingDetailsQuery());
  const guarantee = useQuery(guaranteeQuery());
  const packages = useQuery(callPackagesQuery());

  const saveDetails = useMutation({ mutationFn: saveBillingDetails, onSuccess: (saved) => client.setQueryData(usageKeys.billingDetails(), saved) });
  const saveTopUp = useMutation({ mutationFn: saveAutoTopUp, onSuccess: () => client.invalidateQueries({ queryKey: usageKeys.all }) });
  const refund = useMutation({ mutationFn: requestRefund, onSettled: () => client.invalidateQueries({ queryKey: usageKeys.guarantee() }) });
  const detailsSave = useSaveStateOf(saveDetails);
  const topUpSave = useSaveStateOf(saveTopUp);
  const refundState = useSaveStateOf(refund);

  const [downloading, setDownloading] = useState<number | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const download = async (invoice: Invoice) => {
    setDownloading(invoice.id);
    setDownloadFailed(false);
    try {
      saveBlob(await fetchInvoicePdf(invoice.id), `${invoice.number}.pdf`);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(null);
    }
  };

  const retryAll = () => {
    void client.invalidateQueries({ queryKey: usageKeys.all });
    void client.invalidateQueries({ queryKey: callKeys.balance() });
  };

  return (
    <Container size="lg" px={0}>
      <UsageView
        usage={loadStateOf(usage)}
        range={range}
        onRangeChange={(next) => {
          if (!USAGE_RANGES.includes(next)) return;
          const search = new URLSearchParams(params);
          if (next === 30) search.delete('range');
          else search.set('range', String(next));
          setParams(search, { replace: true });
        }}
        onRetry={() => void usage.refetch()}
        buyHref={localize(PATHS.buyCalls)}
        pricingHref={localize(PATHS.pricing)}
      >
        <Stack gap="xl">
          <GuaranteeCard state={loadStateOf(guarantee)} request={refundState} onRequest={() => refund.mutate()} onRetry={() => void guarantee.refetch()} />
          <Statement
            state={loadStateOf({ ...ledger, data: ledger.data?.pages.flatMap((page) => page.items) })}
            hasMore={ledger.hasNextPage}
            loadingMore={ledger.isFetchingNextPage}
            onMore={() => void ledger.fetchNextPage()}
            onRetry={retryAll}
            callHref={(id) => localize(callPath(id))}
          />
          <Invoices state={loadStateOf(invoices)} onRetry={() => void invoices.refetch()} onDownload={(invoice) => void download(invoice)} downloading={downloading} downloadFailed={downloadFailed} />
          {usage.data && (
            <AutoTopUpForm
              current={usage.data.autoTopUp}
              packages={packages.data ?? []}
              save={topUpSave}
              onSave={(values) => {
                saveTopUp.mutate(values);
              }}
            />
          )}
          <BillingDetailsForm state={loadStateOf(details)} save={detailsSave} onSave={(values) => saveDetails.mutate(values)} onRetry={() => void details.refetch()} />
        </Stack>
      </UsageView>
    </Container>
  );
}
