import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { signup } from '@/api/signupAndRecovery';
import { errorInfo, signupErrorMessage } from '@/api/errors';
import { NO_FILES, type KycFiles } from '@/features/kyc/documents';
import { SignupKycView } from '@/features/kyc/SignupKycView';
import { fieldOfSignupCode } from '@/features/signup/errorField';
import { SignupFrame } from '@/features/signup/SignupFrame';
import type { Message } from '@/lib/message';
import { PATHS } from '@/lib/routes';
import { clearSignupDataAtom, hasCompanyData, hasUserData, setUserDataAtom, signupDraftAtom } from '@/state/signupDraft';
import { useLocalizedPath, useLocaleNavigate } from '@/ui/useLocale';

/**
 * The chosen documents, in memory only: they survive going back to step 2 and returning, but
 * identity documents are never written to the browser's storage (a reload asks for them again).
 */
const signupFilesAtom = atom<KycFiles>(NO_FILES);
signupFilesAtom.debugLabel = 'signupFilesAtom';

/**
 * `/signup/kyc`, step 3: the two documents, then the account is created (multipart
 * POST /auth/signup) and login opens with the "confirmation e-mail sent" notice. Without the
 * data of steps 1 and 2 it goes back to `/signup`; after a reload it asks for the password again.
 */
export default function SignupKycPage() {
  const draft = useAtomValue(signupDraftAtom);
  const clearSignupData = useSetAtom(clearSignupDataAtom);
  const setUserData = useSetAtom(setUserDataAtom);
  const [files, setFiles] = useAtom(signupFilesAtom);
  const navigate = useLocaleNavigate();
  const localize = useLocalizedPath();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ message: Message; aboutDetails: boolean } | null>(null);
  const [finished, setFinished] = useState(false);

  if (finished) return null;
  if (!hasUserData(draft.user) || !hasCompanyData(draft.company)) return <Navigate replace to={localize(PATHS.signup)} />;

  const submit = async (password: string | null) => {
    const { idDocument, companyDocument } = files;
    if (!idDocument || !companyDocument) return;
    setSubmitting(true);
    setError(null);
    // A password typed again after a reload is kept in memory (never stored) like the first one.
    if (password) setUserData({ ...draft.user, password, confirmPassword: password });
    try {
      await signup({
        name: draft.user.name,
        phone: draft.user.phone,
        email: draft.user.email,
        password: password ?? draft.user.password,
        prompt: draft.user.prompt,
        company: draft.company,
        idDocument,
        companyDocument,
      });
      setFinished(true);
      setFiles(NO_FILES);
      clearSignupData();
      void navigate(`${localize(PATHS.login)}?registered=true&email=${encodeURIComponent(draft.user.email)}`);
    } catch (caught) {
      setError({ message: signupErrorMessage(caught), aboutDetails: fieldOfSignupCode(errorInfo(caught).code) !== null });
      setSubmitting(false);
    }
  };

  return (
    <SignupFrame step={3}>
      <SignupKycView
        files={files}
        onFileChange={(field, file) => setFiles((current) => ({ ...current, [field]: file }))}
        needsPassword={!draft.user.password}
        onSubmit={(password) => void submit(password)}
        onBack={() => void navigate(localize(PATHS.signupCompany))}
        submitting={submitting}
        error={error?.message ?? null}
        detailsHref={error?.aboutDetails ? localize(PATHS.signup) : null}
      />
    </SignupFrame>
  );
}
