import { Anchor, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { memo, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionState } from '@/lib/loadState';
import { transferLoops } from '@/lib/golive/rules';
import { STUDIO_LIMITS } from '@/lib/studio/limits';
import { DraftSectionForm, useDirty } from './SectionParts';
import type { Actions } from './setupTypes';

interface ActionsFormProps {
  actions: Actions;
  transferAllowed: boolean;
  upgradeHref: string;
  /** The agent's number and the business number that forwards to it (go-live), to name a transfer loop; null: no line yet. */
  line: { agentNumber: string | null; businessNumber: string | null } | null;
  /** The go-live page, where the line is set up. */
  goLiveHref: string;
  save: ActionState;
  onSave: (actions: Actions) => void;
  onDirty: (dirty: boolean) => void;
}

/** What the agent does: book appointments, take a message, transfer to a person (plans with human escalation). */
export const ActionsForm = memo(function ActionsForm({
  actions,
  transferAllowed,
  upgradeHref,
  line,
  goLiveHref,
  save,
  onSave,
  onDirty,
}: ActionsFormProps) {
  const { t } = useTranslation('dashboard');
  const [value, setValue] = useState(actions);
  const [words, setWords] = useState(actions.transfer.urgencyWords.join(', '));
  const urgencyWords = words
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  const current = { ...value, transfer: { ...value.transfer, urgencyWords } };
  const dirty = useDirty(current, actions, onDirty);
  const reasonId = useId();
  const set = <K extends keyof Actions>(key: K, change: Partial<Actions[K]>) =>
    setValue((v) => ({ ...v, [key]: { ...v[key], ...change } }));
  const transferOn = transferAllowed && value.transfer.enabled;
  // Named as it is typed: a transfer to a number that forwards back to the agent reaches no one.
  const loops = transferOn && line !== null && transferLoops(value.transfer.number, line);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(current);
  };
  return (
    <DraftSectionForm
      id="studio-actions"
      title={t('studio.actions.title')}
      intro={t('studio.actions.intro')}
      dirty={dirty}
      save={save}
      onSubmit={submit}
    >
      <Checkbox
        label={t('studio.actions.booking')}
        checked={value.booking.enabled}
        onChange={(event) => set('booking', { enabled: event.currentTarget.checked })}
      />
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
          <NumberInput
            w={180}
            label={t('studio.actions.ahead')}
            min={STUDIO_LIMITS.bookingAheadDays.min}
            max={STUDIO_LIMITS.bookingAheadDays.max}
            value={value.booking.aheadDays}
            onChange={(n) => set('booking', { aheadDays: Number(n) || 0 })}
          />
          <Checkbox
            label={t('studio.actions.withinHours')}
            checked={value.booking.withinHours}
            onChange={(event) => set('booking', { withinHours: event.currentTarget.checked })}
          />
        </Group>
      )}
      <Checkbox
        label={t('studio.actions.message')}
        checked={value.message.enabled}
        onChange={(event) => set('message', { enabled: event.currentTarget.checked })}
      />
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
          <TextInput
            w={260}
            type="tel"
            dir="ltr"
            label={t('studio.actions.number')}
            placeholder="+34910000000"
            value={value.transfer.number}
            onChange={(event) => set('transfer', { number: event.currentTarget.value })}
            // Below the field, and part of its description: read with it.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              loops ? (
                <Text span size="sm" fw={600} c="var(--mantine-color-text)" data-testid="transfer-loop">
                  {t('studio.actions.transferLoop')} <Anchor href={goLiveHref}>{t('studio.actions.transferLoopLink')}</Anchor>
                </Text>
              ) : undefined
            }
          />
          {(['on_request', 'on_urgency'] as const).map((when) => (
            <Checkbox
              key={when}
              label={t(`studio.actions.when.${when}`)}
              checked={value.transfer.when.includes(when)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                const others = value.transfer.when.filter((w) => w !== when);
                set('transfer', { when: on ? [...others, when] : others });
              }}
            />
          ))}
          <TextInput
            label={t('studio.actions.urgencyWords')}
            description={t('studio.actions.urgencyHint')}
            value={words}
            onChange={(event) => setWords(event.currentTarget.value)}
          />
          <Text size="sm" c="dimmed">
            {t('studio.actions.neverOutside')}
          </Text>
        </Stack>
      )}
    </DraftSectionForm>
  );
});
