import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { checkSignupAvailability } from '@/api/signupAndRecovery';
import { errorInfo, signupErrorMessage } from '@/api/errors';
import { fieldOfSignupCode } from '@/features/signup/errorField';
import { SignupFrame } from '@/features/signup/SignupFrame';
import { SignupPersonalView, type PersonalField } from '@/features/signup/SignupPersonalView';
import type { PersonalDetails } from '@/lib/types';
import type { Message } from '@/lib/message';
import { PATHS } from '@/lib/routes';
import { useAfterHydration } from '@/startup';
import { setUserDataAtom, signupDraftAtom } from '@/state/signupDraft';
import { useLocalizedPath, useLocaleNavigate } from '@/ui/useLocale';

/**
 * `/signup`, step 1: the person's details. An e-mail or phone already taken is reported here,
 * under its field, before the company and the documents are asked for.
 */
export default function SignupPage() {
  const draft = useAtomValue(signupDraftAtom);
  const setUserData = useSetAtom(setUserDataAtom);
  const navigate = useLocaleNavigate();
  const localize = useLocalizedPath();
  // Pre-rendered empty: the saved draft fills the (untouched) form once the page is live.
  const hydrated = useAfterHydration();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ message: Message; field: PersonalField | null } | null>(null);

  const submit = async (values: PersonalDetails) => {
    setSubmitting(true);
    setError(null);
    setUserData(values);
    try {
      await checkSignupAvailability({ email: values.email, phone: values.phone });
      void navigate(localize(PATHS.signupCompany));
    } catch (caught) {
      setError({ message: signupErrorMessage(caught), field: fieldOfSignupCode(errorInfo(caught).code) });
      setSubmitting(false);
    }
  };

  return (
    <SignupFrame step={1}>
      <SignupPersonalView
        initialValues={hydrated ? draft.user : undefined}
        onSubmit={(values) => void submit(values)}
        submitting={submitting}
        error={error?.message ?? null}
        errorField={error?.field ?? null}
        loginHref={localize(PATHS.login)}
      />
    </SignupFrame>
  );
}
