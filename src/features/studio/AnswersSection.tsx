import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionState } from '@/lib/loadState';
import { normalizeText } from '@/lib/studio/text';
import { STUDIO_LANGUAGES, type StudioLanguage } from '@/lib/studio/types';
import { SaveStatus } from '@/ui/PageStates';
import { AnswerEditor } from './AnswerEditor';
import { Section } from './SectionParts';
import { languageKey, type Answer, type AnswerInput } from './setupTypes';

const emptyAnswer = (question = ''): AnswerInput => ({ language: 'es', question, answer: '', phrasings: [] });

interface AnswersSectionProps {
  newQuestion: { question: string; language: StudioLanguage } | null;
  answers: Answer[];
  save: ActionState;
  onSave: (id: string | null, answer: AnswerInput) => void;
  onDelete: (id: string) => void;
  onDirty: (dirty: boolean) => void;
}

/** The answers: searched and filtered by language, each edited in place or deleted after a confirmation. */
export function AnswersSection({ newQuestion, answers, save, onSave, onDelete, onDirty }: AnswersSectionProps) {
  const { t } = useTranslation('dashboard');
  const [query, setQuery] = useState('');
  const [language, setLanguage] = useState<'' | StudioLanguage>('');
  /** The answer being edited: its id, `new`, or none. */
  const [editing, setEditing] = useState<string | null>(newQuestion ? 'new' : null);
  const [confirming, setConfirming] = useState<string | null>(null);
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
    }
  }
  useEffect(() => {
    if (!editing) onDirty(false);
  }, [editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const newInitial = newQuestion ? { ...emptyAnswer(newQuestion.question), language: newQuestion.language } : emptyAnswer();
  return (
    <Section id="studio-answers" title={t('studio.answers.title')} intro={t('studio.answers.intro', { count: answers.length })}>
      <Stack gap="md">
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
          <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
            {t('studio.answers.add')}
          </Button>
        </Group>
        {editing === 'new' && (
          <AnswerEditor
            initial={newInitial}
            save={save}
            onSave={(input) => onSave(null, input)}
            onCancel={() => setEditing(null)}
            onDirty={onDirty}
          />
        )}
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
                  <AnswerEditor
                    initial={answer}
                    save={save}
                    onSave={(input) => onSave(answer.id, input)}
                    onCancel={() => setEditing(null)}
                    onDirty={onDirty}
                  />
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
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing(answer.id)}
                        aria-label={t('studio.answers.editNamed', { question: answer.question })}
                      >
                        {t('studio.answers.edit')}
                      </Button>
                      {confirming === answer.id ? (
                        <>
                          <Button
                            size="xs"
                            color="red.9"
                            loading={save.status === 'saving'}
                            onClick={() => onDelete(answer.id)}
                            aria-label={t('studio.answers.confirmDeleteNamed', { question: answer.question })}
                          >
                            {t('studio.answers.confirmDelete')}
                          </Button>
                          <Button size="xs" variant="subtle" onClick={() => setConfirming(null)}>
                            {t('studio.answers.cancel')}
                          </Button>
                        </>
                      ) : (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
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
}
