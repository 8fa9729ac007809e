import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { resubmitKyc } from '@/api/signupAndRecovery';
import { logout as logoutCall } from '@/api/auth';
import { errorInfo, kycErrorMessage } from '@/api/errors';
import { NO_FILES, type KycFiles } from '@/features/kyc/documents';
import { ResubmitKycView } from '@/features/kyc/ResubmitKycView';
import { PATHS } from '@/lib/routes';
import { TIMINGS } from '@/lib/timings';
import { logoutAtom, roleAtom, setUserAtom, userAtom } from '@/state/auth';
import { useLocalizedPath, useLocaleNavigate } from '@/ui/useLocale';
import { useActionStateOf } from './serverState';

/**
 * `/resubmit-kyc` (guarded: only for a rejected KYC): the two documents again. After success the
 * server's message shows, and 2000 ms later the dashboard opens with the status back to pending
 * (set in the atoms only then, or the guard would leave this page at once).
 */
export default function ResubmitKycPage() {
  const user = useAtomValue(userAtom);
  // Sending the documents is the account's owner's (the API refuses a member): a member sees why.
  const role = useAtomValue(roleAtom);
  const setUser = useSetAtom(setUserAtom);
  const clearSession = useSetAtom(logoutAtom);
  const navigate = useLocaleNavigate();
  const localize = useLocalizedPath();
  const [files, setFiles] = useState<KycFiles>(NO_FILES);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submission = useMutation({
    mutationFn: resubmitKyc,
    onSuccess: (answer) => {
      if (!user) return;
      const updated = answer.user && answer.user.id === user.id ? answer.user : { ...user, kyc_status: 'pending' as const };
      redirect.current = setTimeout(() => {
        setUser(updated);
        void navigate(localize(PATHS.dashboard));
      }, TIMINGS.redirectAfterKycResubmit);
    },
  });
  // The server's message stays until the dashboard opens.
  const submitted = useActionStateOf(submission, {
    toMessage: kycErrorMessage,
    successText: (answer) => answer.message,
    keepSuccess: true,
  });

  const submit = () => {
    const { idDocument, companyDocument } = files;
    if (!idDocument || !companyDocument || !user) return;
    submission.mutate({ idDocument, companyDocument });
  };

  const logout = async () => {
    clearTimeout(redirect.current);
    await logoutCall().catch(() => undefined);
    clearSession();
    void navigate(localize(PATHS.login));
  };

  return (
    <ResubmitKycView
      files={files}
      onFileChange={(field, file) => setFiles((current) => ({ ...current, [field]: file }))}
      onSubmit={submit}
      submitting={submitted.status === 'saving'}
      error={submitted.status === 'error' ? submitted.message : null}
      success={submitted.status === 'success' ? (submitted.text ?? null) : null}
      sessionExpired={submission.isError && errorInfo(submission.error).status === 401}
      onLogout={() => void logout()}
      ownerOnly={role !== null && role !== 'owner'}
    />
  );
}
