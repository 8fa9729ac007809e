import { Button, Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryFeatures, WebhookEndpoint, WebhookEndpointInput, WebhookEventType } from '@/lib/delivery';
import type { ActionState } from '@/lib/loadState';
import { MessageText } from '@/ui/MessageText';
import { SaveBar } from '@/ui/PageStates';
import { ADD_FORM_ID, urlFieldId } from './endpointIds';
import { focusFirstInvalidField } from './focus';
import { AddFormCard, ConditionFields, readCondition, useConditionFields, useTextField } from './parts';

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
export function EndpointForm({ features, events, save, onSubmit, initial, onCancel }: EndpointFormProps) {
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
