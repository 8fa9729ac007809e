import { Anchor, Badge, Box, Button, Checkbox, Group, List, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/contract';
import type { ActionState, LoadState } from '@/lib/loadState';
import { STUDIO_LIMITS } from '@/lib/studio/limits';
import { STUDIO_LANGUAGES, type StudioLanguage } from '@/lib/studio/types';
import { useIsolate, useLangProps } from '@/ui/ForeignText';
import { LineSourceLink, useSourceText } from '@/ui/LineSourceLink';
import { PageHeader, PageLoadError, PageLoading, SaveStatus } from '@/ui/PageStates';
import { StudioPanel } from './StudioPanel';
import { busyButtonProps } from '@/ui/busyRoot';
import { focusFirstInvalid } from '@/ui/forms';
import { faultOf, faultProps, faultyField } from '@/ui/serverField';

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
  /** Where a line's source is set up (a section of the setup page). */
  sourceHref: (source: LineSource) => string;
  /** The setup page. */
  setupHref: string;
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
}

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
      <Anchor href={props.setupHref}>{t('studio.test.backToSetup')}</Anchor>
      <ChatPanel {...props} />
      {props.lines.some((line) => line.speaker === 'caller') && <SaveScenarioForm {...props} />}
      <ScenariosPanel {...props} />
    </Stack>
  );
}

function ChatPanel({ lines, language, chat, sourceHref, onLanguageChange, onSend, onRestart }: StudioTestViewProps) {
  const { t } = useTranslation('dashboard');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const lineLang = useLangProps(language);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!message.trim()) return setError(t('studio.test.messageRequired'));
    if (message.length > STUDIO_LIMITS.chatMessageLength)
      return setError(t('studio.test.messageTooLong', { max: STUDIO_LIMITS.chatMessageLength }));
    onSend(message.trim());
    setMessage('');
  };
  return (
    <StudioPanel
      id="studio-chat"
      title={t('studio.test.chatTitle')}
      action={
        <Button
          variant="subtle"
          onClick={() => {
            // Start again empties the chat and disables itself: the focus goes to the message field.
            onRestart();
            field.current?.focus();
          }}
          disabled={lines.length === 0}
        >
          {t('studio.test.restart')}
        </Button>
      }
    >
      {/* A log: each new line (the agent's reply) is read as it arrives; the region is there from the start. */}
      <Box role="log" aria-label={t('studio.test.transcript')}>
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lines.length === 0 && (
            <Text size="sm" c="dimmed" component="li">
              {t('studio.test.empty')}
            </Text>
          )}
          {lines.map((line, index) => (
            <Box
              component="li"
              key={index}
              data-speaker={line.speaker}
              style={{ alignSelf: line.speaker === 'caller' ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
            >
              <Paper p="sm" bg={line.speaker === 'caller' ? 'brand.0' : 'gray.0'}>
                <Text size="xs" fw={600}>
                  {t(`studio.test.speaker.${line.speaker}`)}
                </Text>
                <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }} {...lineLang}>
                  {line.text}
                </Text>
                {line.speaker === 'agent' && line.source && <LineSourceLink source={line.source} href={sourceHref(line.source)} />}
              </Paper>
            </Box>
          ))}
        </Stack>
      </Box>
      <form noValidate onSubmit={submit}>
        <Group align="flex-end" mt="md" wrap="wrap">
          <NativeSelect
            w={160}
            label={t('studio.test.language')}
            value={language}
            data={STUDIO_LANGUAGES.map((code) => ({ value: code, label: t(`studio.languages.${code}`) }))}
            onChange={(event) => onLanguageChange(event.currentTarget.value as StudioLanguage)}
          />
          <TextInput
            ref={field}
            style={{ flex: 1 }}
            miw={220}
            dir="auto"
            label={t('studio.test.message')}
            value={message}
            error={error}
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              setError(null);
            }}
          />
          <Button type="submit" {...busyButtonProps(chat.status === 'saving')}>
            {t('studio.test.send')}
          </Button>
        </Group>
        {chat.status === 'error' && <SaveStatus state={chat} successText="" />}
      </form>
    </StudioPanel>
  );
}

