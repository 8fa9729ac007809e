import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { ENTRY, planOf } from '../../scripts/chunk-plan.ts';

/** A chunk of a first build, as much of it as the plan reads. */
function chunk(
  fileName: string,
  options: { root?: string; entry?: boolean; imports?: string[]; dynamicImports?: string[]; modules: string[] },
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: options.entry ?? false,
    isDynamicEntry: Boolean(options.root),
    facadeModuleId: options.root ?? (options.entry ? 'index.html' : null),
    imports: options.imports ?? [],
    dynamicImports: options.dynamicImports ?? [],
    moduleIds: options.modules,
  } as unknown as Rolldown.OutputChunk;
}

const known = {
  isEntry: (id: string) => id === ENTRY,
  isApp: (id: string) => id === 'browserApp' || id === 'react-dom/client',
  isReactDom: (id: string) => id === 'react-dom/client',
  isFrame: (id: string) => id === 'DashboardLayout',
};

// The entry imports the app, every page and the frame on demand; the landing page imports its
// lead form on demand, the calls page its chart.
const chunks = [
  chunk('index.js', {
    entry: true,
    modules: ['main.tsx', 'locale.ts'],
    dynamicImports: [
      'browserApp.js',
      'client.js',
      'LandingPage.js',
      'LoginPage.js',
      'CallsPage.js',
      'UsagePage.js',
      'DashboardLayout.js',
      'MessageText.js',
    ],
  }),
  // Imported by the entry on any page: it may load with the landing page's first paint.
  chunk('MessageText.js', { root: 'MessageText', modules: ['MessageText'], imports: ['Text.js'] }),
  chunk('Text.js', { modules: ['Text.mjs'] }),
  chunk('browserApp.js', {
    root: 'browserApp',
    modules: ['browserApp'],
    imports: ['index.js', 'Box.js'],
    dynamicImports: ['MobileMenu.js'],
  }),
  // The phone menu: the app imports it on any page, but only when the burger is pressed.
  chunk('MobileMenu.js', { root: 'MobileMenu', modules: ['MobileMenu'], imports: ['Drawer.js'] }),
  chunk('Drawer.js', { modules: ['Drawer.mjs', 'Drawer.module.css'] }),
  chunk('client.js', { root: 'react-dom/client', modules: ['react-dom/client'], imports: ['react-dom.js'] }),
  chunk('react-dom.js', { modules: ['react-dom-client.production.js', 'scheduler.js'] }),
  chunk('Box.js', { modules: ['Box.mjs', 'Provider.tsx'], imports: ['index.js'] }),
  chunk('LandingPage.js', {
    root: 'LandingPage',
    modules: ['LandingPage'],
    imports: ['Box.js', 'Button.js'],
    dynamicImports: ['LeadForm.js'],
  }),
  chunk('LeadForm.js', { root: 'LeadForm', modules: ['LeadForm'], imports: ['Input.js'] }),
  chunk('LoginPage.js', { root: 'LoginPage', modules: ['LoginPage'], imports: ['Box.js', 'PasswordInput.js'] }),
  chunk('DashboardLayout.js', { root: 'DashboardLayout', modules: ['DashboardLayout'], imports: ['Box.js', 'NavLink.js', 'Drawer.js'] }),
  chunk('CallsPage.js', {
    root: 'CallsPage',
    modules: ['CallsPage'],
    imports: ['Box.js', 'Table.js', 'Input.js', 'PasswordInput.js', 'Button.js', 'Text.js'],
    dynamicImports: ['Chart.js'],
  }),
  chunk('UsagePage.js', { root: 'UsagePage', modules: ['UsagePage'], imports: ['Box.js', 'Table.js'] }),
  chunk('Chart.js', { root: 'Chart', modules: ['Chart'], imports: ['ChartParts.js'] }),
  chunk('ChartParts.js', { modules: ['recharts.mjs'] }),
  chunk('UsageChartShared.js', { modules: ['shared-by-chart-and-usage.ts'] }),
  chunk('NavLink.js', { modules: ['NavLink.mjs'] }),
  chunk('Table.js', { modules: ['Table.mjs'] }),
  chunk('Input.js', { modules: ['Input.mjs', 'Input.module.css', 'Input.css'] }),
  chunk('PasswordInput.js', { modules: ['PasswordInput.mjs'] }),
  chunk('Button.js', { modules: ['Button.mjs'] }),
];
// The chart and the usage page share a module.
chunks.find((c) => c.fileName === 'Chart.js')!.imports.push('UsageChartShared.js');
chunks.find((c) => c.fileName === 'UsagePage.js')!.imports.push('UsageChartShared.js');

