import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconKey, IconList, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate } from '@/lib/bidi';
import { endpointHealth, type WebhookEndpoint, type WebhookSecret } from '@/lib/delivery';
import { formatDateTime } from '@/lib/format';
import type { ActionState, LoadState } from '@/lib/loadState';
import { busyButtonProps } from '@/ui/busyRoot';
import { SaveStatus } from '@/ui/PageStates';
import { useLocale } from '@/ui/useLocale';
import { buttonId, cardId, type EndpointActionKind } from './endpointIds';
import { EndpointSecret } from './EndpointSecret';
import { focusById, focusLost, useSettled } from './focus';
import { HealthBadge, WARNING_TEXT } from './parts';

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

/**
 * One endpoint: its address, health, events and condition, its actions (each named with the
 * address), the deletion asked again in place, and its secret on request.
 */
export function EndpointCard({
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
  // A name is read, not laid out: the address plain, without the isolation marks of the visible text.
  const url = endpoint.url;
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
        {secret && <EndpointSecret secret={secret} />}
      </Stack>
    </Paper>
  );
}
