import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StudioTestView } from '@/features/studio/StudioTestView';
import type { Schema } from '@/lib/contract';
import { MockStudioAnswers, MockStudioScenarios } from '../../mock-api/fixtures/studio';
import { storyIsolate, t } from '../support/i18n';
import { portalViewMeta } from '../support/loadState';
import { inLocale, onMobile } from '../support/variants';
import { atRest, restFocus } from '../support/atRest';
import { choice, namedChoices } from '../support/named';
import { INSURANCE, LINES, SCENARIOS, RESULTS, REQUEST, SAVE, DELETES } from './studioTestFixtures';

const meta = {
  title: 'Portal/Agent studio/Test chat',
  component: StudioTestView,
  ...portalViewMeta({
    lines: choice(LINES, 'Every kind of source'),
    language: 'es',
    answers: Object.values(MockStudioAnswers).map((answer) => ({ id: answer.id, question: answer.question })),
    chat: choice(SAVE, 'Idle'),
    scenarioSave: choice(SAVE, 'Idle'),
    scenarios: choice(SCENARIOS, 'Demo scenarios'),
    run: choice(SAVE, 'Idle'),
    scenarioDelete: choice(DELETES, 'None'),
    results: choice(RESULTS, 'Not run yet'),
    sourceHref: (source: Schema<'StudioLineSource'>) => `/dashboard/bot-config#${source.kind}`,
    setupHref: '/dashboard/bot-config',
    onLanguageChange: fn(),
    onSend: fn(),
    onRestart: fn(),
    onSaveScenario: fn(),
    onRunAll: fn(),
    onDeleteScenario: fn(),
  }),
  argTypes: {
    lines: namedChoices(LINES),
    language: { options: ['es', 'en', 'ar'], control: { type: 'radio', labels: { es: 'Spanish', en: 'English', ar: 'Arabic' } } },
    answers: { control: false },
    chat: namedChoices(REQUEST),
    scenarioSave: namedChoices(SAVE),
    scenarios: namedChoices(SCENARIOS),
    run: namedChoices(REQUEST),
    scenarioDelete: namedChoices(DELETES),
    results: namedChoices(RESULTS),
    sourceHref: { control: false },
    onLanguageChange: { control: false },
    onSend: { control: false },
    onRestart: { control: false },
    onSaveScenario: { control: false },
    onRunAll: { control: false },
    onDeleteScenario: { control: false },
    onRetry: { control: false },
  },
} satisfies Meta<typeof StudioTestView>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));

/** Each agent line names its source and links to it; the caller's text is text, never HTML; a message is sent. */
export const ChatWithEverySource: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('dashboard:studio.test.title') })).toBeVisible();
    const chat = region(canvasElement, t('dashboard:studio.test.chatTitle'));
    await step('every source, as a link to its part of the setup', async () => {
      const expected: [string, string][] = [
        [t('dashboard:studio.test.source.instructions'), 'instructions'],
        [t('dashboard:studio.test.source.answer', { question: storyIsolate(MockStudioAnswers.insurance.question) }), 'answer'],
        [t('dashboard:studio.test.source.hours'), 'hours'],
        [t('dashboard:studio.test.source.booking'), 'booking'],
        [t('dashboard:studio.test.source.transfer'), 'transfer'],
        [t('dashboard:studio.test.source.no_answer'), 'no_answer'],
      ];
      for (const [name, kind] of expected)
        await expect(chat.getByRole('link', { name })).toHaveAttribute('href', `/dashboard/bot-config#${kind}`);
    });
    await step('the caller text is shown as typed, not as markup', async () => {
      await expect(chat.getByText('<b>¿Tratan el ronquido?</b>')).toBeVisible();
      await expect(canvasElement.querySelector('li b')).toBeNull();
    });
    await step('an empty message is refused; a message is sent', async () => {
      await userEvent.click(chat.getByRole('button', { name: t('dashboard:studio.test.send') }));
      await expect(chat.getByRole('textbox', { name: t('dashboard:studio.test.message') })).toHaveAccessibleDescription(
        t('dashboard:studio.test.messageRequired'),
      );
      await userEvent.type(chat.getByRole('textbox', { name: t('dashboard:studio.test.message') }), '¿Dónde aparco?');
      await userEvent.click(chat.getByRole('button', { name: t('dashboard:studio.test.send') }));
      await expect(args.onSend).toHaveBeenCalledWith('¿Dónde aparco?');
    });
    await step('saved as a scenario with expectations chosen in plain words', async () => {
      const form = region(canvasElement, t('dashboard:studio.test.saveTitle'));
      await userEvent.type(form.getByRole('textbox', { name: t('dashboard:studio.test.scenarioName') }), 'Seguros');
      await userEvent.selectOptions(
        form.getByRole('combobox', { name: t('dashboard:studio.test.answersFrom') }),
        MockStudioAnswers.insurance.id,
      );
      await userEvent.click(form.getByRole('checkbox', { name: t('dashboard:studio.test.expect.takes_message') }));
      await userEvent.type(form.getByRole('textbox', { name: t('dashboard:studio.test.neverSays') }), 'le paso con');
      await userEvent.click(form.getByRole('button', { name: t('dashboard:studio.test.saveScenario') }));
      await expect(args.onSaveScenario).toHaveBeenCalledWith({
        name: 'Seguros',
        expectations: [
          { kind: 'takes_message' },
          { kind: 'answers_from', answerId: MockStudioAnswers.insurance.id },
          { kind: 'never_says', phrase: 'le paso con' },
        ],
      });
    });
    restFocus();
  },
};
export const ChatWithEverySourceSpanish: Story = inLocale(ChatWithEverySource, 'es');
export const ChatWithEverySourceArabic: Story = inLocale(ChatWithEverySource, 'ae');
export const ChatWithEverySourceMobile: Story = onMobile(ChatWithEverySource, 'ae');

