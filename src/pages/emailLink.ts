import { useState } from 'react';
import { genericErrorMessage } from '@/api/errors';
import type { Message } from '@/lib/message';

/** The state of an "e-mail me a link" form, as `EmailLinkForm` takes it. */
export interface EmailLinkRequest {
  onSubmit: (email: string) => void;
  submitting: boolean;
  /** The server's answer once a link was sent. */
  sentMessage: string | null;
  error: Message | null;
}

/**
 * Asks the server to e-mail a link (a password reset, a new verification link): submitting while
 * it runs, then its answer or the error of the call (the earlier answer cleared).
 */
export function useEmailLinkRequest(send: (email: string) => Promise<{ message: string }>): EmailLinkRequest {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const submit = async (email: string) => {
    setSubmitting(true);
    setError(null);
    try {
      const { message } = await send(email);
      setSentMessage(message);
    } catch (caught) {
      setSentMessage(null);
      setError(genericErrorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  };

  return { onSubmit: (email) => void submit(email), submitting, sentMessage, error };
}
