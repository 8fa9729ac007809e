import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionState } from '@/lib/loadState';
import { STUDIO_LIMITS } from '@/lib/studio/limits';
import { STUDIO_LANGUAGES, type StudioLanguage } from '@/lib/studio/types';
import { focusFirstInvalid } from '@/ui/forms';
import { SaveBar } from '@/ui/PageStates';
import { WrittenTextarea } from '@/ui/TextFields';
import { useDirty } from './SectionParts';
import { languageKey, type AnswerInput } from './setupTypes';

interface AnswerEditorProps {
  initial: AnswerInput;
  save: ActionState;
  onSave: (answer: AnswerInput) => void;
  onCancel: () => void;
  onDirty: (dirty: boolean) => void;
  /** The field that takes the focus when the editor opens (the answer, when the question came filled in). */
  focusOn: 'question' | 'answer';
}

/** The form that adds or edits one answer: its language, question, answer and other phrasings. */
export function AnswerEditor({ initial, save, onSave, onCancel, onDirty, focusOn }: AnswerEditorProps) {
  const { t } = useTranslation('dashboard');
  const form = useRef<HTMLFormElement>(null);
  // The editor takes the focus when it opens, scrolled to the middle (clear of the sticky header).
  useEffect(() => {
    const field = form.current?.querySelector<HTMLElement>(`[data-editor-field="${focusOn}"]`);
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  // Escape in the editor cancels it, as its Cancel button does.
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });
  useEffect(() => {
    const element = form.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel.current();
    };
    element?.addEventListener('keydown', onKey);
    return () => element?.removeEventListener('keydown', onKey);
  }, []);
  const [value, setValue] = useState<AnswerInput>({
    language: initial.language,
    question: initial.question,
    answer: initial.answer,
    phrasings: initial.phrasings,
  });
  const [phrasings, setPhrasings] = useState(initial.phrasings.join('\n'));
  const [errors, setErrors] = useState<{ question?: string; answer?: string; phrasings?: string }>({});
  const current = {
    ...value,
    phrasings: phrasings
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
  useDirty(current, { ...initial, phrasings: initial.phrasings }, onDirty);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!current.question.trim()) next.question = t('studio.answers.questionRequired');
    if (!current.answer.trim()) next.answer = t('studio.answers.answerRequired');
    else if (current.answer.length > STUDIO_LIMITS.answerLength)
      next.answer = t('studio.answers.answerTooLong', { max: STUDIO_LIMITS.answerLength });
    if (current.phrasings.length > STUDIO_LIMITS.phrasings)
      next.phrasings = t('studio.answers.tooManyPhrasings', { max: STUDIO_LIMITS.phrasings });
    setErrors(next);
    if (Object.keys(next).length) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    onSave(current);
  };
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => (save.status === 'saving' ? event.preventDefault() : submit(event))}
      aria-label={t('studio.answers.editor')}
    >
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
          data-editor-field="question"
          dir="auto"
          maxLength={STUDIO_LIMITS.questionLength}
          value={value.question}
          error={errors.question}
          onChange={(event) => setValue({ ...value, question: event.currentTarget.value })}
        />
        <WrittenTextarea
          label={t('studio.answers.answer')}
          data-editor-field="answer"
          minRows={3}
          value={value.answer}
          error={errors.answer}
          onChange={(event) => setValue({ ...value, answer: event.currentTarget.value })}
        />
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