/** Saving a scenario without a name, then without an expectation: each problem is said under its field, which takes the focus. */
export const ScenarioNeedsANameAndAnExpectation: Story = {
  play: async ({ canvasElement, args }) => {
    const form = region(canvasElement, t('dashboard:studio.test.saveTitle'));
    const name = form.getByRole('textbox', { name: t('dashboard:studio.test.scenarioName') });
    await userEvent.click(form.getByRole('button', { name: t('dashboard:studio.test.saveScenario') }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(t('dashboard:studio.test.scenarioNameRequired'));
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'Seguros');
    await userEvent.click(form.getByRole('button', { name: t('dashboard:studio.test.saveScenario') }));
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(t('dashboard:studio.test.expectationRequired'))).toBeVisible();
    const first = form.getByRole('checkbox', { name: t('dashboard:studio.test.expect.books') });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(args.onSaveScenario).not.toHaveBeenCalled();
    restFocus();
  },
};
export const ScenarioNeedsANameAndAnExpectationArabic: Story = inLocale(ScenarioNeedsANameAndAnExpectation, 'ae');

/** The server refused a field of the scenario (a phrase it found empty): that field is marked, described by the message, and focused. */
export const PhraseRefusedByTheServer: Story = {
  args: { scenarioSave: choice(SAVE, 'Phrase refused by the server') },
  parameters: atRest({ focus: () => t('dashboard:studio.test.neverSays') }),
  play: async ({ canvasElement }) => {
    const form = region(canvasElement, t('dashboard:studio.test.saveTitle'));
    const phrase = form.getByRole('textbox', { name: t('dashboard:studio.test.neverSays') });
    await expect(phrase).toHaveAttribute('aria-invalid', 'true');
    await expect(phrase).toHaveAccessibleDescription('Write the phrase the agent must never say.');
    await waitFor(() => expect(phrase).toHaveFocus());
    await expect(form.getByRole('textbox', { name: t('dashboard:studio.test.scenarioName') })).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** No chat yet, no scenarios: the screen says what to do; Run all is off. */
export const Empty: Story = {
  args: { lines: choice(LINES, 'No conversation yet'), scenarios: choice(SCENARIOS, 'None saved') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('dashboard:studio.test.empty'))).toBeVisible();
    await expect(canvas.getByText(t('dashboard:studio.test.noScenarios'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('dashboard:studio.test.runAll') })).toBeDisabled();
    await expect(canvas.queryByRole('region', { name: t('dashboard:studio.test.saveTitle') })).toBeNull();
  },
};
export const EmptyArabic: Story = inLocale(Empty, 'ae');

