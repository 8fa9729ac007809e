import { Stack, Table, Text } from '@mantine/core';
import heroAe from '@locales/ae/hero.json';
import heroEn from '@locales/en/hero.json';
import globalCss from '@/app/global.css?raw';
import { FONT_FAMILY } from '@/theme';
import { Code, FoundationPage, FoundationSection, TokenTable } from './FoundationPage';
import { fullTheme, SIZES, themeLengthPx } from './tokens';

/**
 * The font stack of Arabic pages, read from the rule src/app/global.css applies to `html[lang='ar']`
 * (src/theme.ts: Latin pages use Inter, Arabic pages add Cairo).
 */
export const ARABIC_FONT_FAMILY = (() => {
  const rule = /html\[lang=['"]ar['"]\]\s*\{([^}]*)\}/.exec(globalCss)?.[1];
  const family = rule && /--mantine-font-family:\s*([^;]+);/.exec(rule)?.[1];
  if (!family) throw new Error("src/app/global.css no longer sets --mantine-font-family for html[lang='ar']");
  return family.trim();
})();

/** The first family of a font stack, unquoted: `Inter Variable`. */
export const firstFamily = (stack: string) =>
  stack
    .split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '') ?? '';

/** The family a stack adds for Arabic script: the first one the Latin stack does not have (`Cairo Variable`). */
export const ARABIC_FAMILY = firstFamily(
  ARABIC_FONT_FAMILY.split(',')
    .filter((family) => !FONT_FAMILY.includes(family.trim()))
    .join(','),
);

/** The English and Arabic samples: the landing page's headline and introduction, from locales/. */
export const SAMPLES = {
  en: { title: heroEn.title, body: heroEn.subtitle },
  ae: { title: heroAe.title, body: heroAe.subtitle },
} as const;

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function FamiliesTable() {
  const rows = [
    { role: 'Text (theme.fontFamily)', stack: fullTheme.fontFamily ?? FONT_FAMILY },
    { role: 'Headings (theme.headings.fontFamily)', stack: fullTheme.headings.fontFamily ?? FONT_FAMILY },
    { role: "Arabic pages (html[lang='ar'] in src/app/global.css)", stack: ARABIC_FONT_FAMILY },
    { role: 'Code (theme.fontFamilyMonospace)', stack: fullTheme.fontFamilyMonospace ?? 'monospace' },
  ];
  return (
    <FoundationSection
      title="Font families"
      intro={`${firstFamily(FONT_FAMILY)} draws Latin text. Arabic pages put ${ARABIC_FAMILY} after it: Inter has no Arabic letters, so they come from ${ARABIC_FAMILY}. Until a font arrives, 'Inter Fallback' (a local face resized to Inter's metrics) keeps the layout from moving.`}
    >
      <TokenTable caption="Font stacks" columns={['Used for', 'Stack']}>
        {rows.map((row) => (
          <Table.Tr key={row.role}>
            <Table.Th scope="row" fw={400}>
              {row.role}
            </Table.Th>
            <Table.Td>
              <Code>{row.stack}</Code>
            </Table.Td>
          </Table.Tr>
        ))}
      </TokenTable>
    </FoundationSection>
  );
}

function HeadingsTable() {
  return (
    <FoundationSection title="Headings" intro={`Titles of levels 1 to 6, weight ${fullTheme.headings.fontWeight} (theme.headings).`}>
      <TokenTable caption="Heading sizes" columns={['Level', 'Size', 'Line height', 'Sample']}>
        {HEADINGS.map((level) => {
          const size = fullTheme.headings.sizes[level];
          return (
            <Table.Tr key={level}>
              <Table.Th scope="row">{level}</Table.Th>
              <Table.Td>
                <Code>{themeLengthPx(size.fontSize)}px</Code>
              </Table.Td>
              <Table.Td>
                <Code>{size.lineHeight}</Code>
              </Table.Td>
              <Table.Td>
                {/* Drawn like the heading without being one, so the page's outline stays its own. */}
                <Text
                  data-heading-sample={level}
                  fz={size.fontSize}
                  lh={size.lineHeight}
                  fw={size.fontWeight ?? fullTheme.headings.fontWeight}
                  ff={fullTheme.headings.fontFamily}
                >
                  {SAMPLES.en.title}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </TokenTable>
    </FoundationSection>
  );
}

function TextSizesTable() {
  return (
    <FoundationSection
      title="Text sizes"
      intro={`Body text is md. Weights: ${Object.entries(fullTheme.fontWeights)
        .map(([name, weight]) => `${name} ${weight}`)
        .join(', ')}.`}
    >
      <TokenTable caption="Text sizes" columns={['Size', 'Font size', 'Line height', 'Sample']}>
        {SIZES.map((size) => (
          <Table.Tr key={size}>
            <Table.Th scope="row">{size}</Table.Th>
            <Table.Td>
              <Code>{themeLengthPx(fullTheme.fontSizes[size])}px</Code>
            </Table.Td>
            <Table.Td>
              <Code>{fullTheme.lineHeights[size]}</Code>
            </Table.Td>
            <Table.Td>
              <Text data-text-sample={size} size={size} lh={size}>
                {SAMPLES.en.body}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </TokenTable>
    </FoundationSection>
  );
}

/** One script's sample: what it is (dimmed), then the headline and introduction in its language and direction. */
function ScriptSample({
  label,
  lang,
  dir,
  script,
  family,
  sample,
}: {
  label: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  script: string;
  family: string;
  sample: { title: string; body: string };
}) {
  const h = fullTheme.headings.sizes.h2;
  return (
    <>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Stack gap="xs" lang={lang} dir={dir} data-script-sample={script} ff={family}>
        <Text fz={h.fontSize} lh={h.lineHeight} fw={fullTheme.headings.fontWeight}>
          {sample.title}
        </Text>
        <Text>{sample.body}</Text>
      </Stack>
    </>
  );
}

function ScriptSamples() {
  return (
    <FoundationSection
      title="Latin and Arabic"
      intro="The same headline and introduction in English and in Arabic (right to left), in the stacks above."
    >
      <ScriptSample
        label={`English, left to right (${firstFamily(FONT_FAMILY)})`}
        lang="en"
        dir="ltr"
        script="latin"
        family={FONT_FAMILY}
        sample={SAMPLES.en}
      />
      <ScriptSample
        label={`Arabic, right to left (${ARABIC_FAMILY})`}
        lang="ar"
        dir="rtl"
        script="arabic"
        family={ARABIC_FONT_FAMILY}
        sample={SAMPLES.ae}
      />
    </FoundationSection>
  );
}

/** The Typography page: font families, headings and text sizes, or Latin and Arabic samples. */
export function Typography({ part }: { part: 'Scale' | 'Latin and Arabic' }) {
  return (
    <FoundationPage
      title={part === 'Scale' ? 'Typography: families and sizes' : 'Typography: Latin and Arabic'}
      intro="Generated from src/theme.ts (and the Arabic rule of src/app/global.css): sizes in pixels at 100% zoom."
    >
      {part === 'Scale' ? (
        <>
          <FamiliesTable />
          <HeadingsTable />
          <TextSizesTable />
        </>
      ) : (
        <>
          <FamiliesTable />
          <ScriptSamples />
        </>
      )}
    </FoundationPage>
  );
}
