import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type fn, userEvent, waitFor, within } from 'storybook/test';
import { StudioSections, type StudioOverview } from '@/features/studio/StudioSections';
import { MockStudioAnswers } from '../../mock-api/fixtures/studio';
import { t } from '../support/i18n';
import { loadErrorPlay, loadingPlay } from '../support/loadState';
import { inLocale, onMobile } from '../support/variants';
import { atRest, restFocus } from '../support/atRest';
import { choice } from '../support/named';
import { day, LINES, NEW_QUESTIONS, SAVES, saveDraft, section, STATES, studioSectionsMeta } from './studioSectionsMeta';

const meta = {
  title: 'Portal/Agent studio/Setup sections',
  component: StudioSections,
  ...studioSectionsMeta(),
} satisfies Meta<typeof StudioSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo clinic's draft: every section filled in, Saturday open in the morning, five answers, transfer not in the plan. */
export const FullSetup: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the studio, with its unpublished changes and four sections', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: t('dashboard:studio.title') })).toBeVisible();
      await expect(canvas.getByText(t('dashboard:studio.unpublished'))).toBeVisible();
      for (const key of ['facts', 'hours', 'answers', 'actions'] as const)
        await expect(canvas.getByRole('region', { name: t(`dashboard:studio.${key}.title`) })).toBeVisible();
    });
    await step('business facts in the three languages', async () => {
      const facts = section(canvasElement, 'facts');
      await expect(
        facts.getByRole('textbox', { name: t('dashboard:studio.facts.name', { language: t('dashboard:studio.languages.ar') }) }),
      ).toHaveValue('عيادة سونريسا لطب الأسنان');
      await expect(
        facts.getByRole('textbox', {
          name: t('dashboard:studio.facts.serviceName', { n: 2, language: t('dashboard:studio.languages.es') }),
        }),
      ).toHaveValue('Blanqueamiento');
    });
    await step('opening hours: two ranges on weekdays, Saturday one range, Sunday closed', async () => {
      const hours = section(canvasElement, 'hours');
      await expect(hours.getByRole('combobox', { name: day('mon') })).toHaveValue('2');
      await expect(hours.getByRole('combobox', { name: day('sat') })).toHaveValue('1');
      await expect(hours.getByRole('textbox', { name: t('dashboard:studio.hours.start', { day: day('sat'), n: 1 }) })).toHaveValue('10:00');
      await expect(hours.getByRole('combobox', { name: day('sun') })).toHaveValue('0');
    });
    await step('the answers, as text, and a search that finds by phrasing', async () => {
      const answers = section(canvasElement, 'answers');
      await expect(answers.getAllByRole('listitem')).toHaveLength(5);
      await userEvent.type(answers.getByRole('searchbox', { name: t('dashboard:studio.answers.search') }), 'plazos');
      await expect(answers.getAllByRole('listitem')).toHaveLength(1);
      await expect(answers.getByText(MockStudioAnswers.finance.question)).toBeVisible();
      await userEvent.clear(answers.getByRole('searchbox', { name: t('dashboard:studio.answers.search') }));
      await userEvent.type(answers.getByRole('searchbox', { name: t('dashboard:studio.answers.search') }), 'zzzz');
      await expect(answers.getByText(t('dashboard:studio.answers.noMatch'))).toBeVisible();
      await userEvent.clear(answers.getByRole('searchbox', { name: t('dashboard:studio.answers.search') }));
    });
    await step('transfer is off, with the reason and a link to the plans', async () => {
      const actions = section(canvasElement, 'actions');
      const transfer = actions.getByRole('checkbox', { name: t('dashboard:studio.actions.transfer') });
      await expect(transfer).toBeDisabled();
      await expect(actions.getByText(t('dashboard:studio.actions.transferNotInPlan'))).toBeVisible();
      await expect(actions.getByRole('link', { name: t('dashboard:studio.actions.upgrade') })).toHaveAttribute('href', '/pricing');
      await expect(actions.getByRole('checkbox', { name: t('dashboard:studio.actions.booking') })).toBeChecked();
    });
    await step('Sunday opens 10:00–13:00: the section says it is unsaved, and Save draft sends the hours', async () => {
      const hours = section(canvasElement, 'hours');
      await userEvent.selectOptions(hours.getByRole('combobox', { name: day('sun') }), '1');
      const start = hours.getByRole('textbox', { name: t('dashboard:studio.hours.start', { day: day('sun'), n: 1 }) });
      const end = hours.getByRole('textbox', { name: t('dashboard:studio.hours.end', { day: day('sun'), n: 1 }) });
      await userEvent.clear(start);
      await userEvent.type(start, '10:00');
      await userEvent.clear(end);
      await userEvent.type(end, '13:00');
      await expect(hours.getByText(t('dashboard:studio.unsavedSection'))).toBeVisible();
      await expect(args.onDirtyChange).toHaveBeenLastCalledWith('hours', true);
      await userEvent.click(saveDraft(canvasElement, 'hours'));
      await expect(args.onSaveHours).toHaveBeenCalledTimes(1);
      const sent = (args.onSaveHours as ReturnType<typeof fn>).mock.calls[0]?.[0] as StudioOverview['draft']['hours'];
      await expect(sent.week.sun).toEqual([{ start: '10:00', end: '13:00' }]);
      await expect(sent.week.sat).toEqual([{ start: '10:00', end: '14:00' }]);
    });
    restFocus();
  },
};
export const FullSetupSpanish: Story = inLocale(FullSetup, 'es');
export const FullSetupArabic: Story = inLocale(FullSetup, 'ae');
export const FullSetupMobile: Story = onMobile(FullSetup, 'ae');

