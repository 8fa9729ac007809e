import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallOutcome } from '@/lib/calls';

/** Each outcome's colour: good results green or blue, the rest neutral, spam red. */
const COLORS: Record<CallOutcome, string> = {
  appointment_booked: 'green',
  lead_qualified: 'teal',
  information: 'blue',
  transferred: 'violet',
  voicemail: 'gray',
  missed: 'orange',
  spam: 'red',
};

/** What a call ended in, as a coloured badge with its name. */
export function OutcomeBadge({ outcome }: { outcome: CallOutcome }) {
  const { t } = useTranslation('calls');
  return (
    <Badge color={COLORS[outcome]} variant="light" size="md" c="dark.8" styles={{ root: { maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible' } }}>
      {t(`outcome.${outcome}`)}
    </Badge>
  );
}
