import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type ListProps,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/contract';
import type { ActionState, LoadState } from '@/lib/loadState';
import { formatRanges } from '@/lib/studio/limits';
import { WEEKDAYS } from '@/lib/studio/types';
import type { AccessDenial } from '@/lib/access';
import { AccessNote } from '@/ui/AccessNote';
import { Isolate, useIsolate } from '@/ui/ForeignText';
import { PageHeader, PageLoadError, PageLoading, SaveStatus } from '@/ui/PageStates';
import { StudioPanel } from './StudioPanel';
import { busyButtonProps } from '@/ui/busyRoot';

type Version = Schema<'StudioVersion'>;
type Compared = Schema<'StudioCompared'>;

export interface StudioVersionsData {
  overview: Schema<'StudioOverview'>;
  live: number | null;
  versions: Version[];
}

export interface StudioVersionsViewProps {
  /** The published versions and whether the draft has changes not yet published. */
  state: LoadState<StudioVersionsData>;
  /** Publishing: checking the scenarios first, then the confirmation (naming the failing ones). */
  confirm: { failing: string[] } | null;
  /** The scenarios are being run before the confirmation (the publish button's loader). */
  checking: boolean;
  /** Publishing the draft, once confirmed. */
  publish: ActionState;
  /** Restoring an earlier version as the draft. */
  restore: ActionState;
  /** Two versions compared side by side, with a summary of what changed; null: none asked for. */
  comparison: LoadState<{ from: Compared; to: Compared; summary: string[] }> | null;
  /** The setup page. */
  setupHref: string;
  /** The test chat. */
  testHref: string;
  /** Formats a date for the page's language. */
  formatDate: (iso: string) => string;
  /** "Publish" pressed: the scenarios run first. */
  onPublish: () => void;
  /** The publication confirmed. */
  onConfirmPublish: () => void;
  /** The publication called off. */
  onCancelPublish: () => void;
  /** A version's "Restore" pressed, with its number. */
  onRestore: (number: number) => void;
  /** Two versions picked to compare. */
  onCompare: (from: string, to: string) => void;
  /** Retry after a failed load. */
  onRetry: () => void;
  /**
   * Why the account may not publish yet (src/lib/access.ts: an approved identity check and a plan),
   * shown beside Publish, which stays off; null or absent: it may.
   */
  publishDenial?: AccessDenial | null;
  /** The identity check sent again: the step the note offers after a rejected check. */
  resubmitHref?: string;
  /** The plans: the step the note offers without a plan. */
  plansHref?: string;
}

/**
 * Versions (`/dashboard/bot-config/versions`): which version is live, whether the draft has
 * unpublished changes, Publish (asking first, naming failing scenarios), the versions with their
 * change summaries, who published them and when, two compared side by side, and Restore.
 */
