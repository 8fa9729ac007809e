import { Badge, Box, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONDITION_FIELDS,
  type ConditionField,
  type DeliveryCondition,
  type EndpointHealth,
  type WebhookMessageStatus,
} from '@/lib/delivery';
import { SectionCard } from '@/ui/SectionCard';

/** Colours whose text passes AA on their light background (Mantine's orange does not). */
export const WARNING_TEXT = '#a33d00';

/**
 * A badge's text and background, named both: Mantine's light variant of a dark shade tints the
 * background with that same shade, which left the text invisible on it. Each pair is above 4.5:1.
 */
type BadgeTone = 'good' | 'warning' | 'neutral' | 'bad';
const TONE: Record<BadgeTone, { c: string; bg: string }> = {
  good: { c: 'green.9', bg: 'green.0' },
  warning: { c: WARNING_TEXT, bg: 'orange.0' },
  neutral: { c: 'gray.9', bg: 'gray.1' },
  bad: { c: 'red.9', bg: 'red.0' },
};
const HEALTH_TONE: Record<EndpointHealth, BadgeTone> = { healthy: 'good', retrying: 'warning', disabled: 'neutral' };
const STATUS_TONE: Record<WebhookMessageStatus, BadgeTone> = { pending: 'neutral', retrying: 'warning', delivered: 'good', failed: 'bad' };

/** A badge of the delivery screens, in a tone; its text wraps rather than being cut off on a narrow screen. */
function ToneBadge({ tone, children, ...data }: { tone: BadgeTone; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <Badge
      variant="light"
      c={TONE[tone].c}
      bg={TONE[tone].bg}
      h="auto"
      mih={20}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
      {...data}
    >
      {children}
    </Badge>
  );
}

/** An endpoint's health as a badge: healthy, retrying or disabled. */
export function HealthBadge({ health }: { health: EndpointHealth }) {
  const { t } = useTranslation('delivery');
  return (
    <ToneBadge tone={HEALTH_TONE[health]} data-health={health}>
      {t(`endpoints.health.${health}`)}
    </ToneBadge>
  );
}

/** A message's status as a badge: pending, retrying, delivered or failed. */
export function StatusBadge({ status }: { status: WebhookMessageStatus }) {
  const { t } = useTranslation('delivery');
  return (
    <ToneBadge tone={STATUS_TONE[status]} data-status={status}>
      {t(`log.messageStatus.${status}`)}
    </ToneBadge>
  );
}

/**
 * The results of a section's actions (added, deleted) said politely. The region is always in the
 * page, so a screen reader reads each new text; the text stays until the next action.
 */
export function ResultStatus({ text, testId }: { text: string | null; testId: string }) {
  return (
    <Box role="status" aria-live="polite" data-testid={testId}>
      {text && (
        <Group gap={6} wrap="nowrap" c="var(--mantine-color-green-9)">
          <IconCircleCheck size={18} aria-hidden />
          <Text size="sm" fw={600} c="var(--mantine-color-green-9)">
            {text}
          </Text>
        </Group>
      )}
    </Box>
  );
}

/** A section of the delivery page: a heading (labelling it), an introduction, its content. */
export function DeliverySection(props: { id: string; title: string; intro?: string; children: ReactNode }) {
  return <SectionCard {...props} />;
}

/** Code shown as it is (left to right even on an Arabic page), wrapped rather than scrolled. */
export function CodeBlock({ children }: { children: string }) {
  return (
    <pre
      dir="ltr"
      style={{
        margin: 0,
        padding: 'var(--mantine-spacing-sm)',
        background: 'var(--mantine-color-gray-0)',
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 'var(--mantine-radius-sm)',
        fontSize: 'var(--mantine-font-size-xs)',
        textAlign: 'left',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
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
export function AddFormCard({
  id,
  heading,
  onSubmit,
  children,
}: {
  id: string;
  heading: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
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

/**
 * A text field's value and error message: typing clears the error. `input` is spread on the
 * TextInput; `set` changes the value from code.
 */
export function useTextField(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.currentTarget.value);
    setError(undefined);
  };
  return { value, error, setError, input: { value, error, onChange } };
}

/** The state of a condition's two fields (the extracted field, the text it contains), from a saved condition. */
export function useConditionFields(initial: DeliveryCondition | null | undefined) {
  const [field, setField] = useState<ConditionField | ''>(initial?.field ?? '');
  const contains = useTextField(initial?.contains ?? '');
  return { field, setField, contains };
}
export type ConditionFieldsState = ReturnType<typeof useConditionFields>;

/**
 * Checks a condition's fields: with a field chosen, the text is required (its error set, false).
 * Answers the condition, null for none, or false when invalid.
 */
export function readCondition(state: ConditionFieldsState, required: string): DeliveryCondition | null | false {
  if (!state.field) return null;
  const text = state.contains.value.trim();
  if (!text) {
    state.contains.setError(required);
    return false;
  }
  return { field: state.field, contains: text };
}

/** On Custom, "only when this extracted field contains…": a field to choose and the text it must contain (rules and endpoints). */
export function ConditionFields({ state, hint }: { state: ConditionFieldsState; hint?: string }) {
  const { t } = useTranslation('delivery');
  return (
    <Stack gap={4}>
      <Group grow align="flex-start">
        <NativeSelect
          label={t('rules.add.conditionField')}
          value={state.field}
          onChange={(e) => state.setField(e.currentTarget.value as ConditionField | '')}
          data={[
            { value: '', label: t('rules.add.conditionAny') },
            ...CONDITION_FIELDS.map((value) => ({ value, label: t(`conditionField.${value}`) })),
          ]}
        />
        <TextInput label={t('rules.add.conditionContains')} disabled={!state.field} maxLength={200} {...state.contains.input} />
      </Group>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