const plan = planOf(chunks, known, {
  portal: new Set(['DashboardLayout', 'CallsPage', 'UsagePage']),
  landing: 'LandingPage',
  routeDriven: new Set(['LoginPage', 'CallsPage', 'UsagePage', 'DashboardLayout']),
  onAction: new Set(['MobileMenu']),
});

describe('the chunk plan (scripts/chunk-groups.ts)', () => {
  it('leaves the entry alone and puts what the app always loads in one chunk', () => {
    expect(plan['main.tsx']).toBeUndefined();
    expect(plan['locale.ts']).toBeUndefined();
    // Reached from the app, even if portal pages use it too: every page loads it with the app.
    expect(plan['Box.mjs']).toBe('app');
    expect(plan['Provider.tsx']).toBe('app');
    // React DOM apart, evaluated in a task of its own.
    expect(plan['react-dom-client.production.js']).toBe('react-dom');
  });

  it("groups the portal's frame, and what several portal pages share, apart from any public page", () => {
    expect(plan['NavLink.mjs']).toBe('portal');
    expect(plan['Table.mjs']).toBe('portal-pages');
    // A lazy part only portal code imports counts as the portal's.
    expect(plan['shared-by-chart-and-usage.ts']).toBe('portal-pages');
    // One root only: the chart's own chunk stays as it was.
    expect(plan['recharts.mjs']).toBeUndefined();
  });

  it("shares with other public pages and the landing page's lazy parts, never with its first load", () => {
    expect(plan['PasswordInput.mjs']).toBe('shared');
    // The lead form loads after the landing page is hydrated: it may bring the group along.
    expect(plan['Input.mjs']).toBe('ui');
    // The landing page's own code, and what the entry may load with it, stay as they were.
    expect(plan['Button.mjs']).toBeUndefined();
    expect(plan['Text.mjs']).toBeUndefined();
  });

  it("shares with the app's parts loaded only at a visitor's action in a group of its own", () => {
    // The phone menu and the portal's frame share the drawer: opening the menu loads that group,
    // a portal page loads it with the frame, and the landing page's first load never does.
    expect(plan['Drawer.mjs']).toBe('on-action');
    // The same menu, were it loaded with the first paint, would keep its code apart.
    const firstLoad = planOf(chunks, known, {
      portal: new Set(['DashboardLayout', 'CallsPage', 'UsagePage']),
      landing: 'LandingPage',
      routeDriven: new Set(['LoginPage', 'CallsPage', 'UsagePage', 'DashboardLayout']),
    });
    expect(firstLoad['Drawer.mjs']).toBeUndefined();
  });

  it('keeps every dynamically imported module in a chunk of its own, and plain stylesheets with their code', () => {
    for (const root of [
      'MessageText',
      'react-dom/client',
      'browserApp',
      'MobileMenu',
      'LandingPage',
      'LeadForm',
      'LoginPage',
      'DashboardLayout',
      'CallsPage',
      'UsagePage',
      'Chart',
    ])
      expect(plan[root]).toBeUndefined();
    expect(plan['Input.css']).toBeUndefined();
    // A CSS module's class names are code: they go with their chunk's group.
    expect(plan['Input.module.css']).toBe('ui');
    expect(plan['Drawer.module.css']).toBe('on-action');
  });
});
