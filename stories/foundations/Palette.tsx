import { Anchor, Badge, Box, Button, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TEXT_COLORS } from '@/theme';
import { AA_NORMAL_TEXT, contrastRatio, formatRatio } from './contrast';
import { Code, FoundationPage, FoundationSection } from './FoundationPage';
import { COLOR_NAMES, fullTheme, OWN_COLORS, PRIMARY_SHADE, THEME_PAIRS, VARIANT_MATRIX, type ContrastPair, type Sample } from './tokens';

const SHADES = (fullTheme.colors[fullTheme.primaryColor] ?? []).map((_, shade) => shade);

/**
 * Every palette of the theme, shade 0 (lightest) to 9 (darkest): the swatches are drawn with the
 * page's CSS variables (`--mantine-color-<name>-<shade>`) and labelled with the theme's values.
 */
export function PaletteTable() {
  return (
    <FoundationSection
      title="Palettes"
      intro={`Each palette has ten shades. The primary colour is ${fullTheme.primaryColor}, shade ${PRIMARY_SHADE}. Palettes marked “src/theme.ts” are the portal's own; the others are the Mantine defaults the portal draws with. Mantine's other palettes are not used and not shown.`}
    >
      <Table captionSide="top" withTableBorder layout="fixed" miw={900}>
        <Table.Caption>Palette shades (lightest 0 to darkest 9)</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={130}>
              Palette
            </Table.Th>
            {SHADES.map((shade) => (
              <Table.Th key={shade} scope="col">
                {shade}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {COLOR_NAMES.map((name) => (
            <Table.Tr key={name} data-palette={name}>
              <Table.Th scope="row">
                <Text span fw={700} display="block">
                  {name}
                </Text>
                <Text span fz="xs" c="dimmed" display="block">
                  {OWN_COLORS.includes(name) ? 'src/theme.ts' : 'Mantine default'}
                  {name === fullTheme.primaryColor ? ', primary' : ''}
                </Text>
              </Table.Th>
              {fullTheme.colors[name]?.map((hex, shade) => (
                <Table.Td key={shade}>
                  <Box
                    aria-hidden
                    data-swatch={`${name}-${shade}`}
                    h={32}
                    bg={`var(--mantine-color-${name}-${shade})`}
                    style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-gray-3)' }}
                  />
                  <Code>{hex}</Code>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </FoundationSection>
  );
}

/** The text colours src/theme.ts adds (TEXT_COLORS), each with its contrast on the page. */
export function TextColorsTable() {
  return (
    <FoundationSection
      title="Text colours"
      intro="Mantine's defaults for dimmed, error and placeholder text fail AA on white; the theme replaces them (TEXT_COLORS in src/theme.ts)."
    >
      <Table captionSide="top" withTableBorder>
        <Table.Caption>Text colours on the page background ({fullTheme.white})</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Colour</Table.Th>
            <Table.Th scope="col">Contrast on white</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Object.entries(TEXT_COLORS).map(([name, hex]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row">{name}</Table.Th>
              <Table.Td>
                <PairPreview text={hex} background={fullTheme.white} /> <Code>{hex}</Code>
              </Table.Td>
              <Table.Td>
                <Verdict text={hex} background={fullTheme.white} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </FoundationSection>
  );
}

/** A pair drawn as a picture (so a failing pair shown for reference is not itself text on the page). */
function PairPreview({ text, background }: { text: string; background: string }) {
  return (
    <svg
      role="img"
      aria-label={`${text} text on ${background}`}
      width="56"
      height="28"
      viewBox="0 0 56 28"
      style={{ verticalAlign: 'middle' }}
    >
      <rect x="0.5" y="0.5" width="55" height="27" rx="4" fill={background} stroke={fullTheme.colors.gray[4]} />
      <text x="28" y="19" textAnchor="middle" fontSize="15" fontWeight="600" fill={text}>
        Aa
      </text>
    </svg>
  );
}

/** The ratio and whether it passes AA for normal text. */
function Verdict({ text, background }: { text: string; background: string }) {
  const ratio = contrastRatio(text, background);
  const pass = ratio >= AA_NORMAL_TEXT;
  return (
    <Text span data-ratio={ratio} data-verdict={pass ? 'pass' : 'fail'}>
      {formatRatio(ratio)}{' '}
      <Badge variant="light" color={pass ? 'green' : 'red'} component="span">
        {pass ? 'Pass AA' : 'Fail AA'}
      </Badge>
    </Text>
  );
}

/** The pair drawn by the Mantine component the portal uses for it. */
function LiveSample({ pair }: { pair: ContrastPair }): ReactNode {
  const props = { 'data-sample': pair.id };
  const samples: Record<Sample, () => ReactNode> = {
    filled: () => (
      <Button size="xs" color={pair.color} {...props}>
        Button
      </Button>
    ),
    light: () => (
      <Badge variant="light" color={pair.color} {...props}>
        Badge
      </Badge>
    ),
    outline: () => (
      <Badge variant="outline" color={pair.color} {...props}>
        Badge
      </Badge>
    ),
    anchor: () => (
      <Anchor component="span" {...props}>
        Link text
      </Anchor>
    ),
    text: () => <Text {...props}>Body text</Text>,
    dimmed: () => (
      <Text c="dimmed" {...props}>
        Dimmed text
      </Text>
    ),
    error: () => (
      <Text c="var(--mantine-color-error)" {...props}>
        Error text
      </Text>
    ),
    placeholder: () => (
      <Text c="var(--mantine-color-placeholder)" {...props}>
        Placeholder
      </Text>
    ),
    success: () => (
      <Text c={TEXT_COLORS.success} {...props}>
        Success text
      </Text>
    ),
  };
  return pair.sample ? (
    samples[pair.sample]()
  ) : (
    <Text span c="dimmed">
      Not drawn (see preview)
    </Text>
  );
}

/**
 * The pairs src/theme.ts decides (its comments; tests/unit/theme.test.ts checks them), computed from
 * the theme and Mantine's resolvers, next to the real component drawing them.
 */
export function ThemePairsTable() {
  return (
    <FoundationSection
      title="Contrast of the theme's pairs"
      intro="Ratios computed with the WCAG 2 formula from the theme's values; AA needs 4.5:1 for normal text. “In the UI” is the Mantine component drawing the same pair."
    >
      <Table captionSide="top" withTableBorder miw={900}>
        <Table.Caption>Text and background pairs decided by the theme</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Where</Table.Th>
            <Table.Th scope="col">Text</Table.Th>
            <Table.Th scope="col">Background</Table.Th>
            <Table.Th scope="col">Preview</Table.Th>
            <Table.Th scope="col">Ratio</Table.Th>
            <Table.Th scope="col">Theme says</Table.Th>
            <Table.Th scope="col">In the UI</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {THEME_PAIRS.map((pair) => (
            <Table.Tr key={pair.id} data-pair={pair.id} data-claim={pair.claim}>
              <Table.Th scope="row" fw={400}>
                {pair.usage}
              </Table.Th>
              <Table.Td>
                <Code>{pair.text}</Code>
              </Table.Td>
              <Table.Td>
                <Code>{pair.background}</Code>
              </Table.Td>
              <Table.Td>
                <PairPreview text={pair.text} background={pair.background} />
              </Table.Td>
              <Table.Td>
                <Verdict text={pair.text} background={pair.background} />
              </Table.Td>
              <Table.Td>{pair.claim === 'AA' ? 'Passes AA' : 'Fails AA (avoided)'}</Table.Td>
              <Table.Td>
                <LiveSample pair={pair} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </FoundationSection>
  );
}

/** Every palette in every variant, for reference: which combinations a new design may use. */
export function VariantMatrixTable() {
  const variants = VARIANT_MATRIX[0]?.cells.map((cell) => cell.variant) ?? [];
  return (
    <FoundationSection
      title="Contrast of every variant"
      intro="Text on background of each palette's Mantine variants, as the theme's variant resolver colours them (light, subtle and outline text uses shade 9, shade 8 for brand). A failing combination must not carry text."
    >
      <Table captionSide="top" withTableBorder miw={900}>
        <Table.Caption>Contrast of each palette's variants</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Palette</Table.Th>
            {variants.map((variant) => (
              <Table.Th key={variant} scope="col">
                {variant}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {VARIANT_MATRIX.map((row) => (
            <Table.Tr key={row.color} data-variants={row.color}>
              <Table.Th scope="row">{row.color}</Table.Th>
              {row.cells.map((cell) => (
                <Table.Td key={cell.variant}>
                  <PairPreview text={cell.text} background={cell.background} /> <Verdict text={cell.text} background={cell.background} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </FoundationSection>
  );
}

/** The Colours page: its palettes and text colours, or the contrast of the theme's pairs and of every variant. */
export function Colours({ part }: { part: 'Palettes' | 'Contrast' }) {
  return (
    <FoundationPage
      title={part === 'Palettes' ? 'Colours: palettes' : 'Colours: contrast'}
      intro="Generated from src/theme.ts over Mantine's defaults: a change to the theme changes this page, and its checks run with every story test."
    >
      {part === 'Palettes' ? (
        <>
          <PaletteTable />
          <TextColorsTable />
        </>
      ) : (
        <>
          <ThemePairsTable />
          <VariantMatrixTable />
        </>
      )}
    </FoundationPage>
  );
}
