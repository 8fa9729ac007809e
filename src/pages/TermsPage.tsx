import { TermsView } from '@/features/legal/TermsView';

/** The terms and conditions (spec sections 2 and 9). */
export default function TermsPage() {
  return <TermsView />;
}
