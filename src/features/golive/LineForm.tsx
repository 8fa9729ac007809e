import { Checkbox, Group, NativeSelect, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { carriersFor, COUNTRIES, OTHER_CARRIER } from '@/lib/golive/carriers';
import {
  FORWARD_CONDITIONS,
  GOLIVE_COUNTRIES,
  LINE_KINDS,
  NO_ANSWER_DEFAULT_SEC,
  NO_ANSWER_MAX_SEC,
  NO_ANSWER_MIN_SEC,
  NO_ANSWER_STEP_SEC,
  type ForwardCondition,
  type GoLiveCountry,
  type LineKind,
} from '@/lib/golive/rules';
import type { GoLiveLine, GoLiveLineInput } from '@/lib/golive/types';
import type { ActionState } from '@/lib/loadState';
import { samePhone } from '@/lib/validation';
import { focusFirstInvalid } from '@/ui/forms';
import { MessageText } from '@/ui/MessageText';
import { SaveBar } from '@/ui/PageStates';
import { faultyField, fieldAtFault } from '@/ui/serverField';
import { PhoneField } from '@/ui/PhoneField';
import { useIsolate } from '@/ui/ForeignText';

export interface LineFormProps {
  /** The saved line, or null: the form starts from it (or from the account's country). */
  line: GoLiveLine | null;
  country: GoLiveCountry;
  agentNumber: string;
  save: ActionState;
  onSave: (input: GoLiveLineInput) => void;
  /** The choice as it is edited (the codes below follow it before it is saved). */
  onChange?: (input: GoLiveLineInput) => void;
}

type Problem = 'conditions' | 'timer' | 'businessNumber' | 'sameNumber' | 'pbxTarget';

export function initialLine(line: GoLiveLine | null, country: GoLiveCountry): GoLiveLineInput {
  return (
    line ?? {
      country,
      lineKind: 'mobile',
      carrier: OTHER_CARRIER,
      mode: 'conditional',
      conditions: ['busy', 'no_answer'],
      noAnswerSec: NO_ANSWER_DEFAULT_SEC,
      businessNumber: '',
      pbxTarget: null,
    }
  );
}

/** The problems a choice has before it is sent (the server checks them again, with the number's country). */
export function lineProblems(input: GoLiveLineInput, agentNumber: string): Problem[] {
  const problems: Problem[] = [];
  if (input.mode === 'conditional' && input.conditions.length === 0) problems.push('conditions');
  const timer = input.noAnswerSec;
  if (!Number.isInteger(timer) || timer < NO_ANSWER_MIN_SEC || timer > NO_ANSWER_MAX_SEC || timer % NO_ANSWER_STEP_SEC !== 0)
    problems.push('timer');
  if (!input.businessNumber) problems.push('businessNumber');
  else if (samePhone(input.businessNumber, agentNumber)) problems.push('sameNumber');
  if (input.lineKind === 'pbx' && !input.pbxTarget) problems.push('pbxTarget');
  return problems;
}

/** The fields of the line the server may refuse on their own (the answer's `field`). */
const LINE_FIELDS = ['carrier', 'businessNumber', 'conditions', 'noAnswerSec', 'pbxTarget'] as const;

/**
 * Where the business line is (country, kind of line, carrier), when the agent answers (every
 * call, or busy / unanswered after N seconds / unreachable) and the number itself. What was
 * chosen stays when a save fails; each problem is told at its field.
 */
export function LineForm({ line, country, agentNumber, save, onSave, onChange }: LineFormProps) {
  const { t } = useTranslation('golive');
  const isolate = useIsolate();
  const [value, setValue] = useState<GoLiveLineInput>(() => initialLine(line, country));
  const [shown, setShown] = useState<Problem[]>([]);
  const update = (change: Partial<GoLiveLineInput>) => {
    const next = { ...value, ...change };
    if (change.country || change.lineKind) {
      const carriers = carriersFor(next.country, next.lineKind);
      if (!carriers.some((carrier) => carrier.id === next.carrier)) next.carrier = OTHER_CARRIER;
    }
    setValue(next);
    onChange?.(next);
    if (shown.length) setShown(lineProblems(next, agentNumber));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = lineProblems(value, agentNumber);
    setShown(problems);
    if (problems.length) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    onSave({
      ...value,
      conditions: value.mode === 'always' ? [] : value.conditions,
      pbxTarget: value.lineKind === 'pbx' ? value.pbxTarget : null,
    });
  };
  const error = (problem: Problem) => (shown.includes(problem) ? t(`line.errors.${problem}`) : undefined);
  // A refusal the server put on one of the form's fields is said at that field, which takes the focus.
  const fault = faultyField(save);
  const atField = fault !== undefined && LINE_FIELDS.some((field) => fieldAtFault(fault, field));
  const serverError = (field: (typeof LINE_FIELDS)[number]) =>
    save.status === 'error' && fault && fieldAtFault(fault, field) ? <MessageText message={save.message} /> : undefined;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (atField) focusFirstInvalid(form.current);
  }, [atField, save]);
  const carriers = carriersFor(value.country, value.lineKind);
  const numberError = error('businessNumber') ?? error('sameNumber');
  return (
    <form onSubmit={submit} noValidate aria-labelledby="golive-line" ref={form}>
      <Stack gap="md" maw={560}>
        <Group grow align="flex-start">
          <NativeSelect
            label={t('line.country')}
            value={value.country}
            onChange={(e) => update({ country: e.currentTarget.value as GoLiveCountry })}
            data={GOLIVE_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
          />
          <NativeSelect
            label={t('line.kind')}
            value={value.lineKind}
            onChange={(e) => update({ lineKind: e.currentTarget.value as LineKind })}
            data={LINE_KINDS.map((kind) => ({ value: kind, label: t(`line.kinds.${kind}`) }))}
          />
        </Group>
        {value.lineKind !== 'pbx' && (
          <NativeSelect
            label={t('line.carrier')}
            value={value.carrier}
            onChange={(e) => update({ carrier: e.currentTarget.value })}
            error={serverError('carrier')}
            data={[
              ...carriers.map((carrier) => ({ value: carrier.id, label: carrier.name })),
              { value: OTHER_CARRIER, label: t('line.otherCarrier') },
            ]}
          />
        )}
        <PhoneField
          label={t('line.businessNumber')}
          description={t('line.businessNumberHelp', { example: isolate(COUNTRIES[value.country].example) })}
          value={value.businessNumber}
          onChange={(businessNumber) => update({ businessNumber })}
          error={numberError ?? serverError('businessNumber')}
          required
          id="golive-business-number"
        />
        <Radio.Group label={t('line.when')} value={value.mode} onChange={(mode) => update({ mode: mode as GoLiveLineInput['mode'] })}>
          <Stack gap="xs" mt="xs">
            <Radio value="always" label={t('line.modes.always')} />
            <Radio value="conditional" label={t('line.modes.conditional')} />
          </Stack>
        </Radio.Group>
        {value.mode === 'conditional' && (
          <Checkbox.Group
            label={t('line.conditionsLabel')}
            value={value.conditions}
            onChange={(conditions) =>
              update({ conditions: FORWARD_CONDITIONS.filter((c) => conditions.includes(c)) as ForwardCondition[] })
            }
            error={error('conditions') ?? serverError('conditions')}
          >
            <Stack gap="xs" mt="xs">
              {FORWARD_CONDITIONS.map((condition) => (
                <Checkbox
                  key={condition}
                  value={condition}
                  label={t(`line.conditions.${condition}`)}
                  aria-invalid={shown.includes('conditions') || !!serverError('conditions') || undefined}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {value.mode === 'conditional' && value.conditions.includes('no_answer') && (
          <NumberInput
            label={t('line.timer')}
            description={t('line.timerHelp', { min: NO_ANSWER_MIN_SEC, max: NO_ANSWER_MAX_SEC, recommended: NO_ANSWER_DEFAULT_SEC })}
            value={value.noAnswerSec}
            onChange={(seconds) => update({ noAnswerSec: typeof seconds === 'number' ? seconds : Number.NaN })}
            min={NO_ANSWER_MIN_SEC}
            max={NO_ANSWER_MAX_SEC}
            step={NO_ANSWER_STEP_SEC}
            clampBehavior="none"
            allowDecimal={false}
            error={error('timer') ?? serverError('noAnswerSec')}
            maw={240}
          />
        )}
        {value.lineKind === 'pbx' && (
          <PhoneField
            label={t('line.pbxTarget')}
            description={t('line.pbxTargetHelp')}
            value={value.pbxTarget ?? ''}
            onChange={(pbxTarget) => update({ pbxTarget: pbxTarget || null })}
            error={error('pbxTarget') ?? serverError('pbxTarget')}
            required
            id="golive-pbx-target"
          />
        )}
        <Text size="sm" c="dimmed">
          {t('line.sourceNote')}
        </Text>
        <SaveBar state={atField ? { status: 'idle' } : save} successText={t('line.saved')} saveLabel={t('line.save')} />
      </Stack>
    </form>
  );
}
