import { Button, Container, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPhoneAsync, type PhoneProblem } from '@/lib/phone';
import { PhoneField, usePhoneProblemText } from '@/ui/PhoneField';

/**
 * A phone field with a submit button that validates it, as every form does. Its texts are the
 * forms' own in the story's language (signup's "Phone", "Continue") unless a story gives others.
 */
export function PhoneFieldDemo({ label, initialValue = '', submitLabel }: { label?: string; initialValue?: string; submitLabel?: string }) {
  const { t } = useTranslation('signup');
  const { t: tc } = useTranslation('common');
  const [value, setValue] = useState(initialValue);
  const [problem, setProblem] = useState<PhoneProblem | null>(null);
  const text = usePhoneProblemText();
  return (
    <Container size="xs" py="xl">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void checkPhoneAsync(value).then(setProblem);
        }}
      >
        <Stack>
          <PhoneField
            label={label ?? t('personal.phone')}
            required
            value={value}
            onChange={setValue}
            error={problem ? text(problem) : undefined}
          />
          <Button type="submit">{submitLabel ?? tc('actions.continue')}</Button>
        </Stack>
      </form>
    </Container>
  );
}
