import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { resubmitKyc } from '@/api/signupAndRecovery';
import { logout as logoutCall } from '@/api/auth';
import { errorInfo, kycErrorMessage } from '@/api/errors';
import { NO_FILES, type KycFiles } from '@/features/kyc/documents';
import { ResubmitKycView } from '@/features/kyc/ResubmitKycView';
import type { Message } from '@/lib/message';
import { PATHS } from '@/lib/routes';
import { TIMINGS } from '@/lib/timings';
import { logoutAtom, setUserAtom, userAtom } from '@/state/auth';
import { useLocalizedPath } from '@/ui/useLocale';

/**
 * `/resubmit-kyc` (guarded: only for a rejected KYC): the two documents again. After success the
 * server's message shows, and 2000 ms later the dashboard opens with the status back to pending
 * (set in the atoms only then, or the guard would leave this page at once).
 */
export default function ResubmitKycPage() {
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(setUserAtom);
  const clearSession = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [files, setFiles] = useState<KycFiles>(NO_FILES);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [sessionExpired, setSessionExpired] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async () => {
    const { idDocument, companyDocument } = files;
    if (!idDocument || !companyDocument || !user) return;
    setSubmitting(true);
    setError(null);
    setSessionExpired(false);
    try {
      const answer = await resubmitKyc({ idDocument, companyDocument });
      setSuccess(answer.message);
      const updated = answer.user && answer.user.id === user.id ? answer.user : { ...user, kyc_status: 'pending' as const };
      redirect.current = setTimeout(() => {
        setUser(updated);
        void navigate(localize(PATHS.dashboard));
      }, TIMINGS.redirectAfterKycResubmit);
    } catch (caught) {
      setError(kycErrorMessage(caught));
      setSessionExpired(errorInfo(caught).status === 401);
    } finally {
      setSubmitting(false);
    }
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
      onSubmit={() => void submit()}
      submitting={submitting}
      error={error}
      success={success}
      sessionExpired={sessionExpired}
      onLogout={() => void logout()}
    />
  );
}
