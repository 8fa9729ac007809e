import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadState } from '@/lib/loadState';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { MessageText } from '@/ui/MessageText';
import { RetryButton } from '@/ui/RetryButton';
import { SectionCard } from '@/ui/SectionCard';

export interface UsageSectionProps<T> {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  intro?: string;
  state: LoadState<T>;
  /** What the error says above the server's message. */
  errorTitle: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/**
 * A section of the usage page that loads on its own: its heading and introduction, then a polite
 * loading line, an error with a retry, or its content.
 */
export function UsageSection<T>({ id, title, intro, state, errorTitle, onRetry, children }: UsageSectionProps<T>) {
  const { t } = useTranslation('usage');
  return (
    <SectionCard id={id} title={title} intro={intro}>
      {state.status === 'loading' && (
        <Text role="status" c="dimmed">
          {t('loading')}
        </Text>
      )}
      {state.status === 'error' && (
        <ErrorAlert role="alert" title={errorTitle}>
          <Stack gap="xs" align="flex-start">
            <MessageText message={state.message} />
            <RetryButton
              size="xs"
              variant="default"
              onRetry={onRetry}
              retrying={state.retrying}
              focusAfter={() => document.getElementById(id)}
            />
          </Stack>
        </ErrorAlert>
      )}
      {state.status === 'loaded' && children(state.data)}
    </SectionCard>
  );
}
