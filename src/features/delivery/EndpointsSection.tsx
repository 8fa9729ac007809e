import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconEye, IconEyeOff, IconKey, IconList, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointHealth, type DeliveryFeatures, type WebhookEndpoint, type WebhookEndpointInput, type WebhookEventType, type WebhookSecret } from '@/lib/delivery';
import { formatDateTime } from '@/lib/format';
import type { ActionState, LoadState } from '@/lib/loadState';
import { focusFirstInvalid } from '@/ui/forms';
import { MessageText } from '@/ui/MessageText';
import { SaveBar, SaveStatus } from '@/ui/PageStates';
import { useLocale } from '@/ui/useLocale';
import { IconLink } from '@/ui/IconLink';
import { AddFormCard, CardList, CodeBlock, HealthBadge, WARNING_TEXT } from './parts';

export type EndpointActionKind = 'rotate' | 'test' | 'enable';

export interface EndpointsSectionProps {
  endpoints: WebhookEndpoint[];
  features: DeliveryFeatures;
  events: readonly WebhookEventType[];
  save: ActionState;
  onAdd: (input: WebhookEndpointInput) => void;
  secrets: Record<string, LoadState<WebhookSecret>>;
  onToggleSecret: (id: string, show: boolean) => void;
  action: (ActionState & { id: string; kind: EndpointActionKind }) | null;
  onAction: (kind: EndpointActionKind, endpoint: WebhookEndpoint) => void;
  logHref: (id: string) => string;
}

/** The webhook endpoints, each with its health, its secret on request, a test event and its log; and a form to add one within the plan's limit. */
export function EndpointsSection({ endpoints, features, events, save, onAdd, secrets, onToggleSecret, action, onAction, logHref }: EndpointsSectionProps) {
  const { t } = useTranslation('delivery');
  const full = endpoints.length >= features.maxEndpoints;
  return (
    <Stack gap="md">
      <CardList count={endpoints.length} empty={t('endpoints.empty')} label={t('endpoints.listLabel')}>
        {endpoints.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            secret={secrets[endpoint.id]}
            onToggleSecret={onToggleSecret}
            action={action?.id === endpoint.id ? action : null}
            onAction={onAction}
            logHref={logHref(endpoint.id)}
          />
        ))}
      </CardList>
      {full ? <Text size="sm">{t('endpoints.limit', { count: features.maxEndpoints })}</Text> : <EndpointForm key={endpoints.length} features={features} events={events} save={save} onAdd={onAdd} />}
    </Stack>
  );
}

