import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Lints a snippet as if it lived at `file`, and returns the import-layer violations. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the linter keeps the layers apart', () => {
  it('a view never imports src/api', async () => {
    const errors = await layerErrors('src/features/shell/Bad.tsx', "import { api } from '@/api/client';\nexport const x = api;\n");
    expect(errors.join()).toMatch(/A view in src\/features is pure/);
  });

  it('a view never imports src/state', async () => {
    const errors = await layerErrors('src/features/auth/Bad.tsx', "import { authAtom } from '@/state/auth';\nexport const x = authAtom;\n");
    expect(errors.join()).toMatch(/A view in src\/features is pure/);
  });

  it('features never import each other', async () => {
    const errors = await layerErrors(
      'src/features/auth/Bad.tsx',
      "import { Header } from '@/features/shell/Header';\nexport const x = Header;\n",
    );
    expect(errors.join()).toMatch(/Features never import each other/);
  });

  it('a feature may import shared code and its own files', async () => {
    const errors = await layerErrors(
      'src/features/auth/Good.tsx',
      "import { useLocale } from '@/ui/useLocale';\nimport { LoginView } from './LoginView';\nexport const x = [useLocale, LoginView];\n",
    );
    expect(errors).toEqual([]);
  });

  it('code crosses folders through the @/ alias only', async () => {
    const errors = await layerErrors('src/features/auth/Bad.tsx', "import { api } from '../../api/client';\nexport const x = api;\n");
    expect(errors.join()).toMatch(/@\/ alias/);
  });

  it('shared code depends on nothing above it', async () => {
    const errors = await layerErrors(
      'src/ui/Bad.tsx',
      "import { LoginView } from '@/features/auth/LoginView';\nexport const x = LoginView;\n",
    );
    expect(errors.join()).toMatch(/Shared code/);
  });

  it('the mock API shares only src/lib with the portal', async () => {
    expect(
      await layerErrors('mock-api/routes/good.ts', "import { ROUTES } from '../../src/lib/routes.ts';\nexport const x = ROUTES;\n"),
    ).toEqual([]);
    const errors = await layerErrors('mock-api/routes/bad.ts', "import { api } from '../../src/api/client.ts';\nexport const x = api;\n");
    expect(errors.join()).toMatch(/only src\/lib/);
  });

  it('pages may use api and state, but not the app layer', async () => {
    expect(
      await layerErrors(
        'src/pages/Good.tsx',
        "import { api } from '@/api/client';\nimport { authAtom } from '@/state/auth';\nexport const x = [api, authAtom];\n",
      ),
    ).toEqual([]);
    const errors = await layerErrors('src/pages/Bad.tsx', "import { App } from '@/app/App';\nexport const x = App;\n");
    expect(errors.join()).toMatch(/Pages never import the app layer/);
  });

  it('pages never import pages, but may share a module of src/pages', async () => {
    const errors = await layerErrors(
      'src/pages/BadPage.tsx',
      "import { usePurchase } from './CheckoutPage';\nexport const x = usePurchase;\n",
    );
    expect(errors.join()).toMatch(/Pages never import pages/);
    const aliased = await layerErrors(
      'src/pages/BadPage.tsx',
      "import CheckoutPage from '@/pages/CheckoutPage';\nexport const x = CheckoutPage;\n",
    );
    expect(aliased.join()).toMatch(/Pages never import pages/);
    expect(
      await layerErrors('src/pages/GoodPage.tsx', "import { usePurchase } from './purchase';\nexport const x = usePurchase;\n"),
    ).toEqual([]);
  });

  it('the start-up module is used through its index, and never by views', async () => {
    expect(
      await layerErrors('src/pages/Good.tsx', "import { useAfterHydration } from '@/startup';\nexport const x = useAfterHydration;\n"),
    ).toEqual([]);
    const internal = await layerErrors(
      'src/pages/Bad.tsx',
      "import { useAfterHydration } from '@/startup/hydration';\nexport const x = useAfterHydration;\n",
    );
    expect(internal.join()).toMatch(/through its index/);
    const view = await layerErrors(
      'src/features/lead/Bad.tsx',
      "import { KeepServerMarkup } from '@/startup';\nexport const x = KeepServerMarkup;\n",
    );
    expect(view.join()).toMatch(/A view in src\/features is pure/);
  });

  it('no module imports itself through others (no import cycles)', async () => {
    // format.ts imports locale.ts: locale.ts importing format.ts back closes a cycle.
    const [result] = await eslint.lintText("import { formatNumber } from './format.ts';\nexport const x = formatNumber;\n", {
      filePath: path.join(root, 'src/lib/locale.ts'),
    });
    expect(
      (result?.messages ?? [])
        .filter((m) => m.ruleId === 'import-x/no-cycle')
        .map((m) => m.message)
        .join(),
    ).toMatch(/cycle/i);
    const [aliased] = await eslint.lintText("import { formatNumber } from '@/lib/format';\nexport const x = formatNumber;\n", {
      filePath: path.join(root, 'src/lib/locale.ts'),
    });
    expect((aliased?.messages ?? []).some((m) => m.ruleId === 'import-x/no-cycle')).toBe(true);
  });

  it('the mock API and the scripts take only demo seed data from mock-api/fixtures, product facts from src/lib', async () => {
    const seed =
      "import { MockProfile } from '../fixtures/dashboard.ts';\nimport { DEMO_PASSWORD, SEED_ACCOUNTS } from '../fixtures/users.ts';\nexport const x = [MockProfile, DEMO_PASSWORD, SEED_ACCOUNTS];\n";
    expect(await layerErrors('mock-api/routes/good.ts', seed)).toEqual([]);
    expect(await layerErrors('mock-api/good.ts', "import { MockUser } from './fixtures/users.ts';\nexport const x = MockUser;\n")).toEqual(
      [],
    );
    expect(
      await layerErrors(
        'mock-api/routes/good.ts',
        "import { CALL_PACKAGES } from '../../src/lib/plans.ts';\nexport const x = CALL_PACKAGES;\n",
      ),
    ).toEqual([]);
    const packages = await layerErrors(
      'mock-api/billing/bad.ts',
      "import { CALL_PACKAGES } from '../fixtures/dashboard.ts';\nexport const x = CALL_PACKAGES;\n",
    );
    expect(packages.join()).toMatch(/product facts .* come from src\/lib/);
    const everything = await layerErrors(
      'mock-api/routes/bad.ts',
      "import * as fixtures from '../fixtures/users.ts';\nexport const x = fixtures;\n",
    );
    expect(everything.join()).toMatch(/demo seed data only/);
    const script = await layerErrors(
      'scripts/bad.ts',
      "import { VOICES } from '../mock-api/fixtures/dashboard.ts';\nexport const x = VOICES;\n",
    );
    expect(script.join()).toMatch(/demo seed data only/);
  });

  it('the mock API never imports stories or tests, so stories may read its data without a cycle', async () => {
    const seed = await layerErrors(
      'mock-api/seed.ts',
      "import { callRow } from '../stories/fixtures/calls.ts';\nexport const x = callRow;\n",
    );
    expect(seed.join()).toMatch(/never imports stories or tests/);
    const fixture = await layerErrors(
      'mock-api/fixtures/bad.ts',
      "import { DEMO_BALANCE } from '../../stories/fixtures/demo.ts';\nexport const x = DEMO_BALANCE;\n",
    );
    expect(fixture.join()).toMatch(/never imports stories or tests/);
    const helper = await layerErrors(
      'mock-api/routes/bad.ts',
      "import { startTestApi } from '../../tests/api/helpers.ts';\nexport const x = startTestApi;\n",
    );
    expect(helper.join()).toMatch(/never imports stories or tests/);
  });

  it('the portal never imports demo data, neither from the mock API nor from the stories', async () => {
    const errors = await layerErrors(
      'src/lib/bad.ts',
      "import { MockUser } from '../../mock-api/fixtures/users.ts';\nexport const x = MockUser;\n",
    );
    expect(errors.join()).toMatch(/never imports the mock API, stories/);
    const story = await layerErrors(
      'src/pages/Bad.tsx',
      "import { DEMO_BALANCE } from '@stories/fixtures/demo';\nexport const x = DEMO_BALANCE;\n",
    );
    expect(story.join()).toMatch(/never imports the mock API, stories/);
    expect(errors.join()).toMatch(/never imports the mock API, stories/);
  });
}, 60_000);
