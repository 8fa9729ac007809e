import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Message } from '@/lib/message';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { MessageText } from '@/ui/MessageText';
import type { SaveState } from '@/lib/loadState';
import { busyButtonProps } from './busyRoot';
import { pageHeading, RetryButton } from './RetryButton';
import responsive from './responsive.module.css';

/** The page title (the one h1) and its introduction. */
export function PageHeader({
  title,
  intro,
}: {
  /** The page's h1. */
  title: ReactNode;
  /** A dimmed line under the title on what the page is for, or none. */
  intro?: ReactNode;
}) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} className={responsive.pageTitle}>
        {title}
      </Title>
      {intro && <Text c="dimmed">{intro}</Text>}
    </Stack>
  );
}

/** A page's data loading: a polite status and skeletons of the content to come. */
export function PageLoading({
  label,
  blocks = 3,
}: {
  /** What loads, said to everyone (a polite status). */
  label: string;
  /** How many content skeletons under the title's. */
  blocks?: number;
}) {
  return (
    <Stack gap="md" data-testid="page-loading">
      <Text role="status" aria-live="polite" c="dimmed">
        {label}
      </Text>
      <Skeleton h={36} w="40%" aria-hidden />
      {Array.from({ length: blocks }, (_, i) => (
        <Skeleton key={i} h={120} aria-hidden />
      ))}
    </Stack>
  );
}

export interface PageLoadErrorProps {
  /** What could not load, as the page's h1. */
  title: string;
  /** Why: a translated error, or the server's own words. */
  message: Message;
  /** Retry pressed: the data is asked for again. */
  onRetry: () => void;
  /** The retry runs: the button stays, busy (a press does nothing), and keeps the focus. */
  retrying?: boolean;
  /** More actions (the account page adds a go-to-login button). */
  actions?: ReactNode;
}

/**
 * A page whose data could not load: what happened, and a retry. The pressed Retry stays (busy)
 * while the retry runs; when the data arrives the focus goes on to the page's heading.
 */
export function PageLoadError({ title, message, onRetry, retrying = false, actions }: PageLoadErrorProps) {
  return (
    <Stack role="alert" gap="md" align="flex-start" maw={640}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text>
        <MessageText message={message} />
      </Text>
      <Group gap="sm">
        <RetryButton onRetry={onRetry} retrying={retrying} focusAfter={pageHeading} />
        {actions}
      </Group>
    </Stack>
  );
}

/**
 * The outcome of a save, under its form: the success text (a polite status) or the error (an
 * alert). The status element is always there, so screen readers announce the success.
 */
export function SaveStatus({
  state,
  successText,
  id,
}: {
  /** The save: idle or saving (nothing shown), saved (the success text) or failed (its message). */
  state: SaveState;
  /** What a success says ("Changes saved"). */
  successText: string;
  /** id of the outcome (a form field or button may point at it). */
  id?: string;
}) {
  return (
    <Box id={id}>
      <Box role="status" aria-live="polite">
        {state.status === 'success' && (
          <Group gap={6} wrap="nowrap" c="var(--mantine-color-green-9)">
            <IconCircleCheck size={18} aria-hidden />
            <Text size="sm" fw={600} c="var(--mantine-color-green-9)">
              {successText}
            </Text>
          </Group>
        )}
      </Box>
      {state.status === 'error' && (
        <ErrorAlert role="alert" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
          <Text size="sm" c="var(--mantine-color-red-9)">
            <MessageText message={state.message} />
          </Text>
        </ErrorAlert>
      )}
    </Box>
  );
}

/**
 * The foot of a settings-like form: its save outcome, the submit button (spinning while saving)
 * and, next to it, anything the page adds (e.g. an "unsaved changes" hint).
 */
export function SaveBar({
  state,
  successText,
  saveLabel,
  saveName,
  children,
  outcomeId,
}: {
  /** The save: the button shows its loader while saving; the outcome shows beside it. */
  state: SaveState;
  /** What a success says. */
  successText: string;
  /** The submit button's label. */
  saveLabel: string;
  /** The button's accessible name when several forms share the label ("Save draft: Opening hours"); it starts with the label. */
  saveName?: string;
  /** Anything the page adds next to the button (an "unsaved changes" hint, say). */
  children?: ReactNode;
  /** id of the outcome: a field the server refused points at it. */
  outcomeId?: string;
}) {
  const saving = state.status === 'saving';
  return (
    <Stack gap="xs">
      <SaveStatus state={state} successText={successText} id={outcomeId} />
      <Group gap="md">
        <Button type="submit" size="md" {...busyButtonProps(saving)} aria-label={saveName}>
          {saveLabel}
        </Button>
        {children}
      </Group>
    </Stack>
  );
}
