import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StudioVersionsView, type StudioVersionsData, type StudioVersionsViewProps } from '@/features/studio/StudioVersionsView';
import type { ActionState } from '@/lib/loadState';
import { loaded, loadFailed, loading, loadingPlay, portalViewMeta, saveFailed, saving } from '../support/loadState';
import { MockStudioSetup } from '../../mock-api/fixtures/studio';
import { t } from '../support/i18n';
import { inLocale, onMobile } from '../support/variants';
import { STUDIO_NOW } from './handlers';
import { atRest, restFocus } from '../support/atRest';
import { choice, namedChoices } from '../support/named';

const published = MockStudioSetup(STUDIO_NOW, 'published');
const draft = MockStudioSetup(STUDIO_NOW, 'draft');
/** Text from the setup, shown as text: a change summary with markup in it. */
const SUMMARY = ['Saturday: closed → 10:00–14:00', 'Answer added: ¿Aceptan seguros?', 'Answer added: <img src=x onerror=alert(1)>'];

const data = (unpublished: boolean): StudioVersionsData => ({
  overview: {
    revision: 3,
    updatedAt: '2026-11-26T09:00:00.000Z',
    draft,
    live: null,
    unpublished,
    changes: [],
    summary: unpublished ? SUMMARY : [],
    transferAllowed: false,
  },
  live: 2,
  versions: [
    {
      number: 2,
      publishedAt: '2026-11-20T10:00:00.000Z',
      publishedBy: { id: 1, name: 'Laura Martín' },
      changes: [],
      summary: ['Booking: 30 min, 30 d → 45 min, 30 d'],
    },
    { number: 1, publishedAt: '2026-08-19T10:00:00.000Z', publishedBy: { id: 1, name: 'Laura Martín' }, changes: [], summary: [] },
  ],
});

type Props = StudioVersionsViewProps;
/* What a designer can pick in Controls (each story gives it by its option's name). */
const STATES = {
  'Unpublished changes': loaded(data(true)),
  'Up to date': loaded(data(false)),
  'Nothing published yet': loaded({ ...data(true), live: null, versions: [] }),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, Props['state']>;
const CONFIRMS = {
  None: null,
  'All scenarios pass': { failing: [] },
  'One scenario fails': { failing: ['Los sábados está cerrado'] },
} satisfies Record<string, Props['confirm']>;
const COMPARISONS = {
  None: null,
  'Version 1 and the draft': loaded({
    from: { number: 1, setup: published },
    to: { number: null, setup: draft },
    summary: SUMMARY.slice(0, 2),
  }),
  Comparing: loading,
  'Comparison failed': loadFailed(),
} satisfies Record<string, Props['comparison']>;
const DENIALS = {
  None: null,
  'Identity check pending': 'kycNotApproved',
  'Identity check rejected': 'kycRejected',
  'No plan': 'noPlan',
} satisfies Record<string, Props['publishDenial']>;
const ACTIONS = { Idle: { status: 'idle' }, 'Under way': saving, 'Network error': saveFailed() } satisfies Record<string, ActionState>;

const meta = {
  title: 'Portal/Agent studio/Versions',
  component: StudioVersionsView,
  ...portalViewMeta({
    state: choice(STATES, 'Unpublished changes'),
    confirm: choice(CONFIRMS, 'None'),
    checking: false,
    publish: choice(ACTIONS, 'Idle'),
    restore: choice(ACTIONS, 'Idle'),
    comparison: choice(COMPARISONS, 'None'),
    setupHref: '/dashboard/bot-config',
    testHref: '/dashboard/bot-config/test',
    formatDate: (iso: string) => iso.slice(0, 10),
    publishDenial: choice(DENIALS, 'None'),
    resubmitHref: '/dashboard/resubmit-kyc',
    plansHref: '/dashboard/buy-calls',
    onPublish: fn(),
    onConfirmPublish: fn(),
    onCancelPublish: fn(),
    onRestore: fn(),
    onCompare: fn(),
  }),
  argTypes: {
    state: namedChoices(STATES),
    confirm: namedChoices(CONFIRMS),
    publish: namedChoices(ACTIONS),
    restore: namedChoices(ACTIONS),
    comparison: namedChoices(COMPARISONS),
    publishDenial: namedChoices(DENIALS),
    formatDate: { control: false },
    onPublish: { control: false },
    onConfirmPublish: { control: false },
    onCancelPublish: { control: false },
    onRestore: { control: false },
    onCompare: { control: false },
    onRetry: { control: false },
  },
} satisfies Meta<typeof StudioVersionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Version 2 is live, the draft has unpublished changes (said in plain words, as text); Publish and Restore. */
export const UnpublishedChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: t('dashboard:studio.versions.live', { number: 2 }) })).toBeVisible();
    const changes = within(canvas.getByRole('list', { name: t('dashboard:studio.versions.unpublished') }));
    await expect(changes.getAllByRole('listitem').map((item) => item.textContent)).toEqual(SUMMARY);
    await expect(canvasElement.querySelector('img')).toBeNull();
    const v2 = within(canvas.getByRole('listitem', { name: t('dashboard:studio.versions.version', { number: 2 }) }));
    await expect(v2.getByText(t('dashboard:studio.versions.liveBadge'))).toBeVisible();
    await expect(v2.getByText(t('dashboard:studio.versions.by', { name: 'Laura Martín', date: '2026-11-20' }))).toBeVisible();
    await expect(v2.getByText('Booking: 30 min, 30 d → 45 min, 30 d')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:studio.versions.publish') }));
    await expect(args.onPublish).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:studio.versions.restore', { number: 1 }) }));
    await expect(args.onRestore).toHaveBeenCalledWith(1);
    restFocus();
  },
};
export const UnpublishedChangesSpanish: Story = inLocale(UnpublishedChanges, 'es');
export const UnpublishedChangesArabic: Story = inLocale(UnpublishedChanges, 'ae');
export const UnpublishedChangesMobile: Story = onMobile(UnpublishedChanges, 'ae');

