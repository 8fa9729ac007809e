import { Alert, Anchor, Badge, Button, Checkbox, Group, NativeSelect, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/contract';
import type { ActionState, LoadState } from '@/lib/loadState';
import { rangesProblem, STUDIO_LIMITS, TIME_PATTERN } from '@/lib/studio/limits';
import { normalizeText } from '@/lib/studio/text';
import { STUDIO_LANGUAGES, WEEKDAYS, type StudioLanguage, type Weekday } from '@/lib/studio/types';
import { focusFirstInvalid } from '@/ui/forms';
import { PageLoadError, PageLoading, SaveBar, SaveStatus } from '@/ui/PageStates';
import { WrittenTextarea } from '@/ui/TextFields';

export type StudioOverview = Schema<'StudioOverview'>;
type Facts = Schema<'StudioFacts'>;
type Hours = Schema<'StudioHours'>;
type Actions = Schema<'StudioActions'>;
type Answer = Schema<'StudioAnswer'>;
export type AnswerInput = Pick<Answer, 'language' | 'question' | 'answer' | 'phrasings'>;
export interface Holiday {
  date: string;
  name: Record<StudioLanguage, string>;
}

export type StudioSectionId = 'facts' | 'hours' | 'answers' | 'actions';

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

/** The agent's language as the page's locale names it (`ar` is the `ae` locale). */
const languageKey = (language: StudioLanguage) => `studio.languages.${language}` as const;

/**
 * The studio's sections below the voice and instructions (`/dashboard/bot-config`): business
 * facts, opening hours, answers and what the agent does, each a form of its own with "Save draft".
 * Texts from the setup are rendered as text.
 */
export function StudioSections({ state, onRetry, ...props }: StudioSectionsProps) {
  const { t } = useTranslation('dashboard');
  if (state.status === 'loading') return <PageLoading label={t('studio.loading')} blocks={2} />;
  if (state.status === 'error') return <PageLoadError title={t('studio.loadError')} message={state.message} onRetry={onRetry} />;
  const { data } = state;
  return (
    <Stack gap="lg" mt="xl">
      <Group justify="space-between" align="center">
        <Title order={2}>{t('studio.title')}</Title>
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
            <Button variant="light" size="xs" onClick={props.onReload}>
              {t('studio.conflict.reload')}
            </Button>
          </Stack>
        </Alert>
      )}
      <FactsForm facts={data.draft.facts} save={props.saves.facts} onSave={props.onSaveFacts} onDirty={(dirty) => props.onDirtyChange('facts', dirty)} />
      <HoursForm hours={data.draft.hours} save={props.saves.hours} holidays={props.holidays} today={props.today} onSave={props.onSaveHours} onDirty={(dirty) => props.onDirtyChange('hours', dirty)} />
      <AnswersSection newQuestion={props.newQuestion ?? null} answers={data.draft.answers} save={props.saves.answers} onSave={props.onSaveAnswer} onDelete={props.onDeleteAnswer} onDirty={(dirty) => props.onDirtyChange('answers', dirty)} />
      <ActionsForm
        actions={data.draft.actions}
        transferAllowed={data.transferAllowed}
        upgradeHref={props.upgradeHref}
        save={props.saves.actions}
        onSave={props.onSaveActions}
        onDirty={(dirty) => props.onDirtyChange('actions', dirty)}
      />
    </Stack>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId} id={id}>
      <Title order={3} fz="h4" id={headingId} mb={4}>
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed" mb="md">
          {intro}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/** Reports whether a form differs from what the server has. */
function useDirty(value: unknown, saved: unknown, onDirty: (dirty: boolean) => void) {
  const dirty = JSON.stringify(value) !== JSON.stringify(saved);
  useEffect(() => onDirty(dirty), [dirty]); // eslint-disable-line react-hooks/exhaustive-deps
  return dirty;
}

/**
 * A section that is a form of its own: its fields, then "Save draft" with, while the form differs
 * from the server's draft, the note that the section is not saved.
 */
