import { TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPhoneRules, type PhoneProblem } from '@/lib/phone';
import { useHydrated } from './HydrationGate';

export interface PhoneFieldProps {
  label: ReactNode;
  /** E.164 value (`+34600111222`) or empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** id of the number input (the label points at it). */
  id?: string;
  name?: string;
  autoComplete?: string;
}

const PhoneFieldInput = lazy(() => import('./PhoneFieldInput'));

/**
 * The phone field of every form (lead, signup, account): react-phone-number-input styled as a
 * Mantine input, default country ES, international format, calling code fixed, flags bundled
 * with the app, country names in the page's language. Its code and the validation rules load on
 * demand; until then (and in pre-rendered HTML) a plain field of the same size holds the place.
 */
export function PhoneField(props: PhoneFieldProps) {
  const hydrated = useHydrated();
  useEffect(() => {
    void loadPhoneRules();
  }, []);
  const fallback = (
    <TextInput
      label={props.label}
      required={props.required}
      description={props.description}
      error={props.error}
      value={props.value}
      disabled
      readOnly
      type="tel"
      id={props.id}
    />
  );
  // Pre-rendered pages carry the plain field: the real one (with its list of 245 countries)
  // would double the work of hydrating a page with two phone fields.
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <PhoneFieldInput {...props} />
    </Suspense>
  );
}

/** The message for a phone problem, in the page's language. */
export function usePhoneProblemText(): (problem: PhoneProblem) => string {
  const { t } = useTranslation('common');
  return (problem) => t(`phone.errors.${problem}`);
}
