/**
 * `useLoadState` (src/pages/serverState.ts), the page state of a page's main query: what it shows
 * is `loadStateOf`'s (loading, the data, an error with a retry, the data kept through a refetch
 * that fails), and the first answer renders in a transition, after a render that still shows
 * loading (so a long form built from it never blocks the main thread in one task); a change to
 * data already shown renders at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userEvent, waitFor, within } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import type { LoadState } from '@/lib/loadState';
import { useLoadState } from '@/pages/serverState';
import { renderPage, useMockApi } from './support';

useMockApi();

/** What each render showed, in order. */
function Probe({ answer, seen }: { answer: () => Promise<string>; seen: string[] }) {
  const [key] = useState(() => Math.random());
  const query = useQuery({ queryKey: ['probe', key], queryFn: answer, retry: false });
  const state: LoadState<string> = useLoadState(query);
  const shown =
    state.status === 'loaded' ? `loaded ${state.data}` : state.status === 'error' ? `error${state.retrying ? ' retrying' : ''}` : 'loading';
  // A render records what it showed, and the query's data at that render.
  seen.push(`${shown} | ${query.data ?? '-'}`);
  return (
    <div>
      <p>{shown}</p>
      <button type="button" onClick={() => void query.refetch()}>
        Again
      </button>
    </div>
  );
}

describe('useLoadState', () => {
  test('the answer renders after a render that still shows loading', async () => {
    const seen: string[] = [];
    const page = renderPage(<Probe answer={async () => 'facts'} seen={seen} />);
    await within(page.container).findByText('loaded facts');
    expect(seen[0]).toBe('loading | -');
    // The answer's own render (through useSyncExternalStore, at once) shows loading still; the
    // deferred one shows the data.
    expect(seen).toContain('loading | facts');
    expect(seen.indexOf('loading | facts')).toBeLessThan(seen.indexOf('loaded facts | facts'));
  });

  test('a change to the data shown renders at once, in the render that brings it', async () => {
    const seen: string[] = [];
    let answer = 'facts';
    const page = renderPage(<Probe answer={async () => answer} seen={seen} />);
    const screen = within(page.container);
    await screen.findByText('loaded facts');
    answer = 'hours';
    seen.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));
    await screen.findByText('loaded hours');
    // No render showed the old data once the new one was in.
    expect(seen).not.toContain('loaded facts | hours');
    expect(seen).toContain('loaded hours | hours');
  });

  test('an error shows as an error, stays while its retry runs (retrying), and a retry that succeeds shows the data', async () => {
    let fail = true;
    const seen: string[] = [];
    const page = renderPage(
      <Probe
        answer={async () => {
          if (fail) throw new Error('down');
          await new Promise((resolve) => setTimeout(resolve, 200));
          return 'hours';
        }}
        seen={seen}
      />,
    );
    const screen = within(page.container);
    await screen.findByText('error');
    fail = false;
    seen.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));
    await screen.findByText('error retrying');
    await screen.findByText('loaded hours');
    // The error view (its Retry busy, holding the focus) gives way to the data, never to loading.
    expect(seen.filter((render) => render.startsWith('loading'))).toEqual([]);
  });

  test('a refetch that fails keeps the data shown', async () => {
    let calls = 0;
    const page = renderPage(
      <Probe
        answer={async () => {
          calls += 1;
          if (calls > 1) throw new Error('down');
          return 'answers';
        }}
        seen={[]}
      />,
    );
    const screen = within(page.container);
    await screen.findByText('loaded answers');
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));
    await waitFor(() => expect(calls).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('loaded answers')).toBeVisible();
  });
});
