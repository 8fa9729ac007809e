import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionState } from '@/lib/loadState';
import { normalizeText } from '@/lib/studio/text';
import { STUDIO_LANGUAGES, type StudioLanguage } from '@/lib/studio/types';
import { useLangProps } from '@/ui/ForeignText';
import { SaveStatus } from '@/ui/PageStates';
import { AnswerEditor } from './AnswerEditor';
import { Section } from './SectionParts';
import { languageKey, type Answer, type AnswerInput } from './setupTypes';
import { busyButtonProps } from '@/ui/busyRoot';

const emptyAnswer = (question = ''): AnswerInput => ({ language: 'es', question, answer: '', phrasings: [] });

interface AnswersSectionProps {
  newQuestion: { question: string; language: StudioLanguage } | null;
  answers: Answer[];
  save: ActionState;
  onSave: (id: string | null, answer: AnswerInput) => void;
  onDelete: (id: string) => void;
  onDirty: (dirty: boolean) => void;
}

/** What the last finished action on an answer was: said by the section's status, and where the focus goes. */
type Done = { kind: 'added' | 'saved' | 'deleted' | 'cancelled'; id: string | null; index: number };

/** An answer's question, in its language. */
function Question({ answer }: { answer: Answer }) {
  return (
    <Text fw={600} {...useLangProps(answer.language)}>
      {answer.question}
    </Text>
  );
}

/**
 * The answers: searched and filtered by language, each edited in place or deleted after a
 * confirmation. The focus follows each action: an editor or confirmation that opens takes it,
 * Cancel and Save hand it back to the button that opened it, a delete moves it to the next
 * answer's Edit (or the section's heading); a status region, always there, says what happened.
 */
