import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildLeadPayload, type LeadFormValues, type LeadPayload } from '@/lib/lead';
import type { Locale } from '@/lib/locale';
import type { Message } from '@/lib/message';
import { useMessageText } from '@/ui/MessageText';
import { useNotify } from '@/ui/notify';

export interface LeadSubmissionOptions {
  /** Sends the payload (POST /api/leads in the portal, a fake in stories). */
  send: (payload: LeadPayload) => Promise<unknown>;
  /** What to show for a failure: the server's `error` text, else `submissionError` (the lead error message). */
  errorMessage: (error: unknown) => Message;
  locale: Locale;
}

export interface LeadSubmission {
  submitting: boolean;
  /** Changes after each success: the form empties itself. */
  resetKey: number;
  onSubmit: (values: LeadFormValues) => void;
}

/**
 * The lead form's submission (submitting, then sent or failed): the submitting flag while the call runs; on
 * success the form resets (company size back to autonomo) and a green notice says
 * `checkEmailToVerify`; on failure a red notice shows the message and every value stays.
 */
export function useLeadSubmission({ send, errorMessage, locale }: LeadSubmissionOptions): LeadSubmission {
  const { t } = useTranslation('lead');
  const notify = useNotify();
  const messageText = useMessageText();
  const [submitting, setSubmitting] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const inFlight = useRef(false);

  const onSubmit = (values: LeadFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    send(buildLeadPayload(values, locale))
      .then(
        () => {
          setResetKey((key) => key + 1);
          notify.success(t('checkEmailToVerify'));
        },
        (error: unknown) => {
          notify.error(messageText(errorMessage(error)));
        },
      )
      .finally(() => {
        inFlight.current = false;
        setSubmitting(false);
      });
  };

  return { submitting, resetKey, onSubmit };
}
