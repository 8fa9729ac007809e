import { TextInput } from '@mantine/core';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPhoneRules, type PhoneProblem } from '@/lib/phone';

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
  const [live, setLive] = useState(false);
  useEffect(() => {
    void loadPhoneRules();
    startTransition(() => setLive(true));
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
  // would double the work of hydrating a page with two phone fields. It takes the plain field's
  // place after the first render, as a transition: React renders it in short slices, keeps the
  // plain field on screen while its code loads, and yields to the visitor meanwhile.
  return <Suspense fallback={fallback}>{live ? <PhoneFieldInput {...props} /> : fallback}</Suspense>;
}

/** The message for a phone problem, in the page's language. */
export function usePhoneProblemText(): (problem: PhoneProblem) => string {
  const { t } = useTranslation('common');
  return (problem) => t(`phone.errors.${problem}`);
}
