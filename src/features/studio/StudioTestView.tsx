import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/contract';
import type { ActionState, LoadState } from '@/lib/loadState';
import type { StudioLanguage } from '@/lib/studio/types';
import { PageHeader } from '@/ui/PageStates';
import { LockedFieldset } from '@/ui/LockedFieldset';
import { SaveScenarioForm } from './SaveScenarioForm';
import { ScenariosPanel } from './ScenariosPanel';
import { TestChatPanel } from './TestChatPanel';

type ChatLine = Schema<'StudioChatLine'>;
type LineSource = Schema<'StudioLineSource'>;
type Expectation = Schema<'StudioExpectation'>;
type Scenario = Schema<'StudioScenario'>;
type Result = Schema<'StudioScenarioResult'>;

export interface StudioTestViewProps {
  /** The conversation so far (caller and agent lines). */
  lines: ChatLine[];
  /** The language the caller speaks in the test chat. */
  language: StudioLanguage;
  /** The draft's answers (for "answers from" and the sources' links). */
  answers: { id: string; question: string }[];
  /** Sending a line to the agent: under way (the button's loader) or failed (its message). */
  chat: ActionState;
  /** Saving the conversation as a scenario. */
  scenarioSave: ActionState;
  /** The saved scenarios (test conversations with what the agent should do). */
  scenarios: LoadState<Scenario[]>;
  /** Running every scenario against the draft. */
  run: ActionState;
  /** The last scenario asked to be deleted, and how that went (null: none yet). */
  scenarioDelete: { id: string; name: string; state: ActionState } | null;
  /** Each scenario's result of the last run (passed, or what went wrong); null: not run yet. */
  results: Result[] | null;
  /** Where a line's source is set up (a section of the setup page); null when the viewer's role cannot open the setup (the source is named without a link). */
  sourceHref: ((source: LineSource) => string) | null;
  /** The setup page; null when the viewer's role cannot open it. */
  setupHref: string | null;
  /** Another language picked for the caller. */
  onLanguageChange: (language: StudioLanguage) => void;
  /** A line sent as the caller. */
  onSend: (message: string) => void;
  /** The conversation started again. */
  onRestart: () => void;
  /** The conversation saved as a scenario, with its name and expectations. */
  onSaveScenario: (scenario: { name: string; expectations: Expectation[] }) => void;
  /** "Run all" pressed. */
  onRunAll: () => void;
  /** Deletes a saved scenario (after the owner confirmed it in place). */
  onDeleteScenario: (scenario: { id: string; name: string }) => void;
  /** Retry after the scenarios failed to load. */
  onRetry: () => void;
  /** Why the signed-in person's role may not save or delete scenarios (those controls disabled, with it); none when it may. */
  scenarioChangesLocked?: string | null;
}

/**
 * The test chat (`/dashboard/bot-config/test`): the owner types as a caller and the agent answers
 * from the draft; each agent line names its source and links to it. The chat can be saved as a
 * scenario with expectations; "Run all" replays every scenario against the draft.
 */
export function StudioTestView(props: StudioTestViewProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="xl">
      <PageHeader title={t('studio.test.title')} intro={t('studio.test.intro')} />
      {props.setupHref && <Anchor href={props.setupHref}>{t('studio.test.backToSetup')}</Anchor>}
      <TestChatPanel {...props} />
      {props.lines.some((line) => line.speaker === 'caller') && (
        <LockedFieldset reason={props.scenarioChangesLocked}>
          <SaveScenarioForm {...props} />
        </LockedFieldset>
      )}
      <ScenariosPanel {...props} deleteLocked={props.scenarioChangesLocked ?? null} />
    </Stack>
  );
}
