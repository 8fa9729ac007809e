import { Box, Center, Table, Text, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Code, FoundationPage, FoundationSection, TokenTable } from './FoundationPage';
import { fullTheme, SIZES, themeLengthPx } from './tokens';

/** The spacing scale (theme.spacing): gaps, paddings and margins, drawn as bars of that length. */
export function Spacing() {
  return (
    <FoundationPage
      title="Spacing"
      intro="The spacing scale of src/theme.ts (Mantine's defaults): gaps, paddings and margins use these tokens, never raw pixels. Sizes in pixels at 100% zoom."
    >
      <FoundationSection title="Spacing scale">
        <TokenTable caption="Spacing tokens" columns={['Token', 'Pixels', 'CSS variable', 'Length']}>
          {SIZES.map((size) => (
            <Table.Tr key={size}>
              <Table.Th scope="row">{size}</Table.Th>
              <Table.Td>
                <Code>{themeLengthPx(fullTheme.spacing[size])}px</Code>
              </Table.Td>
              <Table.Td>
                <Code>--mantine-spacing-{size}</Code>
              </Table.Td>
              <Table.Td>
                <Box aria-hidden data-spacing={size} h={16} w={`var(--mantine-spacing-${size})`} bg="brand.6" />
              </Table.Td>
            </Table.Tr>
          ))}
        </TokenTable>
      </FoundationSection>
      <FoundationSection
        title="Breakpoints"
        intro="Widths at which layouts change (theme.breakpoints); the mobile viewport of the toolbar is below sm."
      >
        <TokenTable caption="Breakpoints" columns={['Token', 'From']}>
          {SIZES.map((size) => (
            <Table.Tr key={size}>
              <Table.Th scope="row">{size}</Table.Th>
              <Table.Td>
                <Code>
                  {fullTheme.breakpoints[size]} ({Number.parseFloat(fullTheme.breakpoints[size]) * 16}px)
                </Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </TokenTable>
      </FoundationSection>
    </FoundationPage>
  );
}

/** A sample card large enough to see a radius or a shadow on, its token written on it (decorative: the table says it). */
function SampleCard({ children, ...props }: BoxProps & { children: ReactNode; 'data-radius'?: string; 'data-shadow'?: string }) {
  return (
    <Center aria-hidden w={140} h={80} {...props}>
      <Text span fw={700} c="dark.7">
        {children}
      </Text>
    </Center>
  );
}

/** Corner radii (theme.radius, default theme.defaultRadius) and shadows (theme.shadows), each drawn on a card. */
export function RadiiAndShadows() {
  const defaultRadius = fullTheme.defaultRadius;
  return (
    <FoundationPage
      title="Radii and shadows"
      intro="Corner radii and shadows of src/theme.ts (Mantine's scales). Components without a radius prop take the default radius."
    >
      <FoundationSection title="Radii" intro={`The default radius is ${String(defaultRadius)} (theme.defaultRadius).`}>
        <TokenTable caption="Radius tokens" columns={['Token', 'Pixels', 'Sample']}>
          {SIZES.map((size) => (
            <Table.Tr key={size}>
              <Table.Th scope="row">
                {size}
                {size === defaultRadius ? ' (default)' : ''}
              </Table.Th>
              <Table.Td>
                <Code>{themeLengthPx(fullTheme.radius[size])}px</Code>
              </Table.Td>
              <Table.Td>
                <SampleCard
                  data-radius={size}
                  bg="brand.0"
                  bd="2px solid var(--mantine-color-brand-6)"
                  style={{ borderRadius: `var(--mantine-radius-${size})` }}
                >
                  {size}
                </SampleCard>
              </Table.Td>
            </Table.Tr>
          ))}
        </TokenTable>
        <SampleCard
          data-radius="default"
          bg="white"
          bd="2px solid var(--mantine-color-gray-5)"
          style={{ borderRadius: 'var(--mantine-radius-default)' }}
        >
          default
        </SampleCard>
      </FoundationSection>
      <FoundationSection title="Shadows" intro="Cards and popovers lift with these shadows (theme.shadows).">
        <TokenTable caption="Shadow tokens" columns={['Token', 'Sample', 'Value']}>
          {SIZES.map((size) => (
            <Table.Tr key={size}>
              <Table.Th scope="row">{size}</Table.Th>
              <Table.Td p="xl" bg="gray.0">
                <SampleCard
                  data-shadow={size}
                  bg="white"
                  style={{ boxShadow: `var(--mantine-shadow-${size})`, borderRadius: 'var(--mantine-radius-default)' }}
                >
                  {size}
                </SampleCard>
              </Table.Td>
              <Table.Td>
                <Text component="code" ff="monospace" fz="xs">
                  {fullTheme.shadows[size]}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </TokenTable>
      </FoundationSection>
    </FoundationPage>
  );
}