/** Ranges that overlap and end before they start, and an exception in the past: said by the day, nothing is sent. */
export const HoursValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const hours = section(canvasElement, 'hours');
    await userEvent.selectOptions(hours.getByRole('combobox', { name: day('sat') }), '2');
    const secondStart = hours.getByRole('textbox', { name: t('dashboard:studio.hours.start', { day: day('sat'), n: 2 }) });
    await userEvent.clear(secondStart);
    await userEvent.type(secondStart, '12:00');
    const mondayEnd = hours.getByRole('textbox', { name: t('dashboard:studio.hours.end', { day: day('mon'), n: 1 }) });
    await userEvent.clear(mondayEnd);
    await userEvent.type(mondayEnd, '08:00');
    await userEvent.click(hours.getByRole('button', { name: t('dashboard:studio.hours.addException') }));
    const date = hours.getByRole('textbox', { name: t('dashboard:studio.hours.exceptionDate', { n: 3 }) });
    await userEvent.type(date, '2026-01-02');
    await userEvent.click(saveDraft(canvasElement, 'hours'));
    await expect(args.onSaveHours).not.toHaveBeenCalled();
    await expect(
      hours.getByText(
        t('dashboard:studio.hours.dayProblem', {
          day: day('mon'),
          problem: t('dashboard:studio.hours.problem.studioRangeEndsBeforeStart'),
        }),
      ),
    ).toBeVisible();
    await expect(
      hours.getByText(
        t('dashboard:studio.hours.dayProblem', { day: day('sat'), problem: t('dashboard:studio.hours.problem.studioRangesOverlap') }),
      ),
    ).toBeVisible();
    await expect(
      hours.getByText(t('dashboard:studio.hours.exceptionProblem', { n: 3, problem: t('dashboard:studio.hours.problem.past') })),
    ).toBeVisible();
    // Each problem belongs to its fields: marked invalid and described by it.
    await expect(mondayEnd).toHaveAttribute('aria-invalid', 'true');
    await expect(mondayEnd).toHaveAccessibleDescription(
      t('dashboard:studio.hours.dayProblem', { day: day('mon'), problem: t('dashboard:studio.hours.problem.studioRangeEndsBeforeStart') }),
    );
    await expect(date).toHaveAccessibleDescription(
      t('dashboard:studio.hours.exceptionProblem', { n: 3, problem: t('dashboard:studio.hours.problem.past') }),
    );
    restFocus();
  },
};
export const HoursValidationErrorsArabic: Story = inLocale(HoursValidationErrors, 'ae');

