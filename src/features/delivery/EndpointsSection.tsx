import { Anchor, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconEye, IconEyeOff, IconKey, IconList, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isolate } from '@/lib/bidi';
import { useTranslation } from 'react-i18next';
import { faultyField } from '@/ui/serverField';
import {
  endpointHealth,
  type DeliveryFeatures,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEventType,
  type WebhookSecret,
} from '@/lib/delivery';
import { formatDateTime } from '@/lib/format';
import type { ActionState, LoadState } from '@/lib/loadState';
import { MessageText } from '@/ui/MessageText';
import { SaveBar, SaveStatus } from '@/ui/PageStates';
import { useLocale } from '@/ui/useLocale';
import { focusById, focusFirstInvalidField, focusLost, focusSubmit, useSettled } from './focus';
import {
  AddFormCard,
  CardList,
  CodeBlock,
  ConditionFields,
  HealthBadge,
  readCondition,
  ResultStatus,
  useConditionFields,
  useTextField,
  WARNING_TEXT,
} from './parts';
import { busyButtonProps } from '@/ui/busyRoot';

export type EndpointActionKind = 'rotate' | 'test' | 'enable' | 'delete';

export interface EndpointsSectionProps {
  endpoints: WebhookEndpoint[];
  features: DeliveryFeatures;
  events: readonly WebhookEventType[];
  /** Adding an endpoint; a refusal of its address (`field`) is said under the address. */
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

const cardId = (id: string) => `endpoint-card-${id}`;
const urlFieldId = (id: string | null) => `endpoint-url-${id ?? 'new'}`;
const buttonId = (id: string, what: 'edit' | 'remove' | 'confirm' | EndpointActionKind) => `endpoint-${what}-${id}`;
const ADD_FORM_ID = 'delivery-endpoint-form';

/**
 * The webhook endpoints, each with its health, its secret on request, a test event, its log, and
 * Edit (the same form as adding, in place) and Delete (asked again first); and a form to add one
 * within the plan's limit. The focus follows each action: into a form or confirmation that opens,
 * back to its opener when it closes, to the endpoint added, to the next one after a deletion.
 */
export function EndpointsSection({
  endpoints,
  features,
  events,
  save,
  onAdd,
  secrets,
  onToggleSecret,
  action,
  onAction,
  edit,
  onEdit,
  logHref,
}: EndpointsSectionProps) {
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
  // The endpoints there when an addition or deletion started: the new one, or the one after, is found from them.
  const before = useRef<string[]>([]);
  const deletedAt = useRef(0);
  useSettled(save.status, (status) => {
    const created = endpoints.find((endpoint) => !before.current.includes(endpoint.id));
    if (status === 'success') focusById(created ? cardId(created.id) : 'delivery-webhooks');
    else if (status === 'error') {
      if (faultyField(save) === 'url') focusById(urlFieldId(null));
      else if (focusLost()) focusSubmit(ADD_FORM_ID);
    }
  });
  useSettled(edit.status, (status) => {
    if (!edit.id) return;
    if (status === 'success') focusById(buttonId(edit.id, 'edit'), cardId(edit.id));
    else if (status === 'error') {
      if (faultyField(edit) === 'url') focusById(urlFieldId(edit.id));
      else if (focusLost()) focusSubmit(`delivery-endpoint-edit-${edit.id}`);
    }
  });
  const deleting = action?.kind === 'delete' ? action.status : 'idle';
  useSettled(deleting, (status) => {
    if (status === 'success') {
      const next = endpoints[Math.min(deletedAt.current, endpoints.length - 1)];
      focusById(next ? cardId(next.id) : 'delivery-webhooks');
    } else if (status === 'error' && action) focusById(buttonId(action.id, 'confirm'));
  });
  const result = save.status === 'success' ? t('endpoints.add.saved') : deleting === 'success' ? t('endpoints.deleted') : null;
  // A form or confirmation opened or closed from a click: the focus moves once React has rendered it.
  const focusSoon = (id: string) => requestAnimationFrame(() => focusById(id));
  return (
    <Stack gap="md">
      <CardList count={endpoints.length} empty={t('endpoints.empty')} label={t('endpoints.listLabel')}>
        {endpoints.map((endpoint, index) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            secret={secrets[endpoint.id]}
            onToggleSecret={onToggleSecret}
            action={action?.id === endpoint.id ? action : null}
            onAction={(kind, target) => {
              if (kind === 'delete') deletedAt.current = index;
              onAction(kind, target);
            }}
            logHref={logHref(endpoint.id)}
            saved={edit.id === endpoint.id && edit.status === 'success' && editing !== endpoint.id}
            confirming={confirming === endpoint.id}
            onConfirming={(on) => {
              setConfirming(on ? endpoint.id : null);
              focusSoon(buttonId(endpoint.id, on ? 'confirm' : 'remove'));
            }}
            onEditing={() => {
              setConfirming(null);
              setEditing(endpoint.id);
              focusSoon(urlFieldId(endpoint.id));
            }}
            form={
              editing === endpoint.id ? (
                <EndpointForm
                  features={features}
                  events={events}
                  save={edit.id === endpoint.id ? edit : { status: 'idle' }}
                  initial={endpoint}
                  onSubmit={(input) => onEdit(endpoint, input)}
                  onCancel={() => {
                    setEditing(null);
                    focusSoon(buttonId(endpoint.id, 'edit'));
                  }}
                />
              ) : null
            }
          />
        ))}
      </CardList>
      <ResultStatus text={result} testId="endpoints-result" />
      {full ? (
        <Text size="sm">{t('endpoints.limit', { count: features.maxEndpoints })}</Text>
      ) : (
        <EndpointForm
          key={endpoints.length}
          features={features}
          events={events}
          save={save}
          onSubmit={(input) => {
            before.current = endpoints.map((endpoint) => endpoint.id);
            onAdd(input);
          }}
        />
      )}
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

function EndpointCard({
  endpoint,
  secret,
  onToggleSecret,
  action,
  onAction,
  logHref,
  saved,
  confirming,
  onConfirming,
  onEditing,
  form,
}: EndpointCardProps) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  const health = endpointHealth(endpoint);
  const busy = (kind: EndpointActionKind) => action?.kind === kind && action.status === 'saving';
  const successText = action
    ? { rotate: t('endpoints.rotated'), test: t('endpoints.testSent'), enable: t('endpoints.enabled'), delete: t('endpoints.deleted') }[
        action.kind
      ]
    : '';
  const titleId = `endpoint-${endpoint.id}`;
  const confirmId = `endpoint-delete-${endpoint.id}`;
  const url = isolate(endpoint.url, locale);
  const time = (iso: string) => isolate(formatDateTime(iso, locale), locale);
  // A button disabled while its action ran lost the focus: it goes back to it, or to what replaced it.
  useSettled(action && action.kind !== 'delete' ? action.status : 'idle', () => {
    if (!action || !focusLost()) return;
    focusById(buttonId(endpoint.id, action.kind === 'enable' ? 'test' : action.kind), cardId(endpoint.id));
  });
  const closeConfirmation = () => onConfirming(false);
  return (
    <Paper
      component="li"
      id={cardId(endpoint.id)}
      tabIndex={-1}
      withBorder
      p="sm"
      radius="sm"
      data-testid="webhook-endpoint"
      data-health={health}
      aria-labelledby={titleId}
    >
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            <bdi dir="ltr">{endpoint.url}</bdi>
          </Text>
          <HealthBadge health={health} />
        </Group>
        {endpoint.description && <Text size="sm">{endpoint.description}</Text>}
        <Text size="sm" c="dimmed">
          {endpoint.events.length === 0
            ? t('endpoints.allEvents')
            : t('endpoints.events', { events: endpoint.events.map((e) => t(`event.${e}`)).join(', ') })}
        </Text>
        {endpoint.condition && (
          <Text size="sm" data-testid="endpoint-condition">
            {t('rules.condition', {
              field: t(`conditionField.${endpoint.condition.field}`),
              value: isolate(endpoint.condition.contains, locale),
            })}
          </Text>
        )}
        {health === 'retrying' && endpoint.failingSince && (
          <Text size="sm" c={WARNING_TEXT}>
            {t('endpoints.failingSince', { time: time(endpoint.failingSince) })}
          </Text>
        )}
        {health === 'disabled' && endpoint.disabledReason && (
          <Text size="sm">{t(`endpoints.disabledReason.${endpoint.disabledReason}`)}</Text>
        )}
        {endpoint.rotationEndsAt && (
          <Text size="sm" data-testid="rotation">
            {t('endpoints.rotation', { time: time(endpoint.rotationEndsAt) })}
          </Text>
        )}
        {form ?? (
          <Group gap="xs" mt={4}>
            <Button
              variant="default"
              size="compact-sm"
              leftSection={secret ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
              aria-expanded={Boolean(secret)}
              onClick={() => onToggleSecret(endpoint.id, !secret)}
              aria-label={secret ? t('endpoints.hideSecretNamed', { url }) : t('endpoints.showSecretNamed', { url })}
            >
              {secret ? t('endpoints.hideSecret') : t('endpoints.showSecret')}
            </Button>
            <Button
              id={buttonId(endpoint.id, 'rotate')}
              variant="default"
              size="compact-sm"
              leftSection={<IconKey size={16} aria-hidden />}
              {...busyButtonProps(busy('rotate'))}
              onClick={() => onAction('rotate', endpoint)}
              aria-label={t('endpoints.rotateNamed', { url })}
            >
              {t('endpoints.rotate')}
            </Button>
            {endpoint.enabled ? (
              <Button
                id={buttonId(endpoint.id, 'test')}
                variant="default"
                size="compact-sm"
                leftSection={<IconSend size={16} aria-hidden />}
                {...busyButtonProps(busy('test'))}
                onClick={() => onAction('test', endpoint)}
                aria-label={t('endpoints.sendTestNamed', { url })}
              >
                {t('endpoints.sendTest')}
              </Button>
            ) : (
              <Button
                id={buttonId(endpoint.id, 'enable')}
                variant="default"
                size="compact-sm"
                {...busyButtonProps(busy('enable'))}
                onClick={() => onAction('enable', endpoint)}
                aria-label={t('endpoints.enableNamed', { url })}
              >
                {t('endpoints.enable')}
              </Button>
            )}
            <Anchor component={Link} to={logHref} size="sm" fw={600} aria-label={t('endpoints.logOf', { url })}>
              <Group gap={4} component="span" wrap="nowrap">
                <IconList size={16} aria-hidden />
                {t('endpoints.log')}
              </Group>
            </Anchor>
            <Button
              id={buttonId(endpoint.id, 'edit')}
              variant="default"
              size="compact-sm"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={onEditing}
              aria-label={t('endpoints.editNamed', { url })}
            >
              {t('endpoints.edit')}
            </Button>
            <Button
              id={buttonId(endpoint.id, 'remove')}
              variant="subtle"
              color="red.9"
              size="compact-sm"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-expanded={confirming}
              aria-controls={confirming ? confirmId : undefined}
              onClick={() => onConfirming(!confirming)}
              aria-label={t('endpoints.deleteNamed', { url })}
            >
              {t('endpoints.delete')}
            </Button>
          </Group>
        )}
        {confirming && !form && (
          <Stack
            gap="xs"
            id={confirmId}
            role="group"
            aria-label={t('endpoints.deleteNamed', { url })}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.stopPropagation();
              closeConfirmation();
            }}
          >
            <Text size="sm" id={`${confirmId}-question`}>
              {t('endpoints.deleteConfirm')}
            </Text>
            <Group gap="xs">
              <Button
                id={buttonId(endpoint.id, 'confirm')}
                color="red.9"
                size="compact-sm"
                {...busyButtonProps(busy('delete'))}
                onClick={() => onAction('delete', endpoint)}
                aria-describedby={`${confirmId}-question`}
              >
                {t('endpoints.deleteConfirmButton')}
              </Button>
              <Button variant="default" size="compact-sm" onClick={closeConfirmation}>
                {t('endpoints.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
        <SaveStatus
          state={action ?? { status: saved ? 'success' : 'idle' }}
          successText={action ? (action.text ?? successText) : t('endpoints.saved')}
        />
        {secret && <SecretBox secret={secret} />}
      </Stack>
    </Paper>
  );
}

function SecretBox({ secret }: { secret: LoadState<WebhookSecret> }) {
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
    if (!url.value.trim() || filtered === false) return focusFirstInvalidField(form);
    const text = description.trim();
    if (!editing) {
      onSubmit({
        url: url.value.trim(),
        ...(text ? { description: text } : {}),
        ...(features.eventFilters && chosen.length > 0 ? { events: chosen as WebhookEventType[] } : {}),
        ...(filtered ? { condition: filtered } : {}),
      });
      return;
    }
    // A change names every field, so that one emptied is emptied on the server too.
    onSubmit({
      url: url.value.trim(),
      description: text,
      ...(features.eventFilters ? { events: chosen as WebhookEventType[], condition: filtered || null } : {}),
    });
  };
  const id = initial ? `delivery-endpoint-edit-${initial.id}` : ADD_FORM_ID;
  // The server's refusal of the address, said under it until the next save.
  const serverError = save.status === 'error' && save.field === 'url' ? <MessageText message={save.message} /> : undefined;
  return (
    <AddFormCard id={id} heading={editing ? t('endpoints.editHeading') : t('endpoints.add.heading')} onSubmit={submit}>
      <TextInput
        label={t('endpoints.add.url')}
        description={t('endpoints.add.urlHint')}
        type="url"
        dir="ltr"
        placeholder="https://example.com/webhooks"
        required
        id={urlFieldId(initial?.id ?? null)}
        {...url.input}
        error={url.error ?? serverError}
      />
      <TextInput
        label={t('endpoints.add.description')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        maxLength={200}
      />
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
      {/* An endpoint added is said by the section, an edit saved by its card (this form is gone by then). */}
      <SaveBar
        state={save.status === 'success' || serverError ? { status: 'idle' } : save}
        successText=""
        saveLabel={editing ? t('endpoints.saveEdit') : t('endpoints.add.submit')}
      >
        {onCancel && (
          <Button variant="default" size="md" onClick={onCancel}>
            {t('endpoints.cancel')}
          </Button>
        )}
      </SaveBar>
    </AddFormCard>
  );
}
