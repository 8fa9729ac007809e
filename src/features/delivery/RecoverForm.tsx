import { Stack, TextInput } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionState } from '@/lib/loadState';
import { SaveBar } from '@/ui/PageStates';
import { focusElement, focusFirstInvalidField, focusLost, useSettled } from './focus';
import { DeliverySection, useTextField } from './parts';

/** Recover: every failed message since a time, sent again. */
export function RecoverForm({ recover, onRecover }: { recover: ActionState; onRecover: (since: string) => void }) {
  const { t } = useTranslation('delivery');
  const since = useTextField();
  const formRef = useRef<HTMLFormElement>(null);
  useSettled(recover.status, () => {
    if (focusLost()) focusElement(formRef.current?.querySelector<HTMLElement>('button[type="submit"]'));
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const date = since.value ? new Date(since.value) : null;
    if (!date || Number.isNaN(date.getTime())) {
      since.setError(t('log.recover.required'));
      return focusFirstInvalidField(form);
    }
    onRecover(date.toISOString());
  };
  return (
    <DeliverySection id="log-recover" title={t('log.recover.heading')}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <TextInput type="datetime-local" label={t('log.recover.since')} required {...since.input} />
          <SaveBar state={recover} successText={recover.text ?? ''} saveLabel={t('log.recover.submit')} />
        </Stack>
      </form>
    </DeliverySection>
  );
}
