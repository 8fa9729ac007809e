import { Box, Container, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/ui/ThemeIcon';
import { IconAddressBook, IconInbox, IconMessageChatbot, IconPhoneIncoming, IconSend, IconUserCheck, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';
import { autoGrid, BARE_LIST, FLUID } from '@/lib/fluid';

export const FEATURE_KEYS = ['calls', 'qualification', 'enrichment', 'crm', 'videos', 'replies', 'delivery'] as const;
const ICONS = {
  calls: IconPhoneIncoming,
  qualification: IconUserCheck,
  enrichment: IconAddressBook,
  crm: IconInbox,
  videos: IconVideo,
  replies: IconMessageChatbot,
  delivery: IconSend,
} as const;

/** The features block: the product's claims, one card each. */
export function FeaturesSection({
  headingId,
}: {
  /** id of the section's h2 (the section is labelled by it). */
  headingId: string;
}) {
  const { t } = useTranslation('landing');
  return (
    <Box bg="gray.0" style={{ paddingBlock: FLUID.sectionPadding }}>
      <Container size="lg">
        <SectionHeading id={headingId} title={t('features.title')} subtitle={t('features.subtitle')} />
        <Box component="ul" style={{ ...BARE_LIST, ...autoGrid('17rem', 'var(--mantine-spacing-xl)') }}>
          {FEATURE_KEYS.map((key) => {
            const Icon = ICONS[key];
            return (
              <Box component="li" key={key} style={{ display: 'flex', gap: 16 }}>
                <ThemeIcon size={48} radius="md" aria-hidden style={{ flexShrink: 0 }}>
                  <Icon size={26} />
                </ThemeIcon>
                <div>
                  <Title order={3} fz="h5" mb={4}>
                    {t(`features.items.${key}.title`)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`features.items.${key}.body`)}
                  </Text>
                </div>
              </Box>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
