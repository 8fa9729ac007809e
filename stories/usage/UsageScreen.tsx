import { Stack } from '@mantine/core';
import { AutoTopUpForm, type AutoTopUpValues } from '@/features/usage/AutoTopUpForm';
import { BillingDetailsForm } from '@/features/usage/BillingDetailsForm';
import { GuaranteeCard } from '@/features/usage/Guarantee';
import { Invoices } from '@/features/usage/Invoices';
import { Statement } from '@/features/usage/Statement';
import { UsageView, type UsageViewProps } from '@/features/usage/UsageView';
import type { LoadState, SaveState } from '@/lib/loadState';
import type { BillingDetails, Guarantee, Invoice, LedgerEntry } from '@/lib/usage';
import { CALL_PACKAGES } from '@/lib/plans';
import { invoicesInStoryLanguage } from '../support/invoices';
import { loaded } from '../support/loadState';

interface UsageScreenProps extends Omit<UsageViewProps, 'guarantee'> {
  ledger: LoadState<LedgerEntry[]>;
  invoices: LoadState<Invoice[]>;
  guarantee: LoadState<Guarantee>;
  billing: LoadState<BillingDetails>;
  topUpSave: SaveState;
  billingSave: SaveState;
  refund: SaveState;
  onMoreLedger: () => void;
  onDownload: (invoice: Invoice) => void;
  onSaveTopUp: (values: AutoTopUpValues) => void;
  onSaveBilling: (details: BillingDetails) => void;
  onRequestRefund: () => void;
}

/** The usage page as the portal composes it: the view and its sections, every one a pure view. */
export function UsageScreen({
  ledger,
  invoices,
  guarantee,
  billing,
  topUpSave,
  billingSave,
  refund,
  onMoreLedger,
  onDownload,
  onSaveTopUp,
  onSaveBilling,
  onRequestRefund,
  ...view
}: UsageScreenProps) {
  return (
    <UsageView
      {...view}
      guarantee={<GuaranteeCard state={guarantee} request={refund} onRequest={onRequestRefund} onRetry={view.onRetry} />}
    >
      <Stack gap="xl">
        <Statement
          state={ledger}
          hasMore
          loadingMore={false}
          onMore={onMoreLedger}
          onRetry={view.onRetry}
          callHref={(id) => `/dashboard/calls/${id}`}
        />
        {/* The fixtures' invoice lines worded in the story's language, as the API words them. */}
        <Invoices
          state={invoices.status === 'loaded' ? loaded(invoicesInStoryLanguage(invoices.data)) : invoices}
          onRetry={view.onRetry}
          onDownload={onDownload}
          downloading={null}
          downloadFailed={false}
        />
        {view.usage.status === 'loaded' && (
          <AutoTopUpForm current={view.usage.data.autoTopUp} packages={CALL_PACKAGES} save={topUpSave} onSave={onSaveTopUp} />
        )}
        <BillingDetailsForm state={billing} save={billingSave} onSave={onSaveBilling} onRetry={view.onRetry} />
      </Stack>
    </UsageView>
  );
}
