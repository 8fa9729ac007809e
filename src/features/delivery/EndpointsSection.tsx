import { Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { faultyField } from '@/ui/serverField';
import type { DeliveryFeatures, WebhookEndpoint, WebhookEndpointInput, WebhookEventType, WebhookSecret } from '@/lib/delivery';
import type { ActionState, LoadState } from '@/lib/loadState';
import { EndpointCard } from './EndpointCard';
import { EndpointForm } from './EndpointForm';
import { ADD_FORM_ID, buttonId, cardId, urlFieldId, type EndpointActionKind } from './endpointIds';
import { focusById, focusLost, focusSubmit, useSettled } from './focus';
import { CardList, ResultStatus } from './parts';

export type { EndpointActionKind } from './endpointIds';

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
