import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { memo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionState } from '@/lib/loadState';
import { rangesProblem, TIME_PATTERN } from '@/lib/studio/limits';
import { WEEKDAYS, type StudioLanguage, type Weekday } from '@/lib/studio/types';
import { focusFirstInvalid } from '@/ui/forms';
import { alsoDescribedBy, describedBy, faultOf } from '@/ui/serverField';
import { DraftSectionForm, draftOutcomeId, ListHeading, useDirty } from './SectionParts';
import type { Holiday, Hours } from './setupTypes';

type Ranges = Hours['week']['mon'];
type Exception = Hours['exceptions'][number];
type RangeKey = 'studioRangeInvalid' | 'studioRangeEndsBeforeStart' | 'studioRangesOverlap' | 'studioTooManyRanges';
const rangeMessageKey = (key: RangeKey) => `studio.hours.problem.${key}` as const;

interface RangeInputsProps {
  ranges: Ranges;
  label: (which: 'start' | 'end', n: number) => string;
  onChange: (ranges: Ranges) => void;
  /** The id of the problem said under the ranges: every field is marked invalid and points at it. */
  problemId?: string;
  /** The ranges' path into the saved body (`hours.week.mon`), and the server's refusal of a field, if any. */
  path: string;
  atFault: (path: string) => string | undefined;
}

/** A day's (or an exception's) opening ranges: a start and an end field each. */
function RangeInputs({ ranges, label, onChange, problemId, path, atFault }: RangeInputsProps) {
  return (
    <>
      {ranges.map((range, index) => (
        <Group key={index} gap="xs" wrap="nowrap">
          {(['start', 'end'] as const).map((which) => {
            const refused = atFault(`${path}.${index}.${which}`);
            return (
              <TextInput
                key={which}
                w={96}
                dir="ltr"
                placeholder="09:00"
                label={label(which, index + 1)}
                value={range[which]}
                error={problemId || refused || (range[which] && !TIME_PATTERN.test(range[which])) ? true : undefined}
                ref={alsoDescribedBy(describedBy(problemId, refused))}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  onChange(ranges.map((r, i) => (i === index ? { ...r, [which]: text } : r)));
                }}
              />
            );
          })}
        </Group>
      ))}
    </>
  );
}

interface HoursFormProps {
  hours: Hours;
  save: ActionState;
  holidays: Holiday[];
  today: string;
  onSave: (hours: Hours) => void;
  onDirty: (dirty: boolean) => void;
}

