import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's password input with its reveal toggle labelled in the page's language. The label
 * avoids the word "password", so the field is the only control its own label names.
 * Mantine's PasswordInput leaves `aria-invalid` and `aria-describedby` off its input; they are
 * set here, so an error is announced with the field (and focusFirstInvalid finds it).
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const describedBy =
    [props.error ? `${id}-error` : null, props.description ? `${id}-description` : null].filter(Boolean).join(' ') || undefined;
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('actions.reveal') }}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy}
      {...props}
      id={id}
    />
  );
}