function DraftSectionForm({ id, title, intro, dirty, save, onSubmit, children }: { id: string; title: string; intro: string; dirty: boolean; save: ActionState; onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Section id={id} title={title} intro={intro}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {children}
          <SaveBar state={save} successText={t('studio.saved')} saveLabel={t('studio.saveDraft')}>
            {dirty && save.status !== 'saving' && (
              <Text size="sm" c="dimmed">
                {t('studio.unsavedSection')}
              </Text>
            )}
          </SaveBar>
        </Stack>
      </form>
    </Section>
  );
}

/** A list's heading inside a section, and what it says while the list is empty. */
function ListHeading({ title, empty }: { title: string; empty: string | null }) {
  return (
    <>
      <Title order={4} fz="md">
        {title}
      </Title>
      {empty && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </>
  );
}

// Business facts

function FactsForm({ facts, save, onSave, onDirty }: { facts: Facts; save: ActionState; onSave: (facts: Facts) => void; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation('dashboard');
  const [value, setValue] = useState(facts);
  const dirty = useDirty(value, facts, onDirty);
  const setText = (field: 'name' | 'address', language: StudioLanguage, text: string) => setValue((v) => ({ ...v, [field]: { ...v[field], [language]: text } }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(value);
  };
  return (
    <DraftSectionForm id="studio-facts" title={t('studio.facts.title')} intro={t('studio.facts.intro')} dirty={dirty} save={save} onSubmit={submit}>
      {(['name', 'address'] as const).map((field) => (
        <Group key={field} grow align="flex-start" wrap="wrap">
          {STUDIO_LANGUAGES.map((language) => (
            <TextInput
              key={language}
              label={t(`studio.facts.${field}`, { language: t(languageKey(language)) })}
              value={value[field][language]}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              maxLength={STUDIO_LIMITS.factLength}
              miw={180}
              onChange={(event) => setText(field, language, event.currentTarget.value)}
            />
          ))}
        </Group>
      ))}
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label={t('studio.facts.phone')} type="tel" dir="ltr" miw={180} value={value.phone} onChange={(event) => setValue({ ...value, phone: event.currentTarget.value })} />
        <TextInput label={t('studio.facts.website')} type="url" dir="ltr" miw={180} value={value.website} onChange={(event) => setValue({ ...value, website: event.currentTarget.value })} />
      </Group>
      <ListHeading title={t('studio.facts.services')} empty={value.services.length === 0 ? t('studio.facts.noServices') : null} />
      {value.services.map((service, index) => (
        <Paper key={service.id ?? index} withBorder p="sm">
          <Group grow align="flex-end" wrap="wrap">
            {STUDIO_LANGUAGES.map((language) => (
              <TextInput
                key={language}
                miw={160}
                dir={language === 'ar' ? 'rtl' : 'ltr'}
                label={t('studio.facts.serviceName', { n: index + 1, language: t(languageKey(language)) })}
                value={service.name[language]}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setValue((v) => ({ ...v, services: v.services.map((s, i) => (i === index ? { ...s, name: { ...s.name, [language]: text } } : s)) }));
                }}
              />
            ))}
            <NumberInput
              miw={120}
              label={t('studio.facts.price', { n: index + 1 })}
              description={t('studio.facts.priceHint')}
              min={0}
              value={service.price ?? ''}
              onChange={(price) => setValue((v) => ({ ...v, services: v.services.map((s, i) => (i === index ? { ...s, price: typeof price === 'number' ? price : null } : s)) }))}
            />
            <Button variant="subtle" color="red" onClick={() => setValue((v) => ({ ...v, services: v.services.filter((_, i) => i !== index) }))}>
              {t('studio.facts.removeService', { n: index + 1 })}
            </Button>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button variant="light" onClick={() => setValue((v) => ({ ...v, services: [...v.services, { id: '', name: { en: '', es: '', ar: '' }, price: null }] }))}>
          {t('studio.facts.addService')}
        </Button>
      </Group>
    </DraftSectionForm>
  );
}

// Opening hours

type RangeKey = 'studioRangeInvalid' | 'studioRangeEndsBeforeStart' | 'studioRangesOverlap' | 'studioTooManyRanges';
const rangeMessageKey = (key: RangeKey) => `studio.hours.problem.${key}` as const;

function RangeInputs({ ranges, label, onChange }: { ranges: Hours['week']['mon']; label: (which: 'start' | 'end', n: number) => string; onChange: (ranges: Hours['week']['mon']) => void }) {
  return (
    <>
      {ranges.map((range, index) => (
        <Group key={index} gap="xs" wrap="nowrap">
          {(['start', 'end'] as const).map((which) => (
            <TextInput
              key={which}
              w={96}
              dir="ltr"
              placeholder="09:00"
              label={label(which, index + 1)}
              value={range[which]}
              error={range[which] && !TIME_PATTERN.test(range[which]) ? true : undefined}
              onChange={(event) => {
                const text = event.currentTarget.value;
                onChange(ranges.map((r, i) => (i === index ? { ...r, [which]: text } : r)));
              }}
            />
          ))}
        </Group>
      ))}
    </>
  );
}

function HoursForm({ hours, save, holidays, today, onSave, onDirty }: { hours: Hours; save: ActionState; holidays: Holiday[]; today: string; onSave: (hours: Hours) => void; onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation('dashboard');
  const [value, setValue] = useState(hours);
  const [checked, setChecked] = useState(false);
  const dirty = useDirty(value, hours, onDirty);
  const language: StudioLanguage = i18n.language === 'ae' ? 'ar' : i18n.language === 'es' ? 'es' : 'en';
  const dayProblem = (day: Weekday) => rangesProblem(value.week[day]);
  const exceptionProblem = (exception: Hours['exceptions'][number]): string | null => {
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
  const invalid = WEEKDAYS.some((day) => dayProblem(day)) || value.exceptions.some((exception) => exceptionProblem(exception));
  const upcoming = holidays.filter((holiday) => holiday.date >= today && !value.exceptions.some((exception) => exception.date === holiday.date));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (invalid) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    onSave(value);
  };
  const setDay = (day: Weekday, ranges: Hours['week']['mon']) => setValue((v) => ({ ...v, week: { ...v.week, [day]: ranges } }));
  const setException = (index: number, change: Partial<Hours['exceptions'][number]>) =>
    setValue((v) => ({ ...v, exceptions: v.exceptions.map((exception, i) => (i === index ? { ...exception, ...change } : exception)) }));

  return (
    <DraftSectionForm id="studio-hours" title={t('studio.hours.title')} intro={t('studio.hours.intro', { zone: value.timeZone })} dirty={dirty} save={save} onSubmit={submit}>
      {WEEKDAYS.map((day) => {
        const ranges = value.week[day];
        const problem = checked || ranges.length ? dayProblem(day) : null;
        const dayName = t(`studio.days.${day}`);
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
              <RangeInputs ranges={ranges} label={(which, n) => t(`studio.hours.${which}`, { day: dayName, n })} onChange={(next) => setDay(day, next)} />
            </Group>
            {problem && (checked || dirty) && (
              <Text size="sm" c="var(--mantine-color-red-9)" role="alert">
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
        return (
          <Paper key={exception.id || `new-${index}`} withBorder p="sm">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput w={140} dir="ltr" placeholder="2026-12-25" label={t('studio.hours.exceptionDate', { n })} value={exception.date} onChange={(event) => setException(index, { date: event.currentTarget.value })} />
              <NativeSelect
                w={170}
                label={t('studio.hours.exceptionKind', { n })}
                value={exception.kind}
                data={(['holiday', 'closed', 'special'] as const).map((kind) => ({ value: kind, label: t(`studio.hours.kind.${kind}`) }))}
                onChange={(event) => {
                  const kind = event.currentTarget.value as Hours['exceptions'][number]['kind'];
                  setException(index, { kind, ranges: kind === 'special' ? [{ start: '10:00', end: '14:00' }] : [] });
                }}
              />
              <TextInput miw={160} label={t('studio.hours.exceptionLabel', { n })} value={exception.label} onChange={(event) => setException(index, { label: event.currentTarget.value })} />
              {exception.kind === 'special' && <RangeInputs ranges={exception.ranges} label={(which) => t(`studio.hours.exception${which === 'start' ? 'Start' : 'End'}`, { n })} onChange={(ranges) => setException(index, { ranges })} />}
              <Button variant="subtle" color="red" onClick={() => setValue((v) => ({ ...v, exceptions: v.exceptions.filter((_, i) => i !== index) }))}>
                {t('studio.hours.removeException', { n })}
              </Button>
            </Group>
            {problem && (checked || exception.date) && (
              <Text size="sm" mt={4} c="var(--mantine-color-red-9)" role="alert">
                {t('studio.hours.exceptionProblem', { n, problem })}
              </Text>
            )}
          </Paper>
        );
      })}
      <Group gap="sm">
        <Button variant="light" onClick={() => setValue((v) => ({ ...v, exceptions: [...v.exceptions, { id: '', date: '', kind: 'closed', label: '', ranges: [] }] }))}>
          {t('studio.hours.addException')}
        </Button>
        <Button
          variant="light"
          disabled={upcoming.length === 0}
          onClick={() =>
            setValue((v) => ({
              ...v,
              exceptions: [...v.exceptions, ...upcoming.map((holiday) => ({ id: '', date: holiday.date, kind: 'holiday' as const, label: holiday.name[language] || holiday.name.es, ranges: [] }))].sort((a, b) =>
                a.date.localeCompare(b.date),
              ),
            }))
          }
        >
          {t('studio.hours.addHolidays', { count: upcoming.length })}
        </Button>
      </Group>
    </DraftSectionForm>
  );
}

// Answers

const emptyAnswer = (question = ''): AnswerInput => ({ language: 'es', question, answer: '', phrasings: [] });

function AnswersSection({
  newQuestion,
  answers,
  save,
  onSave,
  onDelete,
  onDirty,
}: {
  newQuestion: { question: string; language: StudioLanguage } | null;
  answers: Answer[];
  save: ActionState;
  onSave: (id: string | null, answer: AnswerInput) => void;
  onDelete: (id: string) => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [query, setQuery] = useState('');
  const [language, setLanguage] = useState<'' | StudioLanguage>('');
  /** The answer being edited: its id, `new`, or none. */
  const [editing, setEditing] = useState<string | null>(newQuestion ? 'new' : null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const shown = useMemo(() => {
    const words = normalizeText(query);
    return answers.filter(
      (answer) => (!language || answer.language === language) && (!words || normalizeText([answer.question, answer.answer, ...answer.phrasings].join(' ')).includes(words)),
    );
  }, [answers, query, language]);
  const [status, setStatus] = useState(save.status);
  // A save that succeeds closes the editor.
  if (status !== save.status) {
    setStatus(save.status);
    if (save.status === 'success') {
      setEditing(null);
      setConfirming(null);
    }
  }
  useEffect(() => {
    if (!editing) onDirty(false);
  }, [editing]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Section id="studio-answers" title={t('studio.answers.title')} intro={t('studio.answers.intro', { count: answers.length })}>
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput type="search" miw={220} label={t('studio.answers.search')} value={query} onChange={(event) => setQuery(event.currentTarget.value)} />
          <NativeSelect
            w={180}
            label={t('studio.answers.language')}
            value={language}
            data={[{ value: '', label: t('studio.answers.allLanguages') }, ...STUDIO_LANGUAGES.map((code) => ({ value: code, label: t(languageKey(code)) }))]}
            onChange={(event) => setLanguage(event.currentTarget.value as '' | StudioLanguage)}
          />
          <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
            {t('studio.answers.add')}
          </Button>
        </Group>
        {editing === 'new' && <AnswerEditor initial={newQuestion ? { ...emptyAnswer(newQuestion.question), language: newQuestion.language } : emptyAnswer()} save={save} onSave={(input) => onSave(null, input)} onCancel={() => setEditing(null)} onDirty={onDirty} />}
        {save.status === 'error' && editing === null && <SaveStatus state={save} successText={t('studio.saved')} />}
        {answers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('studio.answers.empty')}
          </Text>
        ) : shown.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {t('studio.answers.noMatch')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('studio.answers.title')}>
            {shown.map((answer) => (
              <Paper key={answer.id} component="li" withBorder p="sm">
                {editing === answer.id ? (
                  <AnswerEditor initial={answer} save={save} onSave={(input) => onSave(answer.id, input)} onCancel={() => setEditing(null)} onDirty={onDirty} />
                ) : (
                  <Stack gap={4}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Text fw={600} dir="auto">
                        {answer.question}
                      </Text>
                      <Badge variant="light" tt="none">
                        {t(languageKey(answer.language))}
                      </Badge>
                    </Group>
                    <Text size="sm" dir="auto">
                      {answer.answer}
                    </Text>
                    {answer.phrasings.length > 0 && (
                      <Text size="xs" c="dimmed" dir="auto">
                        {t('studio.answers.phrasingsCount', { count: answer.phrasings.length })}: {answer.phrasings.join(' · ')}
                      </Text>
                    )}
                    <Group gap="xs">
                      <Button size="xs" variant="light" onClick={() => setEditing(answer.id)} aria-label={t('studio.answers.editNamed', { question: answer.question })}>
                        {t('studio.answers.edit')}
                      </Button>
                      {confirming === answer.id ? (
                        <>
                          <Button size="xs" color="red.9" loading={save.status === 'saving'} onClick={() => onDelete(answer.id)} aria-label={t('studio.answers.confirmDeleteNamed', { question: answer.question })}>
                            {t('studio.answers.confirmDelete')}
                          </Button>
                          <Button size="xs" variant="subtle" onClick={() => setConfirming(null)}>
                            {t('studio.answers.cancel')}
                          </Button>
                        </>
                      ) : (
                        <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(answer.id)} aria-label={t('studio.answers.deleteNamed', { question: answer.question })}>
                          {t('studio.answers.delete')}
                        </Button>
                      )}
                    </Group>
                  </Stack>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Section>
  );
}

function AnswerEditor({ initial, save, onSave, onCancel, onDirty }: { initial: AnswerInput; save: ActionState; onSave: (answer: AnswerInput) => void; onCancel: () => void; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation('dashboard');
  const [value, setValue] = useState<AnswerInput>({ language: initial.language, question: initial.question, answer: initial.answer, phrasings: initial.phrasings });
  const [phrasings, setPhrasings] = useState(initial.phrasings.join('\n'));
  const [errors, setErrors] = useState<{ question?: string; answer?: string; phrasings?: string }>({});
  const current = { ...value, phrasings: phrasings.split('\n').map((line) => line.trim()).filter(Boolean) };
  useDirty(current, { ...initial, phrasings: initial.phrasings }, onDirty);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!current.question.trim()) next.question = t('studio.answers.questionRequired');
    if (!current.answer.trim()) next.answer = t('studio.answers.answerRequired');
    else if (current.answer.length > STUDIO_LIMITS.answerLength) next.answer = t('studio.answers.answerTooLong', { max: STUDIO_LIMITS.answerLength });
    if (current.phrasings.length > STUDIO_LIMITS.phrasings) next.phrasings = t('studio.answers.tooManyPhrasings', { max: STUDIO_LIMITS.phrasings });
    setErrors(next);
    if (Object.keys(next).length) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    onSave(current);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('studio.answers.editor')}>
      <Stack gap="sm">
        <NativeSelect
          w={200}
          label={t('studio.answers.answerLanguage')}
          value={value.language}
          data={STUDIO_LANGUAGES.map((code) => ({ value: code, label: t(languageKey(code)) }))}
          onChange={(event) => setValue({ ...value, language: event.currentTarget.value as StudioLanguage })}
        />
        <TextInput
          label={t('studio.answers.question')}
          dir="auto"
          maxLength={STUDIO_LIMITS.questionLength}
          value={value.question}
          error={errors.question}
          onChange={(event) => setValue({ ...value, question: event.currentTarget.value })}
        />
        <WrittenTextarea label={t('studio.answers.answer')} minRows={3} value={value.answer} error={errors.answer} onChange={(event) => setValue({ ...value, answer: event.currentTarget.value })} />
        <WrittenTextarea
          label={t('studio.answers.phrasings')}
          description={t('studio.answers.phrasingsHint', { max: STUDIO_LIMITS.phrasings })}
          minRows={2}
          value={phrasings}
          error={errors.phrasings}
          onChange={(event) => setPhrasings(event.currentTarget.value)}
        />
        <SaveBar state={save} successText={t('studio.saved')} saveLabel={t('studio.answers.saveAnswer')}>
          <Button variant="subtle" onClick={onCancel}>
            {t('studio.answers.cancel')}
          </Button>
        </SaveBar>
      </Stack>
    </form>
  );
}

// What the agent does

function ActionsForm({
  actions,
  transferAllowed,
  upgradeHref,
  save,
  onSave,
  onDirty,
}: {
  actions: Actions;
  transferAllowed: boolean;
  upgradeHref: string;
  save: ActionState;
  onSave: (actions: Actions) => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [value, setValue] = useState(actions);
  const [words, setWords] = useState(actions.transfer.urgencyWords.join(', '));
  const current = { ...value, transfer: { ...value.transfer, urgencyWords: words.split(',').map((word) => word.trim()).filter(Boolean) } };
  const dirty = useDirty(current, actions, onDirty);
  const reasonId = useId();
  const set = <K extends keyof Actions>(key: K, change: Partial<Actions[K]>) => setValue((v) => ({ ...v, [key]: { ...v[key], ...change } }));
  const transferOn = transferAllowed && value.transfer.enabled;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(current);
  };
  return (
    <DraftSectionForm id="studio-actions" title={t('studio.actions.title')} intro={t('studio.actions.intro')} dirty={dirty} save={save} onSubmit={submit}>
      <Checkbox label={t('studio.actions.booking')} checked={value.booking.enabled} onChange={(event) => set('booking', { enabled: event.currentTarget.checked })} />
      {value.booking.enabled && (
        <Group gap="md" align="flex-end" wrap="wrap" ps="xl">
          <NumberInput
            w={180}
            label={t('studio.actions.length')}
            min={STUDIO_LIMITS.bookingLengthMinutes.min}
            max={STUDIO_LIMITS.bookingLengthMinutes.max}
            value={value.booking.lengthMinutes}
            onChange={(n) => set('booking', { lengthMinutes: Number(n) || 0 })}
          />
          <NumberInput w={180} label={t('studio.actions.ahead')} min={STUDIO_LIMITS.bookingAheadDays.min} max={STUDIO_LIMITS.bookingAheadDays.max} value={value.booking.aheadDays} onChange={(n) => set('booking', { aheadDays: Number(n) || 0 })} />
          <Checkbox label={t('studio.actions.withinHours')} checked={value.booking.withinHours} onChange={(event) => set('booking', { withinHours: event.currentTarget.checked })} />
        </Group>
      )}
      <Checkbox label={t('studio.actions.message')} checked={value.message.enabled} onChange={(event) => set('message', { enabled: event.currentTarget.checked })} />
      <Checkbox
        label={t('studio.actions.transfer')}
        description={t('studio.actions.transferHint')}
        checked={transferOn}
        disabled={!transferAllowed}
        aria-describedby={transferAllowed ? undefined : reasonId}
        onChange={(event) => set('transfer', { enabled: event.currentTarget.checked })}
      />
      {!transferAllowed && (
        <Text size="sm" id={reasonId} ps="xl">
          {t('studio.actions.transferNotInPlan')} <Anchor href={upgradeHref}>{t('studio.actions.upgrade')}</Anchor>
        </Text>
      )}
      {transferOn && (
        <Stack gap="sm" ps="xl">
          <TextInput w={260} type="tel" dir="ltr" label={t('studio.actions.number')} placeholder="+34910000000" value={value.transfer.number} onChange={(event) => set('transfer', { number: event.currentTarget.value })} />
          {(['on_request', 'on_urgency'] as const).map((when) => (
            <Checkbox
              key={when}
              label={t(`studio.actions.when.${when}`)}
              checked={value.transfer.when.includes(when)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                set('transfer', { when: on ? [...value.transfer.when.filter((w) => w !== when), when] : value.transfer.when.filter((w) => w !== when) });
              }}
            />
          ))}
          <TextInput label={t('studio.actions.urgencyWords')} description={t('studio.actions.urgencyHint')} value={words} onChange={(event) => setWords(event.currentTarget.value)} />
          <Text size="sm" c="dimmed">
            {t('studio.actions.neverOutside')}
          </Text>
        </Stack>
      )}
    </DraftSectionForm>
  );
}