/** "Add public holidays" adds the coming ones the hours do not have yet, named in the page's language. */
export const AddPublicHolidays: Story = {
  play: async ({ canvasElement, args }) => {
    const hours = section(canvasElement, 'hours');
    await userEvent.click(hours.getByRole('button', { name: t('dashboard:studio.hours.addHolidays', { count: 2 }) }));
    await expect(hours.getByRole('textbox', { name: t('dashboard:studio.hours.exceptionDate', { n: 1 }) })).toHaveValue('2026-12-06');
    await expect(hours.getByRole('button', { name: t('dashboard:studio.hours.addHolidays', { count: 0 }) })).toBeDisabled();
    await userEvent.click(saveDraft(canvasElement, 'hours'));
    const sent = (args.onSaveHours as ReturnType<typeof fn>).mock.calls[0]?.[0] as StudioOverview['draft']['hours'];
    await expect(sent.exceptions.map((exception) => exception.date)).toEqual(['2026-12-06', '2026-12-08', '2026-12-24', '2026-12-25']);
    await expect(sent.exceptions[0]?.kind).toBe('holiday');
    restFocus();
  },
};
export const AddPublicHolidaysSpanish: Story = inLocale(AddPublicHolidays, 'es');

/** An account that edited nothing: the defaults, no answers; an answer is added (the editor checks what is missing). */
export const EmptySetup: Story = {
  args: { state: choice(STATES, 'New account (defaults)') },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const answers = section(canvasElement, 'answers');
    await expect(canvas.queryByText(t('dashboard:studio.unpublished'))).toBeNull();
    await expect(answers.getByText(t('dashboard:studio.answers.empty'))).toBeVisible();
    await step('an empty answer is refused by field', async () => {
      await userEvent.click(answers.getByRole('button', { name: t('dashboard:studio.answers.add') }));
      const editor = within(answers.getByRole('form', { name: t('dashboard:studio.answers.editor') }));
      await userEvent.click(editor.getByRole('button', { name: t('dashboard:studio.answers.saveAnswer') }));
      await expect(editor.getByRole('textbox', { name: t('dashboard:studio.answers.question') })).toHaveAccessibleDescription(
        t('dashboard:studio.answers.questionRequired'),
      );
      await expect(args.onSaveAnswer).not.toHaveBeenCalled();
    });
    await step('a question, its answer and two phrasings are sent as a new answer', async () => {
      const editor = within(answers.getByRole('form', { name: t('dashboard:studio.answers.editor') }));
      await userEvent.type(editor.getByRole('textbox', { name: t('dashboard:studio.answers.question') }), '¿Aceptan seguros?');
      await userEvent.type(editor.getByRole('textbox', { name: t('dashboard:studio.answers.answer') }), 'Sí, con las principales.');
      await userEvent.type(
        editor.getByRole('textbox', { name: t('dashboard:studio.answers.phrasings') }),
        '¿Trabajan con seguros?{enter}¿Aceptan mi seguro?',
      );
      await userEvent.click(editor.getByRole('button', { name: t('dashboard:studio.answers.saveAnswer') }));
      await expect(args.onSaveAnswer).toHaveBeenCalledWith(null, {
        language: 'es',
        question: '¿Aceptan seguros?',
        answer: 'Sí, con las principales.',
        phrasings: ['¿Trabajan con seguros?', '¿Aceptan mi seguro?'],
      });
    });
    restFocus();
  },
};
export const EmptySetupSpanish: Story = inLocale(EmptySetup, 'es');
export const EmptySetupArabic: Story = inLocale(EmptySetup, 'ae');
export const EmptySetupMobile: Story = onMobile(EmptySetup);

/** An answer is edited and another deleted (after a confirmation). */
export const EditAndDeleteAnswers: Story = {
  play: async ({ canvasElement, args }) => {
    const answers = section(canvasElement, 'answers');
    await userEvent.click(
      answers.getByRole('button', { name: t('dashboard:studio.answers.editNamed', { question: MockStudioAnswers.parking.question }) }),
    );
    const editor = within(answers.getByRole('form', { name: t('dashboard:studio.answers.editor') }));
    const text = editor.getByRole('textbox', { name: t('dashboard:studio.answers.answer') });
    await userEvent.clear(text);
    await userEvent.type(text, 'En la calle de Alcalá 118.');
    await userEvent.click(editor.getByRole('button', { name: t('dashboard:studio.answers.saveAnswer') }));
    await expect(args.onSaveAnswer).toHaveBeenCalledWith(MockStudioAnswers.parking.id, {
      language: 'es',
      question: MockStudioAnswers.parking.question,
      answer: 'En la calle de Alcalá 118.',
      phrasings: [...MockStudioAnswers.parking.phrasings],
    });
    await userEvent.click(
      answers.getByRole('button', { name: t('dashboard:studio.answers.deleteNamed', { question: MockStudioAnswers.finance.question }) }),
    );
    await expect(args.onDeleteAnswer).not.toHaveBeenCalled();
    await userEvent.click(
      answers.getByRole('button', {
        name: t('dashboard:studio.answers.confirmDeleteNamed', { question: MockStudioAnswers.finance.question }),
      }),
    );
    await expect(args.onDeleteAnswer).toHaveBeenCalledWith(MockStudioAnswers.finance.id);
    restFocus();
  },
};
export const EditAndDeleteAnswersArabic: Story = inLocale(EditAndDeleteAnswers, 'ae');