export const AnswersSection = memo(function AnswersSection({ newQuestion, answers, save, onSave, onDelete, onDirty }: AnswersSectionProps) {
  const { t } = useTranslation('dashboard');
  const [query, setQuery] = useState('');
  const [language, setLanguage] = useState<'' | StudioLanguage>('');
  /** The answer being edited: its id, `new`, or none. */
  const [editing, setEditing] = useState<string | null>(newQuestion ? 'new' : null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  /** What the save under way is: decides the message and the focus once it succeeds. */
  const [pending, setPending] = useState<Done | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => {
    const words = normalizeText(query);
    return answers.filter(
      (answer) =>
        (!language || answer.language === language) &&
        (!words || normalizeText([answer.question, answer.answer, ...answer.phrasings].join(' ')).includes(words)),
    );
  }, [answers, query, language]);
  const [status, setStatus] = useState(save.status);
  // A save that succeeds closes the editor.
  if (status !== save.status) {
    setStatus(save.status);
    if (save.status === 'success') {
      setEditing(null);
      setConfirming(null);
      setDone(pending);
    }
  }
  useEffect(() => {
    if (!editing) onDirty(false);
  }, [editing]); // eslint-disable-line react-hooks/exhaustive-deps

  // After an action the focus goes to its result (never to the page's body).
  useLayoutEffect(() => {
    if (!done || !root.current) return;
    const within = root.current;
    const button = (selector: string) => within.querySelector<HTMLElement>(selector);
    const edits = [...within.querySelectorAll<HTMLElement>('[data-answer-edit]')];
    const target =
      done.kind === 'deleted'
        ? (edits[done.index] ?? edits[done.index - 1] ?? within.closest('section')?.querySelector<HTMLElement>('h3'))
        : done.id
          ? button(`[data-answer-edit="${CSS.escape(done.id)}"]`)
          : button('[data-answer-add]');
    target?.focus();
  }, [done]);
  // A confirmation takes the focus; its Cancel (or Escape) gives it back to Delete.
  const confirmRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const closeConfirmation = (answer: Answer) => {
    setConfirming(null);
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(`[data-answer-delete="${CSS.escape(answer.id)}"]`)?.focus());
  };
  const closeEditor = (id: string | null) => {
    setEditing(null);
    setDone({ kind: 'cancelled', id, index: 0 });
  };
  const message =
    done?.kind === 'added'
      ? t('studio.answers.added')
      : done?.kind === 'saved'
        ? t('studio.answers.saved')
        : done?.kind === 'deleted'
          ? t('studio.answers.deleted')
          : answers.length > 0 && shown.length === 0
            ? t('studio.answers.noMatch')
            : '';

  const newInitial = newQuestion ? { ...emptyAnswer(newQuestion.question), language: newQuestion.language } : emptyAnswer();
  return (
    <Section id="studio-answers" title={t('studio.answers.title')} intro={t('studio.answers.intro', { count: answers.length })}>
      <Stack gap="md" ref={root}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            miw={220}
            label={t('studio.answers.search')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <NativeSelect
            w={180}
            label={t('studio.answers.language')}
            value={language}
            data={[
              { value: '', label: t('studio.answers.allLanguages') },
              ...STUDIO_LANGUAGES.map((code) => ({ value: code, label: t(languageKey(code)) })),
            ]}
            onChange={(event) => setLanguage(event.currentTarget.value as '' | StudioLanguage)}
          />
          <Button data-answer-add onClick={() => setEditing('new')} disabled={editing === 'new'}>
            {t('studio.answers.add')}
          </Button>
        </Group>
        {editing === 'new' && (
          <AnswerEditor
            initial={newInitial}
            save={save}
            focusOn={newQuestion ? 'answer' : 'question'}
            onSave={(input) => {
              setPending({ kind: 'added', id: null, index: 0 });
              onSave(null, input);
            }}
            onCancel={() => closeEditor(null)}
            onDirty={onDirty}
          />
        )}
        {save.status === 'error' && editing === null && <SaveStatus state={save} successText={t('studio.saved')} />}
        <Text size="sm" c={done && done.kind !== 'cancelled' ? 'var(--mantine-color-green-9)' : 'dimmed'} role="status">
          {message}
        </Text>
        {answers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('studio.answers.empty')}
          </Text>
        ) : shown.length === 0 ? null : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('studio.answers.title')}>
            {shown.map((answer) => (
              <Paper key={answer.id} component="li" withBorder p="sm">
                {editing === answer.id ? (
                  <AnswerEditor
                    initial={answer}
                    save={save}
                    focusOn="question"
                    onSave={(input) => {
                      setPending({ kind: 'saved', id: answer.id, index: 0 });
                      onSave(answer.id, input);
                    }}
                    onCancel={() => closeEditor(answer.id)}
                    onDirty={onDirty}
                  />
                ) : (
                  <Stack gap={4}>
                    <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
                      <Question answer={answer} />
                      <Badge variant="light" tt="none" style={{ flexShrink: 0, overflow: 'visible' }}>
                        {t(languageKey(answer.language))}
                      </Badge>
                    </Group>
                    <AnswerText answer={answer} />
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="light"
                        data-answer-edit={answer.id}
                        onClick={() => setEditing(answer.id)}
                        aria-label={t('studio.answers.editNamed', { question: answer.question })}
                      >
                        {t('studio.answers.edit')}
                      </Button>
                      {confirming === answer.id ? (
                        <>
                          <Button
                            ref={confirmRef}
                            size="xs"
                            color="red.9"
                            {...busyButtonProps(save.status === 'saving')}
                            onKeyDown={(event) => event.key === 'Escape' && closeConfirmation(answer)}
                            onClick={() => {
                              setPending({ kind: 'deleted', id: answer.id, index: shown.indexOf(answer) });
                              onDelete(answer.id);
                            }}
                            aria-label={t('studio.answers.confirmDeleteNamed', { question: answer.question })}
                          >
                            {t('studio.answers.confirmDelete')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            onKeyDown={(event) => event.key === 'Escape' && closeConfirmation(answer)}
                            onClick={() => closeConfirmation(answer)}
                          >
                            {t('studio.answers.cancel')}
                          </Button>
                        </>
                      ) : (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          data-answer-delete={answer.id}
                          onClick={() => setConfirming(answer.id)}
                          aria-label={t('studio.answers.deleteNamed', { question: answer.question })}
                        >
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
});

/** An answer's text and its other phrasings, in the answer's language. */
function AnswerText({ answer }: { answer: Answer }) {
  const { t } = useTranslation('dashboard');
  const lang = useLangProps(answer.language);
  return (
    <>
      <Text size="sm" {...lang}>
        {answer.answer}
      </Text>
      {answer.phrasings.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('studio.answers.phrasingsCount', { count: answer.phrasings.length })}: <span {...lang}>{answer.phrasings.join(' · ')}</span>
        </Text>
      )}
    </>
  );
}
