import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's password input with its reveal toggle labelled in the page's language. The label
 * avoids the word "password", so the field is the only control its own label names.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('actions.reveal') }} {...props} />;
}
