/** The portal's timings (notices, delays, redirects), in milliseconds. */
export const TIMINGS = {
  notificationAutoClose: 5000,
  notificationExit: 500,
  successMessage: 3000,
  redirectAfterLogin: 100,
  redirectAfterKycResubmit: 2000,
  voicePreviewHighlight: 2500,
  downloadDelay: 800,
} as const;
