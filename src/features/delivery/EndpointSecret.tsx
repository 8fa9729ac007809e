import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/bidi';
import type { WebhookSecret } from '@/lib/delivery';
import { formatDateTime } from '@/lib/format';
import type { LoadState } from '@/lib/loadState';
import { MessageText } from '@/ui/MessageText';
import { useLocale } from '@/ui/useLocale';
import { CodeBlock } from './parts';

/** An endpoint's signing secret, shown on request: loading, failed, or the secret (and the previous one while a rotation lasts). */
export function EndpointSecret({ secret }: { secret: LoadState<WebhookSecret> }) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  if (secret.status === 'loading')
    return (
      <Text size="sm" c="dimmed">
        {t('endpoints.secretLoading')}
      </Text>
    );
  if (secret.status === 'error')
    return (
      <Text size="sm" c="red.9" role="alert">
        <MessageText message={secret.message} />
      </Text>
    );
  const { data } = secret;
  return (
    <Stack gap={4} data-testid="webhook-secret">
      <Text size="sm" fw={600}>
        {t('endpoints.secretLabel')}
      </Text>
      <CodeBlock>{data.secret}</CodeBlock>
      {data.previousSecret && data.previousExpiresAt && (
        <>
          <Text size="sm" fw={600}>
            {t('endpoints.previousSecretLabel', { time: isolate(formatDateTime(data.previousExpiresAt, locale), locale) })}
          </Text>
          <CodeBlock>{data.previousSecret}</CodeBlock>
        </>
      )}
    </Stack>
  );
}
