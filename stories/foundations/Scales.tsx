import { Box, Table, Text } from '@mantine/core';
import { Code, FoundationPage, FoundationSection } from './FoundationPage';
import { fullTheme, SIZES, themeLengthPx } from './tokens';

/** The spacing scale (theme.spacing): gaps, paddings and margins, drawn as bars of that length. */
export function Spacing() {
  return (
    <FoundationPage title="Spacing" intro="The spacing scale of src/theme.ts (Mantine's defaults): gaps, paddings and margins use these tokens, never raw pixels. Sizes in pixels at 100% zoom.">
      <FoundationSection title="Spacing scale">
        <Table captionSide="top" withTableBorder>
          <Table.Caption>Spacing tokens</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Token</Table.Th>
              <Table.Th scope="col">Pixels</Table.Th>
              <Table.Th scope="col">CSS variable</Table.Th>
              <Table.Th scope="col">Length</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
          </Table.Tbody>
        </Table>
      </FoundationSection>
      <FoundationSection title="Breakpoints" intro="Widths at which layouts change (theme.breakpoints); the mobile viewport of the toolbar is below sm.">
        <Table captionSide="top" withTableBorder>
          <Table.Caption>Breakpoints</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Token</Table.Th>
              <Table.Th scope="col">From</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
          </Table.Tbody>
        </Table>
      </FoundationSection>
    </FoundationPage>
  );
}

/** Corner radii (theme.radius, default theme.defaultRadius) and shadows (theme.shadows), each drawn on a card. */
export function RadiiAndShadows() {
  const defaultRadius = fullTheme.defaultRadius;
  return (
    <FoundationPage title="Radii and shadows" intro="Corner radii and shadows of src/theme.ts (Mantine's scales). Components without a radius prop take the default radius.">
      <FoundationSection title="Radii" intro={`The default radius is ${String(defaultRadius)} (theme.defaultRadius).`}>
        <Table captionSide="top" withTableBorder>
          <Table.Caption>Radius tokens</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Token</Table.Th>
              <Table.Th scope="col">Pixels</Table.Th>
              <Table.Th scope="col">Sample</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
                  <Box aria-hidden data-radius={size} w={96} h={48} bg="brand.0" bd="1px solid var(--mantine-color-brand-6)" style={{ borderRadius: `var(--mantine-radius-${size})` }} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Box aria-hidden data-radius="default" w={96} h={48} bd="1px solid var(--mantine-color-gray-4)" style={{ borderRadius: 'var(--mantine-radius-default)' }} />
      </FoundationSection>
      <FoundationSection title="Shadows" intro="Cards and popovers lift with these shadows (theme.shadows).">
        <Table captionSide="top" withTableBorder>
          <Table.Caption>Shadow tokens</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Token</Table.Th>
              <Table.Th scope="col">Sample</Table.Th>
              <Table.Th scope="col">Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SIZES.map((size) => (
              <Table.Tr key={size}>
                <Table.Th scope="row">{size}</Table.Th>
                <Table.Td p="lg">
                  <Box aria-hidden data-shadow={size} w={96} h={48} bg="white" style={{ boxShadow: `var(--mantine-shadow-${size})`, borderRadius: 'var(--mantine-radius-default)' }} />
                </Table.Td>
                <Table.Td>
                  <Text component="code" ff="monospace" fz="xs">
                    {fullTheme.shadows[size]}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </FoundationSection>
    </FoundationPage>
  );
}
