/**
 * The KYC documents a signup uploads (identity, company registration): at most 10 MB each. The
 * portal's form (src/features/kyc) and the mock API's checks (mock-api/uploads.ts) read these, so
 * the two never disagree on a limit.
 */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_FIELDS = ['idDocument', 'companyDocument'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];
