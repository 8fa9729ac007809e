import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndpointHealth, WebhookMessageStatus } from '@/lib/delivery';
import { SectionCard } from '@/ui/SectionCard';

/** Colours whose text passes AA on their light background (Mantine's orange does not). */
export const WARNING_TEXT = '#a33d00';
const HEALTH_COLOUR: Record<EndpointHealth, string> = { healthy: 'green.9', retrying: WARNING_TEXT, disabled: 'gray.9' };
const STATUS_COLOUR: Record<WebhookMessageStatus, string> = { pending: 'gray.9', retrying: WARNING_TEXT, delivered: 'green.9', failed: 'red.9' };

/** An endpoint's health as a badge: healthy, retrying or disabled. */
export function HealthBadge({ health }: { health: EndpointHealth }) {
  const { t } = useTranslation('delivery');
  return (
    <Badge variant="light" color={HEALTH_COLOUR[health]} data-health={health}>
      {t(`endpoints.health.${health}`)}
    </Badge>
  );
}

/** A message's status as a badge: pending, retrying, delivered or failed. */
export function StatusBadge({ status }: { status: WebhookMessageStatus }) {
  const { t } = useTranslation('delivery');
  return (
    <Badge variant="light" color={STATUS_COLOUR[status]} data-status={status}>
      {t(`log.messageStatus.${status}`)}
    </Badge>
  );
}

/** A section of the delivery page: a heading (labelling it), an introduction, its content. */
export function DeliverySection(props: { id: string; title: string; intro?: string; children: ReactNode }) {
  return <SectionCard {...props} />;
}

/** Code shown as it is (left to right even on an Arabic page), wrapped rather than scrolled. */
export function CodeBlock({ children }: { children: string }) {
  return (
    <pre dir="ltr" style={{ margin: 0, padding: 'var(--mantine-spacing-sm)', background: 'var(--mantine-color-gray-0)', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)', fontSize: 'var(--mantine-font-size-xs)', textAlign: 'left', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <code>{children}</code>
    </pre>
  );
}

/** A list of cards (a labelled bare `ul`), or the sentence saying there is none yet. */
export function CardList({ count, empty, label, children }: { count: number; empty: string; label: string; children: ReactNode }) {
  if (count === 0) return <Text size="sm">{empty}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** The grey card holding a form to add something: its heading (labelling the form), then its fields. */
export function AddFormCard({ id, heading, onSubmit, children }: { id: string; heading: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="sm" bg="gray.0">
      <form onSubmit={onSubmit} noValidate aria-labelledby={id}>
        <Stack gap="sm">
          <Title order={3} fz="h4" id={id}>
            {heading}
          </Title>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
