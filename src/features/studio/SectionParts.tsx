import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionState } from '@/lib/loadState';
import { focusFirstInvalid } from '@/ui/forms';
import { SaveBar } from '@/ui/PageStates';
import { faultyField } from '@/ui/serverField';

/** One of the setup's sections: a titled region. */
export function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId} id={id}>
      {/* Focusable by script: where the focus goes when the last item of the section is deleted. */}
      <Title order={3} fz="h4" id={headingId} mb={4} tabIndex={-1}>
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
export function useDirty(value: unknown, saved: unknown, onDirty: (dirty: boolean) => void) {
  const dirty = JSON.stringify(value) !== JSON.stringify(saved);
  useEffect(() => onDirty(dirty), [dirty]); // eslint-disable-line react-hooks/exhaustive-deps
  return dirty;
}

interface DraftSectionFormProps {
  id: string;
  title: string;
  intro: string;
  dirty: boolean;
  save: ActionState;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** id of a draft section's save outcome, which a field the server refused points at. */
export const draftOutcomeId = (sectionId: string) => `${sectionId}-outcome`;

/**
 * A section that is a form of its own: its fields, then "Save draft" with, while the form differs
 * from the server's draft, the note that the section is not saved.
 */
export function DraftSectionForm({ id, title, intro, dirty, save, onSubmit, children }: DraftSectionFormProps) {
  const { t } = useTranslation('dashboard');
  const form = useRef<HTMLFormElement>(null);
  const outcomeId = draftOutcomeId(id);
  // A save the server refused on one field: that field, now marked invalid, takes the focus.
  const fault = faultyField(save);
  useEffect(() => {
    if (fault) focusFirstInvalid(form.current);
  }, [fault, save]);
  // A save under way ignores another press (its button shows the loader once the state arrives).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (save.status === 'saving') event.preventDefault();
    else onSubmit(event);
  };
  return (
    <Section id={id} title={title} intro={intro}>
      <form noValidate onSubmit={submit} ref={form}>
        <Stack gap="md">
          {children}
          <SaveBar
            outcomeId={outcomeId}
            state={save}
            successText={t('studio.saved')}
            saveLabel={t('studio.saveDraft')}
            saveName={t('studio.saveDraftNamed', { section: title })}
          >
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
export function ListHeading({ title, empty }: { title: string; empty: string | null }) {
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
