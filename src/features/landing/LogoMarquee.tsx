import { Box, Button, Container, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARQUEE_REPEATS, type PartnerLogo } from '@/lib/landing';
import './landing.css';

export interface LogoMarqueeProps {
  /** The partners' logos (name and image), in the order they pass. */
  logos: readonly PartnerLogo[];
  /** How many times the logos repeat in the strip (spec: 3). */
  repeats?: number;
}

const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 48;
const GAP = 48;

/**
 * The scrolling strip of partner logos (4 logos, repeated 3 times): the logos repeated, moving
 * sideways (the other way in right-to-left pages). It pauses on hover, on keyboard focus and
 * with its pause button, and stands still for visitors who prefer reduced motion. Only the
 * first copy is read out; the repeats are decorative.
 */
export function LogoMarquee({ logos, repeats = MARQUEE_REPEATS }: LogoMarqueeProps) {
  const { t } = useTranslation('hero');
  const [paused, setPaused] = useState(false);
  return (
    <Container size="lg" mt={48}>
      <Text component="h2" ta="center" size="sm" fw={600} c="dimmed" mb="md" id="partners-title">
        {t('partnersTitle')}
      </Text>
      <div className="vz-marquee" data-paused={paused} data-testid="partner-marquee" style={{ overflow: 'hidden', position: 'relative' }}>
        <div className="vz-marquee-track" style={{ display: 'flex', width: 'max-content' }}>
          {Array.from({ length: repeats }, (_, copy) => (
            <ul
              key={copy}
              aria-labelledby={copy === 0 ? 'partners-title' : undefined}
              aria-hidden={copy === 0 ? undefined : true}
              style={{
                display: 'flex',
                gap: GAP,
                paddingInlineEnd: GAP,
                margin: 0,
                paddingInlineStart: 0,
                listStyle: 'none',
                flexShrink: 0,
              }}
            >
              {logos.map((logo) => (
                <li key={logo.name} style={{ display: 'flex' }}>
                  <img src={logo.src} alt={copy === 0 ? logo.name : ''} width={LOGO_WIDTH} height={LOGO_HEIGHT} decoding="async" />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <Box ta="center" mt="xs">
        <Button
          className="vz-marquee-toggle"
          variant="subtle"
          size="compact-sm"
          onClick={() => setPaused((value) => !value)}
          leftSection={paused ? <IconPlayerPlay size={14} aria-hidden /> : <IconPlayerPause size={14} aria-hidden />}
        >
          {paused ? t('playLogos') : t('pauseLogos')}
        </Button>
      </Box>
    </Container>
  );
}
