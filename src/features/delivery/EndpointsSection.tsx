import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconEye, IconEyeOff, IconKey, IconList, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointHealth, type DeliveryFeatures, type WebhookEndpoint, type WebhookEndpointInput, type WebhookEventType, type WebhookSecret } from '@/lib/delivery';
import { formatDateTime } from '@/lib/format';
import type { ActionState, LoadState } from '@/lib/loadState';
import { focusFirstInvalid } from '@/ui/forms';
import { MessageText } from '@/ui/MessageText';
import { SaveBar, SaveStatus } from '@/ui/PageStates';
import { useLocale } from '@/ui/useLocale';
import { IconLink } from '@/ui/IconLink';
import { AddFormCard, CardList, CodeBlock, ConditionFields, HealthBadge, readCondition, useConditionFields, useTextField, WARNING_TEXT } from './parts';

export type EndpointActionKind = 'rotate' | 'test' | 'enable' | 'delete';

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
  /** The endpoint being edited, and how its save went. */
  edit: ActionState & { id?: string | null };
  onEdit: (endpoint: WebhookEndpoint, input: WebhookEndpointInput) => void;
  logHref: (id: string) => string;
}

/**
 * The webhook endpoints, each with its health, its secret on request, a test event, its log, and
 * Edit (the same form as adding, in place) and Delete (asked again first); and a form to add one
 * within the plan's limit.
 */
export function EndpointsSection({ endpoints, features, events, save, onAdd, secrets, onToggleSecret, action, onAction, edit, onEdit, logHref }: EndpointsSectionProps) {
  const { t } = useTranslation('delivery');
  const full = endpoints.length >= features.maxEndpoints;
  /** The endpoint whose form is open, or whose deletion is being confirmed. */
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  // A save that succeeds closes the form.
  const [editStatus, setEditStatus] = useState(edit.status);
  if (editStatus !== edit.status) {
    setEditStatus(edit.status);
    if (edit.status === 'success') setEditing(null);
  }
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
            saved={edit.id === endpoint.id && edit.status === 'success' && editing !== endpoint.id}
            confirming={confirming === endpoint.id}
            onConfirming={(on) => setConfirming(on ? endpoint.id : null)}
            onEditing={() => {
              setConfirming(null);
              setEditing(endpoint.id);
            }}
            form={
              editing === endpoint.id ? (
                <EndpointForm features={features} events={events} save={edit.id === endpoint.id ? edit : { status: 'idle' }} initial={endpoint} onSubmit={(input) => onEdit(endpoint, input)} onCancel={() => setEditing(null)} />
              ) : null
            }
          />
        ))}
      </CardList>
      {full ? <Text size="sm">{t('endpoints.limit', { count: features.maxEndpoints })}</Text> : <EndpointForm key={endpoints.length} features={features} events={events} save={save} onSubmit={onAdd} />}
    </Stack>
  );
}

interface EndpointCardProps {
  endpoint: WebhookEndpoint;
  secret: LoadState<WebhookSecret> | undefined;
  onToggleSecret: (id: string, show: boolean) => void;
  action: (ActionState & { kind: EndpointActionKind }) | null;
  onAction: (kind: EndpointActionKind, endpoint: WebhookEndpoint) => void;
  logHref: string;
  /** Its edit was just saved (the form closed): said in the card. */
  saved: boolean;
  confirming: boolean;
  onConfirming: (on: boolean) => void;
  onEditing: () => void;
  /** The edit form, in place of the card's actions while it is open. */
  form: ReactNode;
}

