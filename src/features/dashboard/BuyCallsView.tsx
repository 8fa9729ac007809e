import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CallPackage, CallPackageId } from '@/lib/dashboard';
import { MINUTES_PER_PACKAGE_CALL, packageMinutes } from '@/lib/usage';
import { useFormatters } from './format';
import { PageHeader, PageLoadError, PageLoading } from '@/ui/PageStates';
import responsive from '@/ui/responsive.module.css';
import type { LoadState } from '@/lib/loadState';

export interface BuyCallsViewProps {
  /** The packages of calls for the plan: loading, failed, or loaded. */
  state: LoadState<CallPackage[]>;
  /** A package’s buy button pressed. */
  onChoose: (id: CallPackageId) => void;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
}

/**
 * Buy calls (`/dashboard/buy-calls`): the packages of calls, the most
 * popular one marked; choosing one continues to the checkout.
 */
export function BuyCallsView({ state, onChoose, onRetry }: BuyCallsViewProps) {
  const { t } = useTranslation('dashboard');
  if (state.status === 'loading') return <PageLoading label={t('buyCalls.loading')} blocks={1} />;
  if (state.status === 'error')
    return <PageLoadError title={t('buyCalls.loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />;
  return (
    <>
      <PageHeader title={t('buyCalls.title')} intro={t('buyCalls.intro')} />
      {/* Fixed text, not news: a note (an alert would be announced on load). */}
      <Alert variant="light" color="brand" mb="lg" data-testid="minutes-per-call" role="note">
        {t('buyCalls.inMinutes', { minutes: MINUTES_PER_PACKAGE_CALL })}
      </Alert>
      <ul className={`${responsive.grid} ${responsive.gapLg} ${responsive.cols1Md3}`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {state.data.map((pack) => (
          <PackageCard key={pack.id} pack={pack} onChoose={onChoose} />
        ))}
      </ul>
    </>
  );
}

function PackageCard({ pack, onChoose }: { pack: CallPackage; onChoose: (id: CallPackageId) => void }) {
  const { t } = useTranslation('dashboard');
  const { number, price, unitPrice } = useFormatters();
  const name = t(`buyCalls.packages.${pack.id}`);
  const headingId = `package-${pack.id}`;
  return (
    <Paper
      component="li"
      withBorder
      p="lg"
      shadow={pack.popular ? 'md' : undefined}
      aria-labelledby={headingId}
      style={pack.popular ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} fz="h3" id={headingId}>
            {name}
          </Title>
          {pack.popular && (
            <Badge color="brand" variant="filled">
              {t('buyCalls.popular')}
            </Badge>
          )}
        </Group>
        <div>
          <Text component="span" fz={36} fw={800} lh={1.1}>
            {price(pack.price, pack.currency)}
          </Text>{' '}
          <Text component="span" c="dimmed">
            {t('buyCalls.perMonth')}
          </Text>
        </div>
        <List spacing={6} icon={<IconCheck size={16} color="var(--mantine-color-green-9)" aria-hidden />} style={{ flexGrow: 1 }}>
          <List.Item>
            <Text component="span" fw={600}>
              {t('buyCalls.calls', { calls: number(pack.calls) })}
            </Text>
          </List.Item>
          <List.Item>{t('buyCalls.minutes', { minutes: number(packageMinutes(pack.calls)) })}</List.Item>
          <List.Item>{t('buyCalls.perCall', { price: unitPrice(pack.price / pack.calls, pack.currency) })}</List.Item>
          <List.Item>{t(`buyCalls.features.${pack.id}`)}</List.Item>
        </List>
        <Button fullWidth variant={pack.popular ? 'filled' : 'light'} onClick={() => onChoose(pack.id)}>
          {t('buyCalls.choose', { name })}
        </Button>
      </Stack>
    </Paper>
  );
}
