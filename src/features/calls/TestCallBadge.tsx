import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The go-live test call's mark in the history: it proved the forwarding, and is neither billed nor counted by the guarantee. */
export function TestCallBadge({ testCall }: { testCall?: boolean }) {
  const { t } = useTranslation('calls');
  if (!testCall) return null;
  return (
    <Badge variant="outline" color="blue.9" data-testid="test-call">
      {t('testCall')}
    </Badge>
  );
}