function EndpointCard({ endpoint, secret, onToggleSecret, action, onAction, logHref, saved, confirming, onConfirming, onEditing, form }: EndpointCardProps) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  const health = endpointHealth(endpoint);
  const busy = (kind: EndpointActionKind) => action?.kind === kind && action.status === 'saving';
  const successText = action ? { rotate: t('endpoints.rotated'), test: t('endpoints.testSent'), enable: t('endpoints.enabled'), delete: t('endpoints.deleted') }[action.kind] : '';
  const titleId = `endpoint-${endpoint.id}`;
  const confirmId = `endpoint-delete-${endpoint.id}`;
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
        {endpoint.condition && (
          <Text size="sm" data-testid="endpoint-condition">
            {t('rules.condition', { field: t(`conditionField.${endpoint.condition.field}`), value: endpoint.condition.contains })}
          </Text>
        )}
        {health === 'retrying' && endpoint.failingSince && <Text size="sm" c={WARNING_TEXT}>{t('endpoints.failingSince', { time: formatDateTime(endpoint.failingSince, locale) })}</Text>}
        {health === 'disabled' && endpoint.disabledReason && <Text size="sm">{t(`endpoints.disabledReason.${endpoint.disabledReason}`)}</Text>}
        {endpoint.rotationEndsAt && (
          <Text size="sm" data-testid="rotation">
            {t('endpoints.rotation', { time: formatDateTime(endpoint.rotationEndsAt, locale) })}
          </Text>
        )}
        {form ?? (
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
            <Button variant="default" size="compact-sm" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEditing} aria-label={t('endpoints.editNamed', { url: endpoint.url })}>
              {t('endpoints.edit')}
            </Button>
            <Button variant="subtle" color="red.9" size="compact-sm" leftSection={<IconTrash size={16} aria-hidden />} aria-expanded={confirming} aria-controls={confirming ? confirmId : undefined} onClick={() => onConfirming(!confirming)} aria-label={t('endpoints.deleteNamed', { url: endpoint.url })}>
              {t('endpoints.delete')}
            </Button>
          </Group>
        )}
        {confirming && !form && (
          <Stack gap="xs" id={confirmId} role="group" aria-label={t('endpoints.delete')}>
            <Text size="sm">{t('endpoints.deleteConfirm')}</Text>
            <Group gap="xs">
              <Button color="red.9" size="compact-sm" loading={busy('delete')} onClick={() => onAction('delete', endpoint)}>
                {t('endpoints.deleteConfirmButton')}
              </Button>
              <Button variant="default" size="compact-sm" onClick={() => onConfirming(false)}>
                {t('endpoints.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
        <SaveStatus state={action ?? { status: saved ? 'success' : 'idle' }} successText={action ? (action.text ?? successText) : t('endpoints.saved')} />
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

interface EndpointFormProps {
  features: DeliveryFeatures;
  events: readonly WebhookEventType[];
  save: ActionState;
  onSubmit: (input: WebhookEndpointInput) => void;
  /** Editing: the endpoint as saved (its fields filled in), and Cancel. Without it, the form adds one. */
  initial?: WebhookEndpoint;
  onCancel?: () => void;
}

/** The fields of an endpoint: its address, description and, on Custom, its event filter and condition. */
function EndpointForm({ features, events, save, onSubmit, initial, onCancel }: EndpointFormProps) {
  const { t } = useTranslation('delivery');
  const url = useTextField(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [chosen, setChosen] = useState<string[]>(initial?.events ?? []);
  const condition = useConditionFields(initial?.condition);
  const editing = Boolean(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!url.value.trim()) url.setError(t('endpoints.add.urlRequired'));
    const filtered = features.eventFilters && features.conditions ? readCondition(condition, t('conditionRequired')) : null;
    if (!url.value.trim() || filtered === false) return requestAnimationFrame(() => focusFirstInvalid(form));
    const text = description.trim();
    if (!editing) {
      onSubmit({ url: url.value.trim(), ...(text ? { description: text } : {}), ...(features.eventFilters && chosen.length > 0 ? { events: chosen as WebhookEventType[] } : {}), ...(filtered ? { condition: filtered } : {}) });
      return;
    }
    // A change names every field, so that one emptied is emptied on the server too.
    onSubmit({ url: url.value.trim(), description: text, ...(features.eventFilters ? { events: chosen as WebhookEventType[], condition: filtered || null } : {}) });
  };
  const id = initial ? `delivery-endpoint-edit-${initial.id}` : 'delivery-endpoint-form';
  return (
    <AddFormCard id={id} heading={editing ? t('endpoints.editHeading') : t('endpoints.add.heading')} onSubmit={submit}>
      <TextInput label={t('endpoints.add.url')} description={t('endpoints.add.urlHint')} type="url" dir="ltr" placeholder="https://example.com/webhooks" required {...url.input} />
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
      {features.eventFilters && features.conditions && <ConditionFields state={condition} hint={t('endpoints.conditionHint')} />}
      <SaveBar state={save} successText={editing ? t('endpoints.saved') : t('endpoints.add.saved')} saveLabel={editing ? t('endpoints.saveEdit') : t('endpoints.add.submit')}>
        {onCancel && (
          <Button variant="default" size="md" onClick={onCancel}>
            {t('endpoints.cancel')}
          </Button>
        )}
      </SaveBar>
    </AddFormCard>
  );
}
