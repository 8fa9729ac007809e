import { Container, Stack } from '@mantine/core';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  usePrefetchInfiniteQuery,
  usePrefetchQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { callPackagesQuery } from '@/api/dashboardQueries';
import { fetchInvoicePdf, requestRefund, saveAutoTopUp, saveBillingDetails } from '@/api/usage';
import {
  billingDetailsQuery,
  billingDetailsSaved,
  guaranteeChanged,
  guaranteeQuery,
  invoicesQuery,
  ledgerQuery,
  usageChanged,
  usageQuery,
} from '@/api/usageQueries';
import { AutoTopUpForm } from '@/features/usage/AutoTopUpForm';
import { BillingDetailsForm } from '@/features/usage/BillingDetailsForm';
import { GuaranteeCard } from '@/features/usage/Guarantee';
import { Invoices } from '@/features/usage/Invoices';
import { Statement } from '@/features/usage/Statement';
import { UsageView } from '@/features/usage/UsageView';
import { saveBlob } from '@/lib/download';
import { callPath, PATHS } from '@/lib/routes';
import { USAGE_RANGES, type AutoTopUp, type Invoice, type UsageRange } from '@/lib/usage';
import { useLocalizedPath, useLocaleSearchParams } from '@/ui/useLocale';
import { useActionStateOf, useLoadState } from './serverState';

/**
 * Usage and billing (`/dashboard/usage`): the balance, charts and forecast (range kept in the URL,
 * `?range=90`), the guarantee, the statement, invoices, auto top-up and billing details. Each
 * section is a container of its own: it loads, fails and retries on its own, and its answer
 * re-renders only it (every request starts at once, from the page).
 */
export default function UsagePage() {
  const [params, setParams] = useLocaleSearchParams();
  const localize = useLocalizedPath();
  const range: UsageRange = params.get('range') === '90' ? 90 : 30;

  const usage = useQuery({ ...usageQuery(range), placeholderData: keepPreviousData });
  const usageState = useLoadState(usage);
  usePrefetchInfiniteQuery(ledgerQuery());
  usePrefetchQuery(invoicesQuery());
  usePrefetchQuery(billingDetailsQuery());
  usePrefetchQuery(guaranteeQuery());

  return (
    <Container size="lg" px={0}>
      <UsageView
        usage={usageState}
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
        guarantee={<GuaranteeSection />}
      >
        <Stack gap="xl">
          <StatementSection />
          <InvoicesSection />
          {usage.data && <TopUpSection current={usage.data.autoTopUp} />}
          <BillingSection />
        </Stack>
      </UsageView>
    </Container>
  );
}

// The sections are memoised: the balance refreshing (a range change) re-renders none of them.
const GuaranteeSection = memo(function GuaranteeSection() {
  const client = useQueryClient();
  const guarantee = useQuery(guaranteeQuery());
  const refund = useMutation({ mutationFn: requestRefund, onSettled: () => guaranteeChanged(client) });
  const request = useActionStateOf(refund);
  const state = useLoadState(guarantee);
  return <GuaranteeCard state={state} request={request} onRequest={() => refund.mutate()} onRetry={() => void guarantee.refetch()} />;
});

const StatementSection = memo(function StatementSection() {
  const localize = useLocalizedPath();
  const ledger = useInfiniteQuery(ledgerQuery());
  const items = useMemo(() => ledger.data?.pages.flatMap((page) => page.items), [ledger.data]);
  const state = useLoadState({ ...ledger, data: items });
  return (
    <Statement
      state={state}
      hasMore={ledger.hasNextPage}
      loadingMore={ledger.isFetchingNextPage}
      onMore={() => void ledger.fetchNextPage()}
      onRetry={() => void ledger.refetch()}
      callHref={(id) => localize(callPath(id))}
    />
  );
});

const InvoicesSection = memo(function InvoicesSection() {
  const invoices = useQuery(invoicesQuery());
  const download = useMutation({
    mutationFn: async (invoice: Invoice) => saveBlob(await fetchInvoicePdf(invoice.id), `${invoice.number}.pdf`),
  });
  const state = useActionStateOf(download);
  const list = useLoadState(invoices);
  return (
    <Invoices
      state={list}
      onRetry={() => void invoices.refetch()}
      onDownload={(invoice) => download.mutate(invoice)}
      downloading={state.status === 'saving' ? (download.variables?.id ?? null) : null}
      downloadFailed={state.status === 'error'}
    />
  );
});

const TopUpSection = memo(function TopUpSection({ current }: { current: AutoTopUp }) {
  const client = useQueryClient();
  const packages = useQuery(callPackagesQuery());
  const save = useMutation({ mutationFn: saveAutoTopUp, onSuccess: () => usageChanged(client) });
  const state = useActionStateOf(save);
  return <AutoTopUpForm current={current} packages={packages.data ?? []} save={state} onSave={(values) => save.mutate(values)} />;
});

const BillingSection = memo(function BillingSection() {
  const client = useQueryClient();
  const details = useQuery(billingDetailsQuery());
  const save = useMutation({ mutationFn: saveBillingDetails, onSuccess: (saved) => billingDetailsSaved(client, saved) });
  const state = useActionStateOf(save);
  const loaded = useLoadState(details);
  return <BillingDetailsForm state={loaded} save={state} onSave={(values) => save.mutate(values)} onRetry={() => void details.refetch()} />;
});
