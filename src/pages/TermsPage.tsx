import { TermsView } from '@/features/legal/TermsView';

/** The terms and conditions, quoting the annual plan's contract terms. */
export default function TermsPage() {
  return <TermsView />;
}
