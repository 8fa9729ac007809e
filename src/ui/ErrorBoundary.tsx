import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ErrorView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py="xl">
      <Stack role="alert" gap="md" align="flex-start">
        <Title order={1} fz="h2">
          {t('errorBoundary.title')}
        </Title>
        <Text>{t('errorBoundary.body')}</Text>
        <Button onClick={onRetry}>{t('actions.retry')}</Button>
      </Stack>
    </Container>
  );
}

interface State {
  error: Error | null;
}

/** Catches a page that fails to render (or to load its code) and offers a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode; onRetry?: () => void }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page error', error, info.componentStack);
  }

  retry = () => {
    if (this.props.onRetry) this.props.onRetry();
    else if (typeof window !== 'undefined') window.location.reload();
  };

  override render() {
    if (this.state.error) return <ErrorView onRetry={this.retry} />;
    return this.props.children;
  }
}
