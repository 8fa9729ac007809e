import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionState, LoadState } from '@/lib/loadState';
import type { StudioLanguage } from '@/lib/studio/types';
import { focusElement, focusIsLost } from '@/ui/FocusOnNavigate';
import { PageLoadError, PageLoading } from '@/ui/PageStates';
import { ActionsForm } from './ActionsForm';
import { AnswersSection } from './AnswersSection';
import { FactsForm } from './FactsForm';
import { HoursForm } from './HoursForm';
import type { Actions, AnswerInput, Facts, Holiday, Hours, StudioOverview, StudioSectionId } from './setupTypes';

export type { AnswerInput, Holiday, StudioOverview, StudioSectionId } from './setupTypes';

export interface StudioSectionsProps {
  /** The agent's draft setup: facts, hours, actions and answers. */
  state: LoadState<StudioOverview>;
  /** Each section's save (the answers' add, edit and delete share one). */
  saves: Record<StudioSectionId, ActionState>;
  /** The last save found the draft changed since it was opened (409): what was typed is kept. */
  conflict: boolean;
  /** The country's public holidays from today on (for "Add public holidays"). */
  holidays: Holiday[];
  /** Today in the setup's time zone (YYYY-MM-DD). */
  today: string;
  /** The page's link to the plans (transfer needs human escalation). */
  upgradeHref: string;
  /** The agent's number and the business number forwarding to it, to name a transfer loop; null or absent: no line yet. */
  line?: { agentNumber: string | null; businessNumber: string | null } | null;
  /** The go-live page (the line's setup). */
  goLiveHref?: string;
  /** The test chat's address. */
  testHref: string;
  /** The versions page (publish, restore, compare). */
  versionsHref: string;
  /** The unanswered questions' inbox. */
  questionsHref: string;
  /** A question to answer (from the unanswered-questions inbox): the answer editor opens with it. */
  newQuestion?: { question: string; language: StudioLanguage } | null;
  /** The facts section saved, with its values. */
  onSaveFacts: (facts: Facts) => void;
  /** The opening hours saved, with their values. */
  onSaveHours: (hours: Hours) => void;
  /** The actions section saved, with its values. */
  onSaveActions: (actions: Actions) => void;
  /** `id` null adds an answer. */
  onSaveAnswer: (id: string | null, answer: AnswerInput) => void;
  /** An answer deleted (after the owner confirmed it in place). */
  onDeleteAnswer: (id: string) => void;
  /** A section has unsaved changes, or no longer has (the page warns before leaving). */
  onDirtyChange: (section: StudioSectionId, dirty: boolean) => void;
  /** Load the draft again (after a conflict: someone else changed it). */
  onReload: () => void;
  /** Retry after a failed load. */
  onRetry: () => void;
}

/** The id of the sections' heading: where the focus goes once a reload after a conflict has shown the latest draft. */
const TITLE_ID = 'studio-setup-title';

/**
 * "Reload" after a conflict. The latest draft replaces the sections and this alert: when the
 * button leaves the page while it has the focus, the heading of the reloaded sections takes it
 * (a keyboard user stays where they were, not at the top of the page).
 */
function ReloadButton({ onReload, children }: { onReload: () => void; children: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = button.current;
    // A layout effect's clean-up runs before its DOM leaves the page: the focus is still readable.
    return () => {
      if (!element || document.activeElement !== element) return;
      requestAnimationFrame(() => {
        const heading = document.getElementById(TITLE_ID);
        if (heading && focusIsLost()) focusElement(heading);
      });
    };
  }, []);
  return (
    <Button ref={button} variant="light" size="xs" onClick={onReload}>
      {children}
    </Button>
  );
}

/**
 * The studio's sections below the voice and instructions (`/dashboard/bot-config`): business
 * facts, opening hours, answers and what the agent does, each a form of its own with "Save draft".
 * Texts from the setup are rendered as text.
 */
export function StudioSections({ state, onRetry, ...props }: StudioSectionsProps) {
  const { t } = useTranslation('dashboard');
  // Each section is memoised: with these stable callbacks, a save's progress or the holidays'
  // answer re-renders only the section it concerns, not the four long forms.
  const { onDirtyChange } = props;
  const onDirty = useMemo(
    () => ({
      facts: (dirty: boolean) => onDirtyChange('facts', dirty),
      hours: (dirty: boolean) => onDirtyChange('hours', dirty),
      answers: (dirty: boolean) => onDirtyChange('answers', dirty),
      actions: (dirty: boolean) => onDirtyChange('actions', dirty),
    }),
    [onDirtyChange],
  );
  if (state.status === 'loading') return <PageLoading label={t('studio.loading')} blocks={2} />;
  if (state.status === 'error')
    return <PageLoadError title={t('studio.loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />;
  const { data } = state;
  return (
    <Stack gap="lg" mt="xl">
      <Group justify="space-between" align="center">
        <Title order={2} id={TITLE_ID}>
          {t('studio.title')}
        </Title>
        {data.unpublished && (
          <Badge color="yellow" variant="light" tt="none" c="var(--mantine-color-dark-7)">
            {t('studio.unpublished')}
          </Badge>
        )}
      </Group>
      <Group gap="md">
        <Anchor href={props.testHref}>{t('studio.tryInChat')}</Anchor>
        <Anchor href={props.versionsHref}>{t('studio.versions.title')}</Anchor>
        <Anchor href={props.questionsHref}>{t('studio.questionsLink')}</Anchor>
      </Group>
      {props.conflict && (
        <Alert color="red" role="alert" title={t('studio.conflict.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('studio.conflict.body')}</Text>
            <ReloadButton onReload={props.onReload}>{t('studio.conflict.reload')}</ReloadButton>
          </Stack>
        </Alert>
      )}
      <FactsForm facts={data.draft.facts} save={props.saves.facts} onSave={props.onSaveFacts} onDirty={onDirty.facts} />
      <HoursForm
        hours={data.draft.hours}
        save={props.saves.hours}
        holidays={props.holidays}
        today={props.today}
        onSave={props.onSaveHours}
        onDirty={onDirty.hours}
      />
      <AnswersSection
        newQuestion={props.newQuestion ?? null}
        answers={data.draft.answers}
        save={props.saves.answers}
        onSave={props.onSaveAnswer}
        onDelete={props.onDeleteAnswer}
        onDirty={onDirty.answers}
      />
      <ActionsForm
        actions={data.draft.actions}
        transferAllowed={data.transferAllowed}
        upgradeHref={props.upgradeHref}
        line={props.line ?? null}
        goLiveHref={props.goLiveHref ?? ''}
        save={props.saves.actions}
        onSave={props.onSaveActions}
        onDirty={onDirty.actions}
      />
    </Stack>
  );
}