/** Opening hours: one or two ranges per weekday, and the exceptions (holidays, closed days, special hours). */
export const HoursForm = memo(function HoursForm({ hours, save, holidays, today, onSave, onDirty }: HoursFormProps) {
  const { t, i18n } = useTranslation('dashboard');
  const [value, setValue] = useState(hours);
  const [checked, setChecked] = useState(false);
  const dirty = useDirty(value, hours, onDirty);
  const language: StudioLanguage = i18n.language === 'ae' ? 'ar' : i18n.language === 'es' ? 'es' : 'en';
  const dayProblem = (day: Weekday) => rangesProblem(value.week[day]);
  const exceptionProblem = (exception: Exception): string | null => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(exception.date)) return t('studio.hours.problem.date');
    const isNew = !hours.exceptions.some((old) => old.id && old.id === exception.id && old.date === exception.date);
    if (isNew && exception.date < today) return t('studio.hours.problem.past');
    if (value.exceptions.filter((other) => other.date === exception.date).length > 1) return t('studio.hours.problem.twice');
    if (exception.kind === 'special') {
      const key = exception.ranges.length ? rangesProblem(exception.ranges) : 'studioRangeInvalid';
      if (key) return t(rangeMessageKey(key));
    }
    return null;
  };
  const atFault = faultOf(save, draftOutcomeId('studio-hours'));
  const invalid = WEEKDAYS.some((day) => dayProblem(day)) || value.exceptions.some((exception) => exceptionProblem(exception));
  const upcoming = holidays.filter(
    (holiday) => holiday.date >= today && !value.exceptions.some((exception) => exception.date === holiday.date),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (invalid) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    onSave(value);
  };
  const setDay = (day: Weekday, ranges: Ranges) => setValue((v) => ({ ...v, week: { ...v.week, [day]: ranges } }));
  const setException = (index: number, change: Partial<Exception>) =>
    setValue((v) => ({ ...v, exceptions: v.exceptions.map((exception, i) => (i === index ? { ...exception, ...change } : exception)) }));
  const addHolidays = () =>
    setValue((v) => ({
      ...v,
      exceptions: [
        ...v.exceptions,
        ...upcoming.map((holiday) => ({
          id: '',
          date: holiday.date,
          kind: 'holiday' as const,
          label: holiday.name[language] || holiday.name.es,
          ranges: [],
        })),
      ].sort((a, b) => a.date.localeCompare(b.date)),
    }));

  return (
    <DraftSectionForm
      id="studio-hours"
      title={t('studio.hours.title')}
      intro={t('studio.hours.intro', { zone: value.timeZone })}
      dirty={dirty}
      save={save}
      onSubmit={submit}
    >
      {WEEKDAYS.map((day) => {
        const ranges = value.week[day];
        const problem = checked || ranges.length ? dayProblem(day) : null;
        const dayName = t(`studio.days.${day}`);
        const problemId = problem && (checked || dirty) ? `studio-hours-${day}-problem` : undefined;
        return (
          <Stack key={day} gap={4}>
            <Group gap="md" align="flex-end" wrap="wrap">
              <NativeSelect
                w={200}
                label={dayName}
                value={String(ranges.length)}
                data={[
                  { value: '0', label: t('studio.hours.closed') },
                  { value: '1', label: t('studio.hours.oneRange') },
                  { value: '2', label: t('studio.hours.twoRanges') },
                ]}
                onChange={(event) => {
                  const count = Number(event.currentTarget.value);
                  const next = [...ranges, { start: '09:00', end: '14:00' }, { start: '16:00', end: '20:00' }].slice(0, count);
                  if (count === 2 && ranges.length === 1) next[1] = { start: '16:00', end: '20:00' };
                  setDay(day, next);
                }}
              />
              <RangeInputs
                ranges={ranges}
                label={(which, n) => t(`studio.hours.${which}`, { day: dayName, n })}
                onChange={(next) => setDay(day, next)}
                problemId={problemId}
                path={`hours.week.${day}`}
                atFault={atFault}
              />
            </Group>
            {problemId && problem && (
              <Text size="sm" c="var(--mantine-color-red-9)" role="alert" id={problemId}>
                {t('studio.hours.dayProblem', { day: dayName, problem: t(rangeMessageKey(problem)) })}
              </Text>
            )}
          </Stack>
        );
      })}
      <ListHeading title={t('studio.hours.exceptions')} empty={value.exceptions.length === 0 ? t('studio.hours.noExceptions') : null} />
      {value.exceptions.map((exception, index) => {
        const problem = exceptionProblem(exception);
        const n = index + 1;
        const problemId = problem && (checked || exception.date) ? `studio-hours-exception-${n}-problem` : undefined;
        return (
          <Paper key={exception.id || `new-${index}`} withBorder p="sm">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                w={140}
                dir="ltr"
                placeholder="2026-12-25"
                label={t('studio.hours.exceptionDate', { n })}
                error={problemId || atFault(`hours.exceptions.${index}.date`) ? true : undefined}
                ref={alsoDescribedBy(describedBy(problemId, atFault(`hours.exceptions.${index}.date`)))}
                value={exception.date}
                onChange={(event) => setException(index, { date: event.currentTarget.value })}
              />
              <NativeSelect
                w={170}
                label={t('studio.hours.exceptionKind', { n })}
                value={exception.kind}
                data={(['holiday', 'closed', 'special'] as const).map((kind) => ({ value: kind, label: t(`studio.hours.kind.${kind}`) }))}
                onChange={(event) => {
                  const kind = event.currentTarget.value as Exception['kind'];
                  setException(index, { kind, ranges: kind === 'special' ? [{ start: '10:00', end: '14:00' }] : [] });
                }}
              />
              <TextInput
                miw={160}
                label={t('studio.hours.exceptionLabel', { n })}
                value={exception.label}
                onChange={(event) => setException(index, { label: event.currentTarget.value })}
              />
              {exception.kind === 'special' && (
                <RangeInputs
                  ranges={exception.ranges}
                  label={(which) => t(`studio.hours.exception${which === 'start' ? 'Start' : 'End'}`, { n })}
                  onChange={(ranges) => setException(index, { ranges })}
                  path={`hours.exceptions.${index}.ranges`}
                  atFault={atFault}
                />
              )}
              <Button
                variant="subtle"
                color="red"
                onClick={() => setValue((v) => ({ ...v, exceptions: v.exceptions.filter((_, i) => i !== index) }))}
              >
                {t('studio.hours.removeException', { n })}
              </Button>
            </Group>
            {problemId && (
              <Text size="sm" mt={4} c="var(--mantine-color-red-9)" role="alert" id={problemId}>
                {t('studio.hours.exceptionProblem', { n, problem })}
              </Text>
            )}
          </Paper>
        );
      })}
      <Group gap="sm">
        <Button
          variant="light"
          onClick={() =>
            setValue((v) => ({ ...v, exceptions: [...v.exceptions, { id: '', date: '', kind: 'closed', label: '', ranges: [] }] }))
          }
        >
          {t('studio.hours.addException')}
        </Button>
        <Button variant="light" disabled={upcoming.length === 0} onClick={addHolidays}>
          {t('studio.hours.addHolidays', { count: upcoming.length })}
        </Button>
      </Group>
    </DraftSectionForm>
  );
});
