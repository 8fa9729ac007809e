/**
 * The story test run's at-rest check (stories/support/atRest.ts, run by the preview's afterEach
 * after every play): a focus or an open menu the story does not declare fails it; a declared
 * one passes. In Chromium, as the stories run.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { atRestProblems, checkAtRest, restFocus } from '@stories/support/atRest';

let root: HTMLElement;

function mount(html: string) {
  root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  restFocus();
  root.remove();
});

describe('focus at rest', () => {
  test('nothing focused: at rest', async () => {
    mount('<button type="button">Save</button>');
    expect(atRestProblems(root)).toEqual([]);
    await expect(checkAtRest(root, undefined, 0)).resolves.toBeUndefined();
  });

  test('a control left focused that the story does not declare fails it', async () => {
    mount('<button type="button">Save</button>');
    root.querySelector('button')?.focus();
    expect(atRestProblems(root)).toEqual([expect.stringContaining('button "Save" keeps the focus')]);
    await expect(checkAtRest(root, undefined, 0)).rejects.toThrow(/does not rest as its name says[\s\S]*"Save" keeps the focus/);
  });

  test('the declared focus passes; another control focused, or none, fails', () => {
    mount('<button type="button" aria-label="Open menu">≡</button><input aria-label="E-mail" />');
    const [button, input] = [root.querySelector('button'), root.querySelector('input')];
    button?.focus();
    expect(atRestProblems(root, { focus: 'Open menu' })).toEqual([]);
    expect(atRestProblems(root, { focus: () => /open/i })).toEqual([]);
    input?.focus();
    expect(atRestProblems(root, { focus: 'Open menu' })).toEqual([
      expect.stringContaining('the focus is on input "E-mail", not on "Open menu"'),
    ]);
    restFocus();
    expect(atRestProblems(root, { focus: 'Open menu' })).toEqual([expect.stringContaining('nothing is focused')]);
  });

  test('waits for the focus to leave (a closing transition) before it fails', async () => {
    mount('<button type="button">Save</button>');
    root.querySelector('button')?.focus();
    setTimeout(restFocus, 100);
    await expect(checkAtRest(root, undefined, 1000)).resolves.toBeUndefined();
  });
});

describe('nothing open at rest', () => {
  const MENU =
    '<button type="button" aria-expanded="true" aria-controls="m">Actions</button><div role="menu" id="m" aria-label="Actions"><div role="menuitem">Delete</div></div>';

  test('an open menu the story does not declare fails it: its button and the menu are named', () => {
    mount(MENU);
    expect(atRestProblems(root)).toEqual([
      expect.stringContaining('button, expanded "Actions" is left open'),
      expect.stringContaining('menu "Actions" is left open'),
    ]);
  });

  test('a declared open menu passes', async () => {
    mount(MENU);
    expect(atRestProblems(root, { open: ['Actions'] })).toEqual([]);
    await expect(checkAtRest(root, { open: () => [/^Actions$/] }, 0)).resolves.toBeUndefined();
  });

  test('an open dialog (a drawer) named by its title fails unless declared', () => {
    mount('<section role="dialog" aria-modal="true" aria-labelledby="t"><h2 id="t">Menu</h2></section>');
    expect(atRestProblems(root)).toEqual([expect.stringContaining('dialog "Menu" is left open')]);
    expect(atRestProblems(root, { open: ['Menu'] })).toEqual([]);
  });

  test('a closed menu (collapsed, hidden) is at rest', () => {
    mount(
      '<button type="button" aria-expanded="false">Actions</button><div role="menu" aria-label="Actions" style="display: none"></div><div hidden role="listbox" aria-label="Outcome"></div>',
    );
    expect(atRestProblems(root)).toEqual([]);
  });
});