export function StudioVersionsView({ state, onRetry, ...props }: StudioVersionsViewProps) {
  const { t } = useTranslation('dashboard');
  const iso = useIsolate();
  const draftPanel = useRef<HTMLDivElement>(null);
  // The confirmation takes the focus when it opens; when it closes the focus goes back to Publish
  // (called off) or, once published (Publish is then disabled: nothing left to publish), to the
  // panel's heading, whose status says the version was published.
  const open = props.confirm !== null;
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    const panel = draftPanel.current;
    if (!panel) return;
    const target = open
      ? panel.querySelector<HTMLElement>('[role="alertdialog"] button')
      : (panel.querySelector<HTMLElement>('[data-publish]:not(:disabled)') ?? panel.querySelector<HTMLElement>('h2'));
    target?.focus();
  }, [open]);
  if (state.status === 'error')
    return <PageLoadError title={t('studio.versions.loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />;
  // The heading, its introduction and the links come before the data (and with the pre-rendered frame).
  const top = (
    <>
      <PageHeader title={t('studio.versions.title')} intro={t('studio.versions.intro')} />
      <Group gap="md">
        <Anchor href={props.setupHref}>{t('studio.test.backToSetup')}</Anchor>
        <Anchor href={props.testHref}>{t('studio.tryInChat')}</Anchor>
      </Group>
    </>
  );
  if (state.status === 'loading') {
    return (
      <Stack gap="xl">
        {top}
        <PageLoading label={t('studio.versions.loading')} blocks={2} />
      </Stack>
    );
  }
  const { overview, live, versions } = state.data;
  const next = (versions[0]?.number ?? 0) + 1;
  return (
    <Stack gap="xl">
      {top}
      <div ref={draftPanel}>
        <StudioPanel
          id="studio-draft-state"
          title={live === null ? t('studio.versions.noneLive') : t('studio.versions.live', { number: live })}
          titleGap="xs"
        >
          {overview.unpublished ? (
            <Stack gap="xs">
              <Text fw={600}>{t('studio.versions.unpublished')}</Text>
              <WrittenList lines={overview.summary} aria-label={t('studio.versions.unpublished')} />
            </Stack>
          ) : (
            <Text>{t('studio.versions.upToDate')}</Text>
          )}
          <SaveStatus state={props.publish} successText={t('studio.versions.published')} />
          {props.confirm ? (
            <Alert
              mt="md"
              color={props.confirm.failing.length ? 'red' : 'blue'}
              title={t('studio.versions.confirmTitle', { number: next })}
              role="alertdialog"
              onKeyDown={(event) => {
                if (event.key === 'Escape') props.onCancelPublish();
              }}
            >
              <Stack gap="sm" align="flex-start">
                {props.confirm.failing.length > 0 ? (
                  <>
                    <Text size="sm">{t('studio.versions.failing', { count: props.confirm.failing.length })}</Text>
                    <WrittenList lines={props.confirm.failing} />
                  </>
                ) : (
                  <Text size="sm">{t('studio.versions.allPass')}</Text>
                )}
                <Group>
                  <Button
                    color={props.confirm.failing.length ? 'red.9' : undefined}
                    {...busyButtonProps(props.publish.status === 'saving')}
                    onClick={props.onConfirmPublish}
                  >
                    {props.confirm.failing.length ? t('studio.versions.publishAnyway') : t('studio.versions.confirmPublish')}
                  </Button>
                  <Button variant="subtle" onClick={props.onCancelPublish}>
                    {t('studio.answers.cancel')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Stack gap="sm" mt="md" align="flex-start">
              {props.publishDenial && (
                <AccessNote
                  topic="publish"
                  denial={props.publishDenial}
                  resubmitHref={props.resubmitHref ?? ''}
                  plansHref={props.plansHref ?? ''}
                />
              )}
              <Button
                data-publish
                onClick={props.onPublish}
                {...busyButtonProps(props.checking, !overview.unpublished || Boolean(props.publishDenial))}
              >
                {t('studio.versions.publish')}
              </Button>
            </Stack>
          )}
        </StudioPanel>
      </div>

      <StudioPanel id="studio-version-list" title={t('studio.versions.listTitle')}>
        <SaveStatus state={props.restore} successText={t('studio.versions.restored')} />
        {versions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('studio.versions.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {versions.map((version) => (
              <Paper
                key={version.number}
                component="li"
                withBorder
                p="sm"
                aria-label={t('studio.versions.version', { number: version.number })}
              >
                <Group justify="space-between" wrap="wrap">
                  <Group gap="xs">
                    <Text fw={600}>{t('studio.versions.version', { number: version.number })}</Text>
                    {version.number === live && (
                      <Badge color="green.9" tt="none">
                        {t('studio.versions.liveBadge')}
                      </Badge>
                    )}
                  </Group>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => props.onRestore(version.number)}
                    {...busyButtonProps(props.restore.status === 'saving')}
                  >
                    {t('studio.versions.restore', { number: version.number })}
                  </Button>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('studio.versions.by', { name: iso(version.publishedBy.name), date: iso(props.formatDate(version.publishedAt)) })}
                </Text>
                {version.summary.length > 0 ? (
                  <WrittenList lines={version.summary} mt={4} />
                ) : (
                  <Text size="sm">{t('studio.versions.firstVersion')}</Text>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </StudioPanel>

      {versions.length > 0 && <CompareSection versions={versions} comparison={props.comparison} onCompare={props.onCompare} />}
    </Stack>
  );
}

function CompareSection({
  versions,
  comparison,
  onCompare,
}: {
  versions: Version[];
  comparison: StudioVersionsViewProps['comparison'];
  onCompare: StudioVersionsViewProps['onCompare'];
}) {
  const { t } = useTranslation('dashboard');
  const options = [
    { value: 'draft', label: t('studio.versions.draft') },
    ...versions.map((version) => ({ value: String(version.number), label: t('studio.versions.version', { number: version.number }) })),
  ];
  const [from, setFrom] = useState(String(versions[0]?.number ?? 'draft'));
  const [to, setTo] = useState('draft');
  const name = (side: Compared) =>
    side.number === null ? t('studio.versions.draft') : t('studio.versions.version', { number: side.number });
  return (
    <StudioPanel id="studio-compare" title={t('studio.versions.compareTitle')}>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          w={180}
          label={t('studio.versions.from')}
          data={options}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <NativeSelect
          w={180}
          label={t('studio.versions.to')}
          data={options}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <Button variant="light" onClick={() => onCompare(from, to)}>
          {t('studio.versions.compare')}
        </Button>
      </Group>
      {comparison?.status === 'loading' && <PageLoading label={t('studio.versions.comparing')} blocks={1} />}
      {comparison?.status === 'error' && <SaveStatus state={{ status: 'error', message: comparison.message }} successText="" />}
      {comparison?.status === 'loaded' && (
        <Stack gap="sm" mt="md">
          <Box>
            <Text fw={600}>{t('studio.versions.differences')}</Text>
            {comparison.data.summary.length ? (
              <WrittenList lines={comparison.data.summary} />
            ) : (
              <Text size="sm">{t('studio.versions.noDifferences')}</Text>
            )}
          </Box>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {[comparison.data.from, comparison.data.to].map((side, index) => (
              <Paper key={index} withBorder p="sm" component="section" aria-label={name(side)}>
                <Title order={3} fz="md" mb={4}>
                  {name(side)}
                </Title>
                <List size="sm">
                  {WEEKDAYS.map((day) => (
                    <List.Item key={day}>
                      {t(`studio.days.${day}`)}:{' '}
                      {formatRanges(side.setup.hours.week[day]) ? (
                        <Isolate>{formatRanges(side.setup.hours.week[day])}</Isolate>
                      ) : (
                        t('studio.hours.closed')
                      )}
                    </List.Item>
                  ))}
                </List>
                <Text size="sm" fw={600} mt="xs">
                  {t('studio.answers.title')}
                </Text>
                <WrittenList lines={side.setup.answers.map((answer) => answer.question)} />
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </StudioPanel>
  );
}

/** Texts people wrote (change summaries, scenario names, questions) as a list, each in its own direction. */
function WrittenList({ lines, ...props }: { lines: readonly string[] } & Omit<ListProps, 'children'>) {
  return (
    <List size="sm" {...props}>
      {lines.map((line, index) => (
        <List.Item key={index}>
          <Text span size="sm" dir="auto">
            {line}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
