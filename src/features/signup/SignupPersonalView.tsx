import { Anchor, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { EMPTY_PERSONAL_DETAILS, type PersonalDetails } from '@/lib/types';
import { checkPhone, loadPhoneRules } from '@/lib/phone';
import type { Message } from '@/lib/message';
import { isEmail, MIN_PASSWORD_LENGTH } from '@/lib/validation';
import { focusFirstInvalid } from '@/ui/forms';
import { useMessageText } from '@/ui/MessageText';
import { PasswordField } from '@/ui/PasswordField';
import { PhoneField, usePhoneProblemText } from '@/ui/PhoneField';
import { useLocale } from '@/ui/useLocale';
import { MessageAlert, TitleBlock } from '@/ui/FormParts';
import { busyButtonProps } from '@/ui/busyRoot';

export type PersonalField = keyof PersonalDetails;

export interface SignupPersonalViewProps {
  /** What the form starts with (a saved draft); the view keeps what is typed from then on. */
  initialValues?: Partial<PersonalDetails>;
  /** Called with valid values only (every field filled, the passwords matching), trimmed. */
  onSubmit: (values: PersonalDetails) => void;
  /** The e-mail and phone are being checked with the server: the button is busy (it keeps the focus, aria-disabled) and shows its loader. */
  submitting?: boolean;
  /** A failure of the submit (a server message or a mapped key). */
  error?: Message | null;
  /** The field the error belongs to (an e-mail or phone already taken): shown under it, focused. */
  errorField?: PersonalField | null;
  /** Label of the submit button (default "Continue"). */
  submitLabel?: ReactNode;
  /** A link to the login page under the form. */
  loginHref?: string;
  /** Heading level of the step title (2 inside a page that has its own h1). */
  headingOrder?: 2 | 3;
}

/**
 * Name, phone, e-mail, password and confirmation, and the AI agent's prompt (a textarea of
 * 4 rows with a character counter and no maximum). All required; the passwords must match.
 */
export function SignupPersonalView({
  initialValues,
  onSubmit,
  submitting = false,
  error = null,
  errorField = null,
  submitLabel,
  loginHref,
  headingOrder = 2,
}: SignupPersonalViewProps) {
  const { t } = useTranslation('signup');
  const locale = useLocale();
  const phoneText = usePhoneProblemText();
  const messageText = useMessageText();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<PersonalDetails>({
    initialValues: { ...EMPTY_PERSONAL_DETAILS, ...initialValues },
    validate: {
      name: (value) => (value.trim() ? null : t('personal.errors.nameRequired')),
      phone: (value) => {
        const problem = checkPhone(value);
        return problem ? phoneText(problem) : null;
      },
      email: (value) =>
        !value.trim() ? t('personal.errors.emailRequired') : isEmail(value.trim()) ? null : t('personal.errors.emailInvalid'),
      password: (value) =>
        !value
          ? t('personal.errors.passwordRequired')
          : value.length < MIN_PASSWORD_LENGTH
            ? t('personal.errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH })
            : null,
      confirmPassword: (value, values) =>
        !value ? t('personal.errors.confirmRequired') : value !== values.password ? t('personal.errors.passwordMismatch') : null,
      prompt: (value) => (value.trim() ? null : t('personal.errors.promptRequired')),
    },
  });

  // A draft that arrives later (once a pre-rendered page is live) fills the form, unless
  // something was typed already.
  const seeded = useRef(initialValues);
  useEffect(() => {
    if (!initialValues || seeded.current === initialValues) return;
    seeded.current = initialValues;
    if (!form.isDirty()) form.setValues({ ...EMPTY_PERSONAL_DETAILS, ...initialValues });
    // `form` is stable for the view's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialValues]);

  // A server error about one field (e-mail or phone taken) shows under that field, focused.
  const fieldError = error && errorField ? messageText(error) : null;
  useEffect(() => {
    if (!fieldError || !errorField) return;
    form.setFieldError(errorField, fieldError);
    focusFirstInvalid(formRef.current);
    // `form` is stable for the view's life; re-run only when the error changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldError, errorField]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    // The phone rules load on demand; wait for them so the number is judged, not skipped.
    await loadPhoneRules().catch(() => undefined);
    // Outside the event now: commit the errors at once, so the first invalid field can be focused.
    const result = flushSync(() => form.validate());
    if (result.hasErrors) {
      focusFirstInvalid(element);
      return;
    }
    const values = form.getValues();
    onSubmit({ ...values, name: values.name.trim(), email: values.email.trim(), prompt: values.prompt.trim() });
  };

  const count = formatNumber(form.getValues().prompt.length, locale);

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TitleBlock order={headingOrder} title={t('personal.title')} subtitle={t('personal.subtitle')} />
        <MessageAlert message={errorField ? null : error} />
        <TextInput
          label={t('personal.name')}
          placeholder={t('personal.namePlaceholder')}
          autoComplete="name"
          required
          {...form.getInputProps('name')}
        />
        <PhoneField
          label={t('personal.phone')}
          required
          autoComplete="tel"
          name="phone"
          value={form.getValues().phone}
          onChange={(value) => form.setFieldValue('phone', value ?? '')}
          error={form.errors.phone}
        />
        <TextInput
          type="email"
          label={t('personal.email')}
          placeholder={t('personal.emailPlaceholder')}
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('personal.password')}
          description={t('personal.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('personal.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Textarea
          label={t('personal.prompt')}
          description={t('personal.promptDescription')}
          placeholder={t('personal.promptPlaceholder')}
          rows={4}
          autosize={false}
          required
          {...form.getInputProps('prompt')}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
        />
        <Text size="xs" c="dimmed" ta="end" mt={-8} data-testid="prompt-counter">
          {t('personal.promptCount', { length: count })}
        </Text>
        <Button type="submit" fullWidth {...busyButtonProps(submitting)}>
          {submitting ? t('personal.submitting') : (submitLabel ?? t('personal.submit'))}
        </Button>
        {loginHref && (
          <Text size="sm" ta="center">
            {t('personal.haveAccount')}{' '}
            <Anchor component={Link} to={loginHref} fw={600}>
              {t('personal.loginLink')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
