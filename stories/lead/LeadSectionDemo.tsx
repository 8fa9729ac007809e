import { leadErrorMessage } from '@/api/errors';
import { submitLead } from '@/api/leads';
import { LeadSection, type LeadLayout } from '@/features/lead/LeadSection';
import { useLeadSubmission } from '@/features/lead/useLeadSubmission';
import { useLocale } from '@/ui/useLocale';

/**
 * A lead section wired as the landing page wires it: the real submission hook and API call
 * (POST /api/leads through the ky client), with fetch answered by the story (see plays.ts).
 */
export function LeadSectionDemo({ layout }: { layout: LeadLayout }) {
  const locale = useLocale();
  const submission = useLeadSubmission({ send: submitLead, errorMessage: leadErrorMessage, locale });
  return <LeadSection layout={layout} headingId={`lead-${layout}-title`} {...submission} />;
}