/** "Run all" ran: one scenario fails, each expectation says pass or fail with the lines that prove it. */
export const FailingScenario: Story = {
  args: { results: choice(RESULTS, 'Last run: one scenario fails') },
  play: async ({ canvasElement, args }) => {
    const scenarios = region(canvasElement, t('dashboard:studio.test.scenariosTitle'));
    // Said from the panel's one region, there before the run.
    await expect(scenarios.getByRole('status')).toHaveTextContent(t('dashboard:studio.test.runSummary', { passed: 3, failed: 1 }));
    const saturday = within(scenarios.getByRole('listitem', { name: 'Los sábados está cerrado' }));
    await expect(saturday.getByText(t('dashboard:studio.test.failed'))).toBeVisible();
    await expect(saturday.getByText(`${t('dashboard:studio.test.fail')}: ${t('dashboard:studio.test.expect.says_closed')}`)).toBeVisible();
    await expect(saturday.getByText(/El sábado abrimos de 10:00 a 14:00/)).toBeVisible();
    const insurance = within(scenarios.getByRole('listitem', { name: 'Seguros dentales' }));
    await expect(insurance.getByText(t('dashboard:studio.test.passed'))).toBeVisible();
    await expect(
      insurance.getByText(
        `${t('dashboard:studio.test.pass')}: ${t('dashboard:studio.test.expect.answers_from', { question: storyIsolate(MockStudioAnswers.insurance.question) })}`,
      ),
    ).toBeVisible();
    await userEvent.click(scenarios.getByRole('button', { name: t('dashboard:studio.test.runAll') }));
    await expect(args.onRunAll).toHaveBeenCalledOnce();
    restFocus();
  },
};
export const FailingScenarioSpanish: Story = inLocale(FailingScenario, 'es');
export const FailingScenarioArabic: Story = inLocale(FailingScenario, 'ae');

/** The saved scenarios loading: their panel says so. */
export const ScenariosLoading: Story = {
  args: { scenarios: choice(SCENARIOS, 'Loading') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('dashboard:studio.test.scenariosLoading'))).toBeInTheDocument();
  },
};

const deleteName = () => t('dashboard:studio.test.deleteScenarioNamed', { name: INSURANCE.name });

/** Delete asks again in place; "Keep it" closes the question; confirming deletes that scenario only. */
export const DeleteConfirmation: Story = {
  parameters: atRest({ open: () => [deleteName()] }),
  play: async ({ canvasElement, args, step }) => {
    const scenarios = region(canvasElement, t('dashboard:studio.test.scenariosTitle'));
    const toggle = scenarios.getByRole('button', { name: deleteName() });
    await step('asked in place, not deleted yet', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const confirm = within(scenarios.getByRole('group', { name: deleteName() }));
      await expect(confirm.getByText(t('dashboard:studio.test.deleteScenarioConfirm'))).toBeVisible();
      await expect(args.onDeleteScenario).not.toHaveBeenCalled();
      await userEvent.click(confirm.getByRole('button', { name: t('dashboard:studio.test.deleteScenarioCancel') }));
      await expect(scenarios.queryByRole('group', { name: deleteName() })).toBeNull();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
    await step('confirmed: that scenario is deleted', async () => {
      await userEvent.click(toggle);
      await userEvent.click(
        within(scenarios.getByRole('group', { name: deleteName() })).getByRole('button', {
          name: t('dashboard:studio.test.deleteScenarioConfirmButton'),
        }),
      );
      await expect(args.onDeleteScenario).toHaveBeenCalledOnce();
      await expect(args.onDeleteScenario).toHaveBeenCalledWith(INSURANCE);
    });
    restFocus();
  },
};
export const DeleteConfirmationArabic: Story = inLocale(DeleteConfirmation, 'ae');

/** While the server deletes it: the confirm button spins and nothing else can be pressed for it. */
export const Deleting: Story = {
  parameters: atRest({ open: () => [deleteName()] }),
  args: { scenarioDelete: choice(DELETES, 'Deleting “Seguros dentales”') },
  play: async ({ canvasElement }) => {
    const scenarios = region(canvasElement, t('dashboard:studio.test.scenariosTitle'));
    await expect(scenarios.getByRole('button', { name: deleteName() })).toBeDisabled();
    const confirm = scenarios.getByRole('group', { name: deleteName() });
    await expect(within(confirm).getByRole('button', { name: t('dashboard:studio.test.deleteScenarioConfirmButton') })).toHaveAttribute(
      'data-loading',
      'true',
    );
    await expect(within(confirm).getByRole('button', { name: t('dashboard:studio.test.deleteScenarioCancel') })).toBeDisabled();
    await expect(scenarios.getByRole('listitem', { name: INSURANCE.name })).toBeVisible();
    restFocus();
  },
};

/** The server failed: the question stays open with the error and a retry; retrying deletes again. */
export const DeleteFailed: Story = {
  parameters: atRest({ open: () => [deleteName()] }),
  args: { scenarioDelete: choice(DELETES, 'Delete failed') },
  play: async ({ canvasElement, args }) => {
    const scenarios = region(canvasElement, t('dashboard:studio.test.scenariosTitle'));
    await userEvent.click(scenarios.getByRole('button', { name: deleteName() }));
    const confirm = within(scenarios.getByRole('group', { name: deleteName() }));
    await expect(confirm.getByRole('alert')).toHaveTextContent('The server is not answering.');
    await expect(scenarios.getByRole('listitem', { name: INSURANCE.name })).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: t('dashboard:studio.test.deleteScenarioRetry') }));
    await expect(args.onDeleteScenario).toHaveBeenCalledOnce();
    await expect(args.onDeleteScenario).toHaveBeenCalledWith(INSURANCE);
    restFocus();
  },
};
export const DeleteFailedSpanish: Story = inLocale(DeleteFailed, 'es');

