import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The agent studio as the demo account, against the mock API and its stand-in agent:
 * an answer added to the draft, tried in the test chat, saved as a scenario, published as a new
 * version with its change summary, and the previous version restored.
 */
const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };
const QUESTION = '¿Tienen ortodoncia invisible?';
const ANSWER = 'Sí, trabajamos con alineadores invisibles. La primera consulta es gratuita.';

async function logInAsDemo(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('an answer is added, tried in the test chat, saved as a scenario, published as version 2 and version 1 restored', async ({ page }) => {
  await logInAsDemo(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Bot configuration' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bot configuration');

  // The answer, added to the draft.
  const answers = region(page, 'Answers');
  await answers.getByRole('button', { name: 'Add answer' }).click();
  const editor = answers.getByRole('form', { name: 'Answer editor' });
  await editor.getByRole('combobox', { name: 'Language of the answer' }).selectOption('es');
  await editor.getByRole('textbox', { name: 'Question' }).fill(QUESTION);
  await editor.getByRole('textbox', { name: 'Answer', exact: true }).fill(ANSWER);
  await editor.getByRole('button', { name: 'Save answer' }).click();
  await expect(answers.getByRole('listitem').filter({ hasText: QUESTION })).toBeVisible();
  await expect(editor).toBeHidden();

  // The test chat answers from it, from the draft.
  await page.getByRole('link', { name: 'Try it in the test chat' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bot-config\/test$/);
  const chat = region(page, 'Conversation');
  await chat.getByRole('combobox', { name: 'Caller’s language' }).selectOption('es');
  await chat.getByRole('textbox', { name: 'Your message as a caller' }).fill(QUESTION);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText(ANSWER)).toBeVisible();
  const source = chat.getByRole('link', { name: `From answer: ${QUESTION}` });
  await expect(source).toHaveAttribute('href', /\/dashboard\/bot-config#studio-answers$/);

  // Saved as a scenario.
  const save = region(page, 'Save as scenario');
  await save.getByRole('textbox', { name: 'Scenario name' }).fill('Ortodoncia invisible');
  await save.getByRole('combobox', { name: 'Answers from' }).selectOption({ label: QUESTION });
  await save.getByRole('button', { name: 'Save as scenario' }).click();
  await expect(save.getByRole('status')).toHaveText('Scenario saved');
  await expect(region(page, 'Scenarios').getByRole('listitem', { name: 'Ortodoncia invisible' })).toBeVisible();

  // Published: the seeded failing scenario is named first; version 2 with the change summary.
  await page.goto('/dashboard/bot-config/versions');
  await expect(page.getByRole('heading', { level: 2, name: 'Version 1 is live' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'The draft has unpublished changes:' })).toContainText(`Answer added: ${QUESTION}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Publish the draft as version 2?' });
  await expect(confirm).toContainText('Los sábados está cerrado');
  await confirm.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Version 2 is live' })).toBeVisible();
  const version2 = page.getByRole('listitem', { name: 'Version 2', exact: true });
  await expect(version2).toContainText(`Answer added: ${QUESTION}`);
  await expect(version2).toContainText('Saturday: closed → 10:00–14:00');
  await expect(version2.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByText('The draft is the same as the live version.')).toBeVisible();

  // Version 1 restored as the draft: it differs from the live version 2 by the answers it lacks.
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByRole('list', { name: 'The draft has unpublished changes:' })).toContainText(`Answer removed: ${QUESTION}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Version 2 is live' })).toBeVisible();
  await page.goto('/dashboard/bot-config');
  await expect(region(page, 'Answers').getByRole('listitem').filter({ hasText: QUESTION })).toHaveCount(0);
});

test('an unanswered question from the calls gets an answer: published, its group moves to answered', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto('/dashboard/bot-config/questions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions the agent couldn’t answer');
  const open = page.getByRole('list', { name: 'Open' });
  const implants = open.getByRole('listitem').filter({ hasText: 'implantes dentales' });
  await expect(implants).toHaveCount(1);
  await expect(implants.getByRole('link', { name: 'Listen to the call at that moment' })).toHaveAttribute(
    'href',
    /\/dashboard\/calls\/[^/?]+\?t=\d+$/,
  );
  const question = (await implants.getAttribute('aria-label')) ?? '';
  await implants.getByRole('link', { name: 'Add answer' }).click();

  // The answer editor, with the question filled in.
  await expect(page).toHaveURL(/\/dashboard\/bot-config\?/);
  const editor = region(page, 'Answers').getByRole('form', { name: 'Answer editor' });
  await expect(editor.getByRole('textbox', { name: 'Question' })).toHaveValue(question);
  await editor
    .getByRole('textbox', { name: 'Answer', exact: true })
    .fill('Un implante cuesta desde 900 €. Le damos un presupuesto cerrado en la primera visita.');
  await editor.getByRole('button', { name: 'Save answer' }).click();
  await expect(region(page, 'Answers').getByRole('listitem').filter({ hasText: question })).toBeVisible();

  await page.goto('/dashboard/bot-config/versions');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Publish the draft as version 2?' })
    .getByRole('button', { name: /^Publish/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Version 2 is live' })).toBeVisible();

  await page.goto('/dashboard/bot-config/questions');
  await expect(page.getByRole('list', { name: 'Open' }).getByRole('listitem').filter({ hasText: 'implantes dentales' })).toHaveCount(0);
  await page.getByText('Answered', { exact: true }).click();
  const answered = page.getByRole('list', { name: 'Answered' }).getByRole('listitem').filter({ hasText: 'implantes dentales' });
  await expect(answered).toBeVisible();
  await expect(answered.getByText('Answered', { exact: true })).toBeVisible();
});

test('from a call to a fix: the inbox opens the call at the question, its lines name their sources, and it becomes a scenario', async ({
  page,
}) => {
  await logInAsDemo(page);
  // The sidebar counts the open questions, and leads to them.
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: /^Questions, \d+ open$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/bot-config\/questions$/);
  const implants = page.getByRole('list', { name: 'Open' }).getByRole('listitem').filter({ hasText: 'implantes dentales' });
  const question = (await implants.getAttribute('aria-label')) ?? '';
  await implants.getByRole('link', { name: 'Listen to the call at that moment' }).click();

  // The call, at the moment the caller asked: that line is the highlighted one.
  await expect(page).toHaveURL(/\/dashboard\/calls\/[^/?]+\?t=\d+$/);
  await expect(page.getByText(/^Opened at \d+:\d\d of the recording$/)).toBeVisible();
  const transcript = page.getByTestId('transcript');
  const asked = transcript.locator('li[aria-current="true"]');
  await expect(asked).toHaveAttribute('data-speaker', 'caller');
  await expect(asked).toContainText(question);

  // Beside each agent line, where it came from; beside the unanswered question, "Add answer".
  await expect(transcript.getByRole('link', { name: 'From the instructions' }).first()).toHaveAttribute('href', /\/dashboard\/bot-config$/);
  await expect(transcript.getByRole('link', { name: 'No answer in the setup' })).toHaveAttribute(
    'href',
    /\/dashboard\/bot-config#studio-answers$/,
  );
  await expect(transcript.getByRole('link', { name: 'Message rule' })).toHaveAttribute('href', /\/dashboard\/bot-config#studio-actions$/);
  const addAnswer = asked.getByRole('link', { name: 'Add answer' });
  expect(new URL((await addAnswer.getAttribute('href')) ?? '', page.url()).searchParams.get('question')).toBe(question);

  // Turned into a scenario: the test chat lists it, named after the call.
  const summary = 'Interesado en implantes dentales; pide presupuesto y que le llamen.';
  await expect(page.getByText(summary)).toBeVisible();
  await page.getByRole('button', { name: 'Turn into a scenario' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bot-config\/test#studio-scenarios$/);
  const scenario = region(page, 'Scenarios').getByRole('listitem', { name: summary });
  await expect(scenario).toBeVisible();
  await expect(scenario).toContainText('Never says “no tengo respuesta”');
});

test('leaving the setup with unsaved changes by the browser’s Back asks first', async ({ page }) => {
  await logInAsDemo(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Bot configuration' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bot configuration');
  const website = region(page, 'Business facts').getByRole('textbox', { name: 'Website' });
  await website.fill('https://clinicasonrisa.example/es');

  // Back, and staying: the page and what was typed are still there.
  const asked: string[] = [];
  let answer = false;
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  await page.evaluate(() => window.history.back());
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave without saving them?']);
  await expect(page).toHaveURL(/\/dashboard\/bot-config$/);
  await expect(website).toHaveValue('https://clinicasonrisa.example/es');

  // Back again, and leaving.
  answer = true;
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(asked).toHaveLength(2);
});

test('a saved scenario is deleted after confirming in place, and stays gone after a reload', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto('/dashboard/bot-config/test');
  const scenarios = region(page, 'Scenarios');
  const insurance = scenarios.getByRole('listitem', { name: 'Seguros dentales' });
  await expect(insurance).toBeVisible();

  // "Delete" asks in place; keeping it changes nothing.
  await insurance.getByRole('button', { name: 'Delete scenario Seguros dentales' }).click();
  const confirm = insurance.getByRole('group', { name: 'Delete scenario Seguros dentales' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(insurance).toBeVisible();

  // Confirmed: gone from the list, the panel says so, the others stay.
  await insurance.getByRole('button', { name: 'Delete scenario Seguros dentales' }).click();
  await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(scenarios.getByRole('status')).toHaveText('Scenario “Seguros dentales” deleted');
  await expect(insurance).toHaveCount(0);
  await expect(scenarios.getByRole('listitem', { name: 'Los sábados está cerrado' })).toBeVisible();

  // Still gone after a reload (the server deleted it).
  await page.reload();
  await expect(scenarios.getByRole('listitem', { name: 'Los sábados está cerrado' })).toBeVisible();
  await expect(insurance).toHaveCount(0);
});