const SIMPLE_EXPECTATIONS = ['books', 'says_closed', 'transfers', 'takes_message'] as const;

function SaveScenarioForm({ answers, scenarioSave, onSaveScenario }: StudioTestViewProps) {
  const { t } = useTranslation('dashboard');
  const [name, setName] = useState('');
  const [kinds, setKinds] = useState<string[]>([]);
  const [answerId, setAnswerId] = useState('');
  const [phrase, setPhrase] = useState('');
  // The form's own check, said under its field: the name, or the expectations (none chosen).
  const [problem, setProblem] = useState<{ field: 'name' | 'expectations'; text: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const outcomeId = useId();
  // A refusal the server put on a field (`name`, `expectations.N.phrase`...) marks that field, which takes the focus.
  const atFault = faultOf(scenarioSave, outcomeId);
  const fault = faultyField(scenarioSave);
  useEffect(() => {
    if (fault) focusFirstInvalid(form.current);
  }, [fault, scenarioSave]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const expectations: Expectation[] = SIMPLE_EXPECTATIONS.filter((kind) => kinds.includes(kind)).map((kind) => ({ kind }));
    if (answerId) expectations.push({ kind: 'answers_from', answerId });
    if (phrase.trim()) expectations.push({ kind: 'never_says', phrase: phrase.trim() });
    const found = !name.trim()
      ? ({ field: 'name', text: t('studio.test.scenarioNameRequired') } as const)
      : !expectations.length
        ? ({ field: 'expectations', text: t('studio.test.expectationRequired') } as const)
        : null;
    setProblem(found);
    if (found) return focusFirstInvalid(event.currentTarget);
    onSaveScenario({ name: name.trim(), expectations });
  };
  // The expectations' paths in the body sent: the simple ones first, then the answer, then the phrase.
  const sentIndex = (kind: 'answers_from' | 'never_says') =>
    SIMPLE_EXPECTATIONS.filter((simple) => kinds.includes(simple)).length + (kind === 'never_says' && answerId ? 1 : 0);
  return (
    <StudioPanel id="studio-save-scenario" title={t('studio.test.saveTitle')}>
      <form noValidate onSubmit={submit} ref={form}>
        <Stack gap="sm">
          <TextInput
            label={t('studio.test.scenarioName')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            {...faultProps(atFault('name'))}
            error={problem?.field === 'name' ? problem.text : atFault('name') ? true : undefined}
          />
          <Checkbox.Group
            label={t('studio.test.expectations')}
            value={kinds}
            onChange={setKinds}
            error={problem?.field === 'expectations' ? problem.text : undefined}
          >
            <Stack gap={6} mt={6}>
              {SIMPLE_EXPECTATIONS.map((kind) => (
                <Checkbox
                  key={kind}
                  value={kind}
                  label={t(`studio.test.expect.${kind}`)}
                  aria-invalid={problem?.field === 'expectations' || atFault('expectations') ? true : undefined}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <NativeSelect
            label={t('studio.test.answersFrom')}
            value={answerId}
            data={[
              { value: '', label: t('studio.test.noAnswerExpected') },
              ...answers.map((answer) => ({ value: answer.id, label: answer.question })),
            ]}
            onChange={(event) => setAnswerId(event.currentTarget.value)}
            {...faultProps(atFault(`expectations.${sentIndex('answers_from')}.answerId`))}
          />
          <TextInput
            label={t('studio.test.neverSays')}
            value={phrase}
            onChange={(event) => setPhrase(event.currentTarget.value)}
            {...faultProps(atFault(`expectations.${sentIndex('never_says')}.phrase`))}
          />
          <SaveStatus state={scenarioSave} successText={t('studio.test.scenarioSaved')} id={outcomeId} />
          <Group>
            <Button type="submit" {...busyButtonProps(scenarioSave.status === 'saving')}>
              {t('studio.test.saveScenario')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StudioPanel>
  );
}

function ScenariosPanel({ scenarios, run, results, answers, scenarioDelete, onRunAll, onDeleteScenario, onRetry }: StudioTestViewProps) {
  const { t } = useTranslation('dashboard');
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
                        disabled={deleting.status === 'saving'}
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
