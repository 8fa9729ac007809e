import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLegalDate } from '@/lib/legal';
import responsive from '@/ui/responsive.module.css';
import classes from './legal.module.css';

export interface LegalSection {
  /** The section's anchor: `/terms-and-conditions#cancellation`. */
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/** A text inside the paragraphs that becomes a link (an e-mail address, a website). */
export interface LegalLink {
  text: string;
  href: string;
}

export interface LegalDocumentViewProps {
  title: string;
  intro: string;
  /** ISO date, printed as dd/mm/yyyy. */
  lastUpdated: string;
  sections: readonly LegalSection[];
  links?: readonly LegalLink[];
}

/** Wraps every occurrence of the link texts in a link. */
function withLinks(text: string, links: readonly LegalLink[]): ReactNode {
  const found = links.filter((link) => text.includes(link.text));
  if (found.length === 0) return text;
  const pattern = new RegExp(`(${found.map((link) => link.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return text.split(pattern).map((part, index) => {
    const link = found.find((candidate) => candidate.text === part);
    return link ? (
      <Anchor key={index} href={link.href} dir="ltr">
        {part}
      </Anchor>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    );
  });
}

/**
 * A legal document: title, 'last updated' date, introduction, a table of contents linking to
 * each section, and the sections (a real heading and paragraphs each). Logical properties only,
 * so that it reads right to left in Arabic.
 */
export function LegalDocumentView({ title, intro, lastUpdated, sections, links = [] }: LegalDocumentViewProps) {
  const { t } = useTranslation('legal');
  return (
    <Container size="lg" className={responsive.pageBlock}>
      <Stack gap="sm" mb={40} maw={820}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm" data-testid="last-updated">
          {t('lastUpdated')} <time dateTime={lastUpdated}>{formatLegalDate(lastUpdated)}</time>
        </Text>
        <Text size="lg">{withLinks(intro, links)}</Text>
      </Stack>
      <div className={classes.columns}>
        <div>
          <Box
            component="nav"
            aria-labelledby="legal-toc-label"
            className={classes.toc}
            top={88}
            p="lg"
            bg="gray.0"
            style={{ borderRadius: 'var(--mantine-radius-lg)', border: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text id="legal-toc-label" fw={700} mb="sm">
              {t('toc')}
            </Text>
            <List type="ordered" spacing={6} size="sm" withPadding>
              {sections.map((section) => (
                <List.Item key={section.id}>
                  <Anchor href={`#${section.id}`} size="sm">
                    {section.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Box>
        </div>
        <div>
          <Stack gap={36}>
            {sections.map((section, index) => (
              <Box
                component="section"
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                style={{ scrollMarginTop: 88 }}
              >
                <Title order={2} fz="h3" id={`${section.id}-title`} mb="sm">
                  {`${index + 1}. ${section.title}`}
                </Title>
                <Stack gap="sm">
                  {section.paragraphs.map((paragraph, i) => (
                    <Text key={i} style={{ lineHeight: 1.7 }}>
                      {withLinks(paragraph, links)}
                    </Text>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </div>
      </div>
    </Container>
  );
}