/**
 * The identity check is not approved yet: a note says publishing waits for it (the API would refuse
 * it for the same reason, src/lib/access.ts), and Publish stays off; setting up goes on.
 */
export const PublishWaitsForApproval: Story = {
  args: { publishDenial: choice(DENIALS, 'Identity check pending') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent(t('common:access.publish.kycNotApproved'));
    await expect(within(note).queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('dashboard:studio.versions.publish') })).toBeDisabled();
    await expect(args.onPublish).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: t('dashboard:studio.versions.restore', { number: 1 }) })).toBeEnabled();
  },
};
export const PublishWaitsForApprovalSpanish: Story = inLocale(PublishWaitsForApproval, 'es');
export const PublishWaitsForApprovalArabic: Story = inLocale(PublishWaitsForApproval, 'ae');

/** No plan yet: the note offers the plans; Publish stays off. */
export const PublishNeedsAPlan: Story = {
  args: { publishDenial: choice(DENIALS, 'No plan') },
  play: async ({ canvasElement }) => {
    const note = within(within(canvasElement).getByRole('note'));
    await expect(note.getByText(t('common:access.publish.noPlan'))).toBeVisible();
    await expect(note.getByRole('link', { name: t('common:access.choosePlan') })).toHaveAttribute('href', '/dashboard/buy-calls');
    await expect(within(canvasElement).getByRole('button', { name: t('dashboard:studio.versions.publish') })).toBeDisabled();
  },
};
export const PublishNeedsAPlanArabic: Story = inLocale(PublishNeedsAPlan, 'ae');

/** The identity check was rejected: the note leads to sending the documents again. */
export const PublishAfterRejectedCheck: Story = {
  args: { publishDenial: choice(DENIALS, 'Identity check rejected') },
  play: async ({ canvasElement }) => {
    const note = within(within(canvasElement).getByRole('note'));
    await expect(note.getByText(t('common:access.publish.kycRejected'))).toBeVisible();
    await expect(note.getByRole('link', { name: t('common:access.resubmit') })).toHaveAttribute('href', '/dashboard/resubmit-kyc');
  },
};
export const PublishAfterRejectedCheckArabic: Story = inLocale(PublishAfterRejectedCheck, 'ae');