function EndpointCard({ endpoint, secret, onToggleSecret, action, onAction, logHref }: { endpoint: WebhookEndpoint; secret: LoadState<WebhookSecret> | undefined; onToggleSecret: (id: string, show: boolean) => void; action: (ActionState & { kind: EndpointActionKind }) | null; onAction: (kind: EndpointActionKind, endpoint: WebhookEndpoint) => void; logHref: string }) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  const health = endpointHealth(endpoint);
  const busy = (kind: EndpointActionKind) => action?.kind === kind && action.status === 'saving';
  const successText = action ? { rotate: t('endpoints.rotated'), test: t('endpoints.testSent'), enable: t('endpoints.enabled') }[action.kind] : '';
  const titleId = `endpoint-${endpoint.id}`;
  return (
    <Paper component="li" withBorder p="sm" radius="sm" data-testid="webhook-endpoint" data-health={health} aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            <bdi dir="ltr">{endpoint.url}</bdi>
          </Text>
          <HealthBadge health={health} />
        </Group>
        {endpoint.description && <Text size="sm">{endpoint.description}</Text>}
        <Text size="sm" c="dimmed">
          {endpoint.events.length === 0 ? t('endpoints.allEvents') : t('endpoints.events', { events: endpoint.events.map((e) => t(`event.${e}`)).join(', ') })}
        </Text>
        {health === 'retrying' && endpoint.failingSince && <Text size="sm" c={WARNING_TEXT}>{t('endpoints.failingSince', { time: formatDateTime(endpoint.failingSince, locale) })}</Text>}
        {health === 'disabled' && endpoint.disabledReason && <Text size="sm">{t(`endpoints.disabledReason.${endpoint.disabledReason}`)}</Text>}
        {endpoint.rotationEndsAt && (
          <Text size="sm" data-testid="rotation">
            {t('endpoints.rotation', { time: formatDateTime(endpoint.rotationEndsAt, locale) })}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Button variant="default" size="compact-sm" leftSection={secret ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />} aria-expanded={Boolean(secret)} onClick={() => onToggleSecret(endpoint.id, !secret)}>
            {secret ? t('endpoints.hideSecret') : t('endpoints.showSecret')}
          </Button>
          <Button variant="default" size="compact-sm" leftSection={<IconKey size={16} aria-hidden />} loading={busy('rotate')} onClick={() => onAction('rotate', endpoint)}>
            {t('endpoints.rotate')}
          </Button>
          {endpoint.enabled ? (
            <Button variant="default" size="compact-sm" leftSection={<IconSend size={16} aria-hidden />} loading={busy('test')} onClick={() => onAction('test', endpoint)}>
              {t('endpoints.sendTest')}
            </Button>
          ) : (
            <Button variant="default" size="compact-sm" loading={busy('enable')} onClick={() => onAction('enable', endpoint)}>
              {t('endpoints.enable')}
            </Button>
          )}
          <IconLink to={logHref} gap={4} icon={<IconList size={16} aria-hidden />}>
            {t('endpoints.log')}
          </IconLink>
        </Group>
        <SaveStatus state={action ?? { status: 'idle' }} successText={action?.text ?? successText} />
        {secret && <SecretBox secret={secret} />}
      </Stack>
    </Paper>
  );
}

function SecretBox({ secret }: { secret: LoadState<WebhookSecret> }) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  if (secret.status === 'loading') return <Text size="sm" c="dimmed">{t('endpoints.secretLoading')}</Text>;
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
            {t('endpoints.previousSecretLabel', { time: formatDateTime(data.previousExpiresAt, locale) })}
          </Text>
          <CodeBlock>{data.previousSecret}</CodeBlock>
        </>
      )}
    </Stack>
  );
}

function EndpointForm({ features, events, save, onAdd }: { features: DeliveryFeatures; events: readonly WebhookEventType[]; save: ActionState; onAdd: (input: WebhookEndpointInput) => void }) {
  const { t } = useTranslation('delivery');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!url.trim()) {
      setError(t('endpoints.add.urlRequired'));
      return requestAnimationFrame(() => focusFirstInvalid(form));
    }
    onAdd({ url: url.trim(), ...(description.trim() ? { description: description.trim() } : {}), ...(features.eventFilters && chosen.length > 0 ? { events: chosen as WebhookEventType[] } : {}) });
  };
  return (
    <AddFormCard id="delivery-endpoint-form" heading={t('endpoints.add.heading')} onSubmit={submit}>
      <TextInput
        label={t('endpoints.add.url')}
        description={t('endpoints.add.urlHint')}
        type="url"
        dir="ltr"
        placeholder="https://example.com/webhooks"
        value={url}
        onChange={(e) => {
          setUrl(e.currentTarget.value);
          setError(undefined);
        }}
        error={error}
        required
      />
      <TextInput label={t('endpoints.add.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={200} />
      {features.eventFilters && (
        <Checkbox.Group label={t('endpoints.add.events')} description={t('endpoints.add.eventsHint')} value={chosen} onChange={setChosen}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {events.map((event) => (
              <Checkbox key={event} value={event} label={t(`event.${event}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
      <SaveBar state={save} successText={t('endpoints.add.saved')} saveLabel={t('endpoints.add.submit')} />
    </AddFormCard>
  );
}