/** A Custom plan: transfer to a person on, with its number and when. */
export const TransferAllowed: Story = {
  args: { state: choice(STATES, 'Busy group (Custom plan, transfer on)') },
  play: async ({ canvasElement, args }) => {
    const actions = section(canvasElement, 'actions');
    await expect(actions.getByRole('checkbox', { name: t('dashboard:studio.actions.transfer') })).toBeEnabled();
    await expect(actions.queryByRole('link', { name: t('dashboard:studio.actions.upgrade') })).toBeNull();
    await expect(actions.getByRole('textbox', { name: t('dashboard:studio.actions.number') })).toHaveValue('+34910555001');
    await expect(actions.getByRole('checkbox', { name: t('dashboard:studio.actions.when.on_urgency') })).toBeChecked();
    await userEvent.click(actions.getByRole('checkbox', { name: t('dashboard:studio.actions.when.on_urgency') }));
    await userEvent.click(saveDraft(canvasElement, 'actions'));
    await expect(args.onSaveActions).toHaveBeenCalledWith(
      expect.objectContaining({ transfer: { enabled: true, number: '+34910555001', when: ['on_request'], urgencyWords: ['sangrado'] } }),
    );
    restFocus();
  },
};
export const TransferAllowedArabic: Story = inLocale(TransferAllowed, 'ae');

/**
 * The transfer number is the business line that forwards to the agent: a loop, named beside the
 * field (and on the go-live page) with a link to the line's setup; another number clears it.
 */
export const TransferLoopsBack: Story = {
  args: {
    state: choice(STATES, 'Busy group (Custom plan, transfer on)'),
    line: choice(LINES, 'Business line +34 910 555 001 forwarding to the agent'),
  },
  play: async ({ canvasElement }) => {
    const actions = section(canvasElement, 'actions');
    const number = actions.getByRole('textbox', { name: t('dashboard:studio.actions.number') });
    await expect(number).toHaveAccessibleDescription(
      `${t('dashboard:studio.actions.transferLoop')} ${t('dashboard:studio.actions.transferLoopLink')}`,
    );
    await expect(actions.getByRole('link', { name: t('dashboard:studio.actions.transferLoopLink') })).toHaveAttribute(
      'href',
      '/dashboard/go-live',
    );
    await userEvent.clear(number);
    await userEvent.type(number, '+34910777888');
    await expect(actions.queryByText(t('dashboard:studio.actions.transferLoop'))).toBeNull();
    await expect(number).not.toHaveAttribute('aria-describedby');
    restFocus();
  },
};
export const TransferLoopsBackArabic: Story = inLocale(TransferLoopsBack, 'ae');

/** The server refused a save (its message, in the page's language, shown by the section); what was typed stays. */
export const ServerValidationError: Story = {
  args: { saves: choice(SAVES, 'Actions refused by the server') },
  play: async ({ canvasElement }) => {
    const actions = section(canvasElement, 'actions');
    await expect(actions.getByRole('alert')).toHaveTextContent('The transfer number is not a valid phone number.');
  },
};

/**
 * The server refused one field (a phone the form does not check itself): that field is marked
 * invalid, described by the server's message, and has the focus; the other fields are not marked.
 */
