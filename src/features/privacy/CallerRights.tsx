import { Anchor, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { SaveState } from '@/lib/loadState';
import { CALLER_NUMBER_EXAMPLE, isCallerNumber, type CallerData, type CallerErasure, type CallerExport } from '@/lib/privacy';
import { busyButtonProps } from '@/ui/busyRoot';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useIsolate } from '@/ui/ForeignText';
import { useMessageText } from '@/ui/MessageText';
import { useLocale } from '@/ui/useLocale';

export interface CallerRightsProps {
  /** The last lookup's answer (null before the first). */
  found: CallerData | null;
  /** Looking a number up: idle, under way, or failed (a refused number names the field `number`). */
  lookup: SaveState;
  /** Asking for the export's link. */
  exporting: SaveState;
  /** The export's link once given (single-use, until `expiresAt`). */
  exportLink: CallerExport | null;
  /** Erasing the number. */
  erasing: SaveState;
  /** The erasure of the number looked up (what its calls show now); null again with the next lookup. */
  erased: CallerErasure | null;
  onLookup: (number: string) => void;
  onExport: (number: string) => void;
  onErase: (number: string) => void;
}

/**
 * A caller's rights on the privacy page: find everything the account holds about one number (an
 * access request), export it as one file, or erase it (an erasure request), confirmed in place.
 * The focus follows: the confirmation takes it, Cancel or Escape give it back to Erase, and once
 * the caller is erased it goes to the number field for the next request.
 */
export function CallerRights(props: CallerRightsProps) {
  const { found, lookup, exporting, exportLink, erasing, erased, onLookup, onExport, onErase } = props;
  const { t } = useTranslation('privacy');
  const locale = useLocale();
  const isolate = useIsolate();
  const messageText = useMessageText();
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const eraseButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  // Erased: the result (and the focused confirmation with it) is gone; the field takes the next
  // request. The confirmation closes with the next Find.
  const erasedPseudonym = erased?.pseudonym;
  useLayoutEffect(() => {
    if (erasedPseudonym) field.current?.focus();
  }, [erasedPseudonym]);

  const serverProblem = lookup.status === 'error' && lookup.field === 'number' ? messageText(lookup.message) : null;
  // Once erased, the lookup's answer is out of date: the page asks again with the next Find.
  const shown = erased ? null : found;
  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => eraseButton.current?.focus());
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };
  const day = (iso: string | null) => (iso ? formatDateTime(iso, locale, { dateStyle: 'medium' }) : '');

  const status =
    erased && erasedPseudonym
      ? t('caller.erased', { pseudonym: isolate(erasedPseudonym) })
      : shown
        ? shown.calls === 0
          ? t('caller.none', { number: isolate(shown.number) })
          : t('caller.found', { number: isolate(shown.number) })
        : '';

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="privacy-caller">
      <Title order={2} fz="h4" id="privacy-caller" mb={4}>
        {t('caller.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('caller.intro')}
      </Text>
      <Stack gap="md" maw={640}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!isCallerNumber(number)) {
              setProblem(t('caller.invalid', { example: isolate(CALLER_NUMBER_EXAMPLE) }));
              field.current?.focus();
              return;
            }
            setProblem(null);
            setConfirming(false);
            onLookup(number.trim());
          }}
        >
          {/* The button sits level with the field (a responsive margin would need an inline <style>, invalid in <body>). */}
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              ref={field}
              label={t('caller.number')}
              description={t('caller.numberHint', { example: isolate(CALLER_NUMBER_EXAMPLE) })}
              type="tel"
              dir="ltr"
              autoComplete="off"
              maxLength={32}
              value={number}
              onChange={(event) => {
                setNumber(event.currentTarget.value);
                setProblem(null);
              }}
              error={problem ?? serverProblem}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" {...busyButtonProps(lookup.status === 'saving')}>
              {t('caller.find')}
            </Button>
          </Group>
        </form>
        {lookup.status === 'error' && lookup.field !== 'number' && <ErrorAlert role="alert">{messageText(lookup.message)}</ErrorAlert>}

        <Box role="status" aria-live="polite" data-testid="caller-status">
          {status && (
            <Text size="sm" fw={600}>
              {status}
            </Text>
          )}
        </Box>

        {shown && shown.calls > 0 && (
          <Stack gap="md">
            <Box
              component="dl"
              m={0}
              style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 'var(--mantine-spacing-md)', rowGap: 4 }}
            >
              <Term label={t('caller.calls')} value={formatNumber(shown.calls, locale)} />
              <Term label={t('caller.firstCall')} value={day(shown.firstCallAt)} />
              <Term label={t('caller.lastCall')} value={day(shown.lastCallAt)} />
              <Term label={t('caller.recordings')} value={formatNumber(shown.recordings, locale)} />
              <Term label={t('caller.messagesTaken')} value={formatNumber(shown.messagesTaken, locale)} />
              <Term label={t('caller.deliveries')} value={formatNumber(shown.deliveries, locale)} />
            </Box>

            <Group gap="sm">
              <Button variant="light" onClick={() => onExport(shown.number)} {...busyButtonProps(exporting.status === 'saving')}>
                {t('caller.export')}
              </Button>
              {!confirming && (
                <Button ref={eraseButton} variant="outline" color="red.9" onClick={() => setConfirming(true)}>
                  {t('caller.erase')}
                </Button>
              )}
            </Group>
            {exporting.status === 'error' && <ErrorAlert role="alert">{messageText(exporting.message)}</ErrorAlert>}
            {exportLink && (
              <Stack gap={4}>
                <Anchor href={exportLink.url} download fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                  <IconDownload size={18} aria-hidden />
                  {t('caller.download')}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('caller.downloadNote', { time: formatDateTime(exportLink.expiresAt, locale, { timeStyle: 'short' }) })}
                </Text>
              </Stack>
            )}

            {confirming && (
              <Paper withBorder p="md" bg="var(--mantine-color-red-0)" role="group" aria-labelledby="privacy-erase-confirm">
                <Text id="privacy-erase-confirm" size="sm" mb="sm">
                  {t('caller.confirmText', { number: isolate(shown.number) })}
                </Text>
                {erasing.status === 'error' && (
                  <ErrorAlert role="alert" mb="sm">
                    {messageText(erasing.message)}
                  </ErrorAlert>
                )}
                <Group gap="sm">
                  <Button
                    ref={confirmButton}
                    color="red.9"
                    onKeyDown={escape}
                    onClick={() => onErase(shown.number)}
                    {...busyButtonProps(erasing.status === 'saving')}
                  >
                    {t('caller.confirmErase')}
                  </Button>
                  <Button variant="subtle" onKeyDown={escape} onClick={cancel}>
                    {t('caller.cancel')}
                  </Button>
                </Group>
              </Paper>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Term({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500}>
        {value}
      </Text>
    </>
  );
}
