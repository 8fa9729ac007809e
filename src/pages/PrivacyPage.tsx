import { PrivacyView } from '@/features/legal/PrivacyView';

/** The privacy policy the footer links to. */
export default function PrivacyPage() {
  return <PrivacyView />;
}
