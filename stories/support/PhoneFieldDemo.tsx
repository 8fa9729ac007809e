import { Button, Container, Stack } from '@mantine/core';
import { useState } from 'react';
import { checkPhoneAsync, type PhoneProblem } from '@/lib/phone';
import { PhoneField, usePhoneProblemText } from '@/ui/PhoneField';

/** A phone field with a submit button that validates it, as every form does. */
export function PhoneFieldDemo({ label, initialValue = '', submitLabel }: { label: string; initialValue?: string; submitLabel: string }) {
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
          <PhoneField label={label} required value={value} onChange={setValue} error={problem ? text(problem) : undefined} />
          <Button type="submit">{submitLabel}</Button>
        </Stack>
      </form>
    </Container>
  );
}