/** Deleted: gone from the list at once, and the panel says so. */
export const Deleted: Story = {
  args: { scenarioDelete: choice(DELETES, 'Deleted “Seguros dentales”') },
  play: async ({ canvasElement }) => {
    const scenarios = region(canvasElement, t('dashboard:studio.test.scenariosTitle'));
    await expect(scenarios.getByRole('status')).toHaveTextContent(
      t('dashboard:studio.test.scenarioDeleted', { name: storyIsolate(INSURANCE.name) }),
    );
    await expect(scenarios.queryByRole('listitem', { name: INSURANCE.name })).toBeNull();
    await expect(scenarios.getByRole('listitem', { name: 'Los sábados está cerrado' })).toBeVisible();
  },
};

/**
 * A staff member's test chat: their role may chat and run the scenarios, not save or delete them.
 * The save form is disabled with the reason above it (a note, the form's description), each
 * Delete is disabled and described by the reason under the panel's title; "Run all" still runs.
 * The setup is not theirs to open: no link back to it, and each line's source named without one.
 */
export const ScenarioChangesLockedForStaff: Story = {
  // The reason in the story's language, as the page gives it (src/state/roleLock.ts).
  render: (args) => (
    <StudioTestView {...args} setupHref={null} sourceHref={null} scenarioChangesLocked={t('dashboard:roles.reasons.manage')} />
  ),
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const reason = t('dashboard:roles.reasons.manage');
    await step('no link into the setup', async () => {
      await expect(canvas.queryByRole('link', { name: t('dashboard:studio.test.backToSetup') })).toBeNull();
      const sources = canvas.queryAllByTestId('line-source');
      await expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) await expect(source.closest('a')).toBeNull();
    });
    await step('the save form: disabled, with the reason as a note', async () => {
      await expect(canvas.getByRole('note')).toHaveTextContent(reason);
      const form = region(canvasElement, t('dashboard:studio.test.saveTitle'));
      const name = form.getByRole('textbox', { name: t('dashboard:studio.test.scenarioName') });
      const fieldset = name.closest('fieldset');
      if (!fieldset) throw new Error('no fieldset around the save form');
      await expect(fieldset).toBeDisabled();
      await expect(fieldset).toHaveAccessibleDescription(reason);
      await expect(name).toBeDisabled();
      for (const kind of ['books', 'says_closed', 'transfers', 'takes_message'] as const)
        await expect(form.getByRole('checkbox', { name: t(`dashboard:studio.test.expect.${kind}`) })).toBeDisabled();
      await expect(form.getByRole('combobox', { name: t('dashboard:studio.test.answersFrom') })).toBeDisabled();
      await expect(form.getByRole('textbox', { name: t('dashboard:studio.test.neverSays') })).toBeDisabled();
      await expect(form.getByRole('button', { name: t('dashboard:studio.test.saveScenario') })).toBeDisabled();
    });
    const scenarios = region(canvasElement, t('dashboard:studio.test.scenariosTitle'));
    await step('each Delete: disabled, described by the reason under the title', async () => {
      await expect(scenarios.getByText(reason)).toBeVisible();
      const deletes = MockStudioScenarios.map((scenario) =>
        scenarios.getByRole('button', { name: t('dashboard:studio.test.deleteScenarioNamed', { name: scenario.name }) }),
      );
      await expect(deletes.length).toBeGreaterThan(0);
      for (const button of deletes) {
        await expect(button).toBeDisabled();
        await expect(button).toHaveAccessibleDescription(reason);
      }
      await expect(args.onDeleteScenario).not.toHaveBeenCalled();
    });
    await step('"Run all" still runs, from the keyboard', async () => {
      const runAll = scenarios.getByRole('button', { name: t('dashboard:studio.test.runAll') });
      await expect(runAll).toBeEnabled();
      runAll.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRunAll).toHaveBeenCalledOnce();
      await expect(args.onSaveScenario).not.toHaveBeenCalled();
    });
    restFocus();
  },
};
export const ScenarioChangesLockedForStaffArabic: Story = inLocale(ScenarioChangesLockedForStaff, 'ae');
