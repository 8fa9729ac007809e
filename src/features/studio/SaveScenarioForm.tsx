import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/contract';
import type { ActionState } from '@/lib/loadState';
import { busyButtonProps } from '@/ui/busyRoot';
import { focusFirstInvalid } from '@/ui/forms';
import { SaveStatus } from '@/ui/PageStates';
import { faultOf, faultProps, faultyField } from '@/ui/serverField';
import { StudioPanel } from './StudioPanel';

type Expectation = Schema<'StudioExpectation'>;

const SIMPLE_EXPECTATIONS = ['books', 'says_closed', 'transfers', 'takes_message'] as const;

/** What the form takes of the view's props (StudioTestViewProps says what each one is). */
interface SaveScenarioFormProps {
  answers: { id: string; question: string }[];
  scenarioSave: ActionState;
  onSaveScenario: (scenario: { name: string; expectations: Expectation[] }) => void;
}

/** The conversation saved as a scenario: its name and what the agent should do (at least one expectation). */
export function SaveScenarioForm({ answers, scenarioSave, onSaveScenario }: SaveScenarioFormProps) {
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
