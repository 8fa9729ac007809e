import { Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/contract';
import type { ActionState, LoadState } from '@/lib/loadState';
import { busyButtonProps } from '@/ui/busyRoot';
import { useIsolate } from '@/ui/ForeignText';
import { useSourceText } from '@/ui/LineSourceLink';
import { PageLoadError, PageLoading, SaveStatus } from '@/ui/PageStates';
import { StudioPanel } from './StudioPanel';

type Expectation = Schema<'StudioExpectation'>;
type Scenario = Schema<'StudioScenario'>;
type Result = Schema<'StudioScenarioResult'>;

function useExpectationText(answers: { id: string; question: string }[]) {
  const { t } = useTranslation('dashboard');
  const isolate = useIsolate();
  // The question and the phrase may be in another language than the page: isolated, so that a
  // Spanish "¿…?" keeps its order on an Arabic page.
  return (expectation: Expectation) => {
    if (expectation.kind === 'answers_from')
      return t('studio.test.expect.answers_from', {
        question: isolate(answers.find((answer) => answer.id === expectation.answerId)?.question ?? expectation.answerId ?? ''),
      });
    if (expectation.kind === 'never_says') return t('studio.test.expect.never_says', { phrase: isolate(expectation.phrase ?? '') });
    return t(`studio.test.expect.${expectation.kind}`);
  };
}

/** What the panel takes of the view's props (StudioTestViewProps says what each one is). */
interface ScenariosPanelProps {
  scenarios: LoadState<Scenario[]>;
  run: ActionState;
  results: Result[] | null;
  answers: { id: string; question: string }[];
  scenarioDelete: { id: string; name: string; state: ActionState } | null;
  onRunAll: () => void;
  onDeleteScenario: (scenario: { id: string; name: string }) => void;
  onRetry: () => void;
  /** Why the role may not delete scenarios: each Delete disabled, described by it. */
  deleteLocked?: string | null;
}

/**
 * The saved scenarios with "Run all" and each one's result (every expectation passed or failed,
 * with the lines that prove it), and Delete, asked again in place.
 */
export function ScenariosPanel({
  scenarios,
  run,
  results,
  answers,
  scenarioDelete,
  onRunAll,
  onDeleteScenario,
  onRetry,
  deleteLocked = null,
}: ScenariosPanelProps) {
  const { t } = useTranslation('dashboard');
  const lockedId = useId();
  const expectationText = useExpectationText(answers);
  const sourceText = useSourceText();
  const isolate = useIsolate();
  /** The scenario whose deletion is being confirmed. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const deleted = scenarioDelete?.state.status === 'success' ? scenarioDelete.id : null;
  // Removed from the list as soon as the server said so (the list is fetched again behind it).
  const shown = scenarios.status === 'loaded' ? scenarios.data.filter((scenario) => scenario.id !== deleted) : [];
  const panel = useRef<HTMLDivElement>(null);
  const [deletedAt, setDeletedAt] = useState<number | null>(null);
  // The confirmation takes the focus when it opens; "Keep it" gives it back to the scenario's
  // Delete; after a delete it goes to the next scenario's Delete, or the panel's heading.
  const focusIn = (selector: string) => requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>(selector)?.focus());
  useEffect(() => {
    if (!deleted || deletedAt === null || !panel.current) return;
    const deletes = [...panel.current.querySelectorAll<HTMLElement>('[data-scenario-delete]')];
    (deletes[deletedAt] ?? deletes[deletedAt - 1] ?? panel.current.querySelector<HTMLElement>('h2'))?.focus();
    setDeletedAt(null);
  }, [deleted, deletedAt]);
  return (
    <div ref={panel}>
      <StudioPanel
        id="studio-scenarios"
        title={t('studio.test.scenariosTitle')}
        action={
          <Button
            onClick={onRunAll}
            {...busyButtonProps(run.status === 'saving', scenarios.status !== 'loaded' || scenarios.data.length === 0)}
          >
            {t('studio.test.runAll')}
          </Button>
        }
      >
        {deleteLocked && (
          <Text size="sm" c="dimmed" mb="sm" id={lockedId}>
            {deleteLocked}
          </Text>
        )}
        {run.status === 'error' && <SaveStatus state={run} successText="" />}
        {/* One region, there before its messages: "Run all" results and a delete are announced. */}
        <div role="status">
          {results && (
            <Text mb="sm" fw={600}>
              {t('studio.test.runSummary', {
                passed: results.filter((result) => result.passed).length,
                failed: results.filter((result) => !result.passed).length,
              })}
            </Text>
          )}
          {deleted && (
            <Text mb="sm" size="sm" fw={600} c="var(--mantine-color-green-9)">
              {t('studio.test.scenarioDeleted', { name: isolate(scenarioDelete?.name ?? '') })}
            </Text>
          )}
        </div>
        {scenarios.status === 'loading' && <PageLoading label={t('studio.test.scenariosLoading')} blocks={1} />}
        {scenarios.status === 'error' && (
          <PageLoadError
            title={t('studio.test.scenariosError')}
            message={scenarios.message}
            retrying={scenarios.retrying}
            onRetry={onRetry}
          />
        )}
        {scenarios.status === 'loaded' && shown.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('studio.test.noScenarios')}
          </Text>
        )}
        {scenarios.status === 'loaded' && shown.length > 0 && (
          <Stack component="ul" gap="sm" aria-label={t('studio.test.scenariosTitle')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((scenario) => {
              const result = results?.find((one) => one.scenarioId === scenario.id);
              const deleting = scenarioDelete?.id === scenario.id ? scenarioDelete.state : { status: 'idle' as const };
              const confirmId = `scenario-delete-${scenario.id}`;
              // The question stays open while the server deletes (the toggle is off meanwhile).
              const asking = confirming === scenario.id || deleting.status === 'saving';
              return (
                <Paper key={scenario.id} component="li" withBorder p="sm" aria-label={scenario.name}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} dir="auto">
                      {scenario.name}
                    </Text>
                    <Group gap="xs" wrap="nowrap">
                      {result && (
                        <Badge color={result.passed ? 'green.9' : 'red.9'} tt="none">
                          {result.passed ? t('studio.test.passed') : t('studio.test.failed')}
                        </Badge>
                      )}
                      <Button
                        variant="subtle"
                        color="red.9"
                        size="compact-sm"
                        leftSection={<IconTrash size={16} aria-hidden />}
                        aria-expanded={asking}
                        aria-controls={asking ? confirmId : undefined}
                        aria-label={t('studio.test.deleteScenarioNamed', { name: scenario.name })}
                        data-scenario-delete={scenario.id}
                        disabled={deleting.status === 'saving' || Boolean(deleteLocked)}
                        aria-describedby={deleteLocked ? lockedId : undefined}
                        onClick={() => {
                          setConfirming(asking ? null : scenario.id);
                          if (!asking) focusIn(`#${CSS.escape(confirmId)} button`);
                        }}
                      >
                        {t('studio.test.deleteScenario')}
                      </Button>
                    </Group>
                  </Group>
                  {asking && (
                    <Stack
                      gap="xs"
                      mt="xs"
                      id={confirmId}
                      role="group"
                      aria-label={t('studio.test.deleteScenarioNamed', { name: scenario.name })}
                    >
                      <Text size="sm">{t('studio.test.deleteScenarioConfirm')}</Text>
                      {deleting.status === 'error' && <SaveStatus state={deleting} successText="" />}
                      <Group gap="xs">
                        <Button
                          color="red.9"
                          size="compact-sm"
                          {...busyButtonProps(deleting.status === 'saving')}
                          onClick={() => {
                            setDeletedAt(shown.indexOf(scenario));
                            onDeleteScenario({ id: scenario.id, name: scenario.name });
                          }}
                        >
                          {deleting.status === 'error'
                            ? t('studio.test.deleteScenarioRetry')
                            : t('studio.test.deleteScenarioConfirmButton')}
                        </Button>
                        <Button
                          variant="default"
                          size="compact-sm"
                          disabled={deleting.status === 'saving'}
                          onClick={() => {
                            setConfirming(null);
                            focusIn(`[data-scenario-delete="${CSS.escape(scenario.id)}"]`);
                          }}
                        >
                          {t('studio.test.deleteScenarioCancel')}
                        </Button>
                      </Group>
                    </Stack>
                  )}
                  <List size="sm" mt={4} spacing={4}>
                    {(result
                      ? result.expectations
                      : scenario.expectations.map((expectation) => ({ expectation, passed: null, lines: [] as number[] }))
                    ).map((item, index) => (
                      <List.Item key={index}>
                        <Text size="sm" span>
                          {item.passed === null ? '' : item.passed ? `${t('studio.test.pass')}: ` : `${t('studio.test.fail')}: `}
                          {expectationText(item.expectation)}
                        </Text>
                        {result && item.lines.length > 0 && (
                          <List size="xs" withPadding>
                            {item.lines.map((lineIndex) => {
                              const line = result.transcript[lineIndex];
                              if (!line) return null;
                              return (
                                <List.Item key={lineIndex}>
                                  <Text size="xs" span dir="auto">
                                    {t('studio.test.provingLine', {
                                      speaker: t(`studio.test.speaker.${line.speaker}`),
                                      text: line.text,
                                      source: line.source ? sourceText(line.source) : '',
                                    })}
                                  </Text>
                                </List.Item>
                              );
                            })}
                          </List>
                        )}
                      </List.Item>
                    ))}
                  </List>
                </Paper>
              );
            })}
          </Stack>
        )}
      </StudioPanel>
    </div>
  );
}
