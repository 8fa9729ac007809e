import { Box, Stack, Text } from '@mantine/core';
import { Code, FoundationPage, FoundationSection } from './FoundationPage';
import * as PRODUCT_ICONS from './productIcons';

/** The icon's name on tabler.io: `IconMessage2Cog` is `message-2-cog`, `IconPlayerPlayFilled` the filled `player-play`. */
export function tablerName(component: string): string {
  const filled = component.endsWith('Filled');
  const base = component
    .replace(/^Icon/, '')
    .replace(/Filled$/, '')
    .replace(/([a-z])(\d)/g, '$1-$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
  return filled ? `${base} (filled)` : base;
}

/** Every icon of @tabler/icons-react the portal uses, with its component and tabler.io names. */
export function Icons() {
  const names = Object.keys(PRODUCT_ICONS) as (keyof typeof PRODUCT_ICONS)[];
  return (
    <FoundationPage
      title="Icons"
      intro="The portal draws its icons with @tabler/icons-react (outline style, 24px grid, stroke 2 unless a component says otherwise). Icons beside a text are decorative (aria-hidden); an icon alone in a button gets the button's label. Icons that point somewhere (arrows) flip in right-to-left pages."
    >
      <FoundationSection title={`Icons in use (${names.length})`}>
        <Box
          component="ul"
          aria-label="Icons in use"
          p={0}
          m={0}
          style={{
            listStyle: 'none',
            display: 'grid',
            gap: 'var(--mantine-spacing-md)',
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          }}
        >
          {names.map((name) => {
            const Icon = PRODUCT_ICONS[name];
            return (
              <Box
                component="li"
                key={name}
                data-icon={name}
                p="sm"
                bd="1px solid var(--mantine-color-gray-3)"
                style={{ borderRadius: 'var(--mantine-radius-default)' }}
              >
                <Stack gap={4} align="flex-start">
                  <Icon size={28} aria-hidden />
                  <Code>{name}</Code>
                  <Text fz="xs" c="dimmed">
                    {tablerName(name)}
                  </Text>
                </Stack>
              </Box>
            );
          })}
        </Box>
      </FoundationSection>
    </FoundationPage>
  );
}