export const ServerRefusesAField: Story = {
  args: { saves: choice(SAVES, 'Facts: the phone refused by the server') },
  parameters: atRest({ focus: () => t('dashboard:studio.facts.phone') }),
  play: async ({ canvasElement }) => {
    const facts = section(canvasElement, 'facts');
    const phone = facts.getByRole('textbox', { name: t('dashboard:studio.facts.phone') });
    await expect(facts.getByRole('alert')).toHaveTextContent('Enter a valid phone number in international format.');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Enter a valid phone number in international format.');
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(facts.getByRole('textbox', { name: t('dashboard:studio.facts.website') })).not.toHaveAttribute('aria-invalid', 'true');
  },
};
export const ServerRefusesAFieldArabic: Story = inLocale(ServerRefusesAField, 'ae');

/** The server refused a day's ranges: each of the day's time fields is marked and described, the first has the focus. */
export const ServerRefusesADay: Story = {
  args: { saves: choice(SAVES, 'Hours: Monday refused by the server') },
  parameters: atRest({ focus: () => t('dashboard:studio.hours.start', { day: day('mon'), n: 1 }) }),
  play: async ({ canvasElement }) => {
    const hours = section(canvasElement, 'hours');
    const field = (which: 'start' | 'end', n: number) =>
      hours.getByRole('textbox', { name: t(`dashboard:studio.hours.${which}`, { day: day('mon'), n }) });
    for (const n of [1, 2])
      for (const which of ['start', 'end'] as const) {
        await expect(field(which, n)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(which, n)).toHaveAccessibleDescription('Monday: the opening ranges overlap.');
      }
    await waitFor(() => expect(field('start', 1)).toHaveFocus());
    await expect(hours.getByRole('textbox', { name: t('dashboard:studio.hours.start', { day: day('tue'), n: 1 }) })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Another tab saved the draft first (409): the page says so and offers to reload; the facts typed stay. */
export const DraftChanged: Story = {
  args: { conflict: true, saves: choice(SAVES, 'Facts: draft changed elsewhere') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert', { name: t('dashboard:studio.conflict.title') });
    await expect(alert).toHaveTextContent(t('dashboard:studio.conflict.body'));
    const facts = section(canvasElement, 'facts');
    const phone = facts.getByRole('textbox', { name: t('dashboard:studio.facts.phone') });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+34910999999');
    await expect(phone).toHaveValue('+34910999999');
    await userEvent.click(within(alert).getByRole('button', { name: t('dashboard:studio.conflict.reload') }));
    await waitFor(() => expect(args.onReload).toHaveBeenCalledTimes(1));
    restFocus();
  },
};
export const DraftChangedSpanish: Story = inLocale(DraftChanged, 'es');
export const DraftChangedArabic: Story = {
  ...inLocale(DraftChanged, 'ae'),
  args: { conflict: true, saves: choice(SAVES, 'Facts: draft changed elsewhere (Arabic)') },
};

/** The setup loading: a status line says so. */
export const Loading: Story = { args: { state: choice(STATES, 'Loading') }, play: loadingPlay(() => t('dashboard:studio.loading')) };
/** The setup could not be loaded: an alert with Retry. */
export const LoadError: Story = {
  args: { state: choice(STATES, 'Failed to load') },
  play: loadErrorPlay({ heading: () => t('dashboard:studio.loadError') }),
};
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');

/**
 * Opened from the unanswered-questions inbox: the answer editor is open with the question filled
 * in, and the focus in its answer field (the next key typed writes the answer, not a Tab from the top).
 */
export const AnswerFromInbox: Story = {
  args: { newQuestion: choice(NEW_QUESTIONS, 'A caller’s question (implants, Spanish)') },
  parameters: { ...atRest({ focus: () => t('dashboard:studio.answers.answer') }) },
  play: async ({ canvasElement }) => {
    const editor = within(section(canvasElement, 'answers').getByRole('form', { name: t('dashboard:studio.answers.editor') }));
    await waitFor(() => expect(document.activeElement).toBe(editor.getByRole('textbox', { name: t('dashboard:studio.answers.answer') })));
    await expect(editor.getByRole('textbox', { name: t('dashboard:studio.answers.question') })).toHaveValue(
      '¿Cuánto cuestan los implantes?',
    );
    await expect(editor.getByRole('combobox', { name: t('dashboard:studio.answers.answerLanguage') })).toHaveValue('es');
  },
};
export const AnswerFromInboxArabic: Story = inLocale(AnswerFromInbox, 'ae');