/** The draft is the live version: nothing to publish. */
export const UpToDate: Story = {
  args: { state: choice(STATES, 'Up to date') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('dashboard:studio.versions.upToDate'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('dashboard:studio.versions.publish') })).toBeDisabled();
  },
};
export const UpToDateArabic: Story = inLocale(UpToDate, 'ae');

/** Nothing published yet. */
export const NoneLive: Story = {
  args: { state: choice(STATES, 'Nothing published yet') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: t('dashboard:studio.versions.noneLive') })).toBeVisible();
    await expect(canvas.getByText(t('dashboard:studio.versions.empty'))).toBeVisible();
  },
};

/** Publishing while a scenario fails: the confirmation names it. */
export const ConfirmWithFailingScenario: Story = {
  parameters: atRest({ open: () => [t('dashboard:studio.versions.confirmTitle', { number: 3 })] }),
  args: { confirm: choice(CONFIRMS, 'One scenario fails') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = within(canvas.getByRole('alertdialog', { name: t('dashboard:studio.versions.confirmTitle', { number: 3 }) }));
    await expect(dialog.getByText(t('dashboard:studio.versions.failing', { count: 1 }))).toBeVisible();
    await expect(dialog.getByText('Los sábados está cerrado')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('dashboard:studio.versions.publishAnyway') }));
    await expect(args.onConfirmPublish).toHaveBeenCalledOnce();
    restFocus();
  },
};
export const ConfirmWithFailingScenarioSpanish: Story = inLocale(ConfirmWithFailingScenario, 'es');
export const ConfirmWithFailingScenarioArabic: Story = inLocale(ConfirmWithFailingScenario, 'ae');

/** The confirmation closes with Escape, as a dialog does: the publication is called off. */
export const ConfirmClosesWithEscape: Story = {
  parameters: atRest({ open: () => [t('dashboard:studio.versions.confirmTitle', { number: 3 })] }),
  args: { confirm: choice(CONFIRMS, 'One scenario fails') },
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      within(canvasElement).getByRole('alertdialog', { name: t('dashboard:studio.versions.confirmTitle', { number: 3 }) }),
    );
    dialog.getByRole('button', { name: t('dashboard:studio.versions.publishAnyway') }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelPublish).toHaveBeenCalledOnce();
    await expect(args.onConfirmPublish).not.toHaveBeenCalled();
    restFocus();
  },
};

/** Version 1 and the draft side by side, with what changes. */
export const Compared: Story = {
  args: { comparison: choice(COMPARISONS, 'Version 1 and the draft') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const left = within(canvas.getByRole('region', { name: t('dashboard:studio.versions.version', { number: 1 }) }));
    const right = within(canvas.getByRole('region', { name: t('dashboard:studio.versions.draft') }));
    await expect(left.getByText(`${t('dashboard:studio.days.sat')}: ${t('dashboard:studio.hours.closed')}`)).toBeVisible();
    // The range is isolated (its own element) inside the day's line.
    await expect(right.getByText('10:00–14:00').parentElement).toHaveTextContent(`${t('dashboard:studio.days.sat')}: 10:00–14:00`);
    await expect(right.getByText('¿Aceptan seguros?')).toBeVisible();
    await expect(left.queryByText('¿Aceptan seguros?')).toBeNull();
  },
};
export const ComparedArabic: Story = inLocale(Compared, 'ae');

/** The versions loading: the heading and the links show first, a status line says the rest is loading. */
export const Loading: Story = {
  args: { state: choice(STATES, 'Loading') },
  play: async (context) => {
    await loadingPlay(() => t('dashboard:studio.versions.loading'), 'button')(context);
    // The heading and the links are there before the data.
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('dashboard:studio.versions.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('dashboard:studio.tryInChat') })).toBeVisible();
  },
};
