import { Box } from '@mantine/core';
import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '@/app/serverState';
import { authAtom } from '@/state/auth';
import { MockUser } from '../fixtures/users';
import type { AtomValues } from '../support/decorators';
import type { RequestLog } from '../support/msw';

/**
 * A portal page as its layout wraps it: a fresh server-state cache (TanStack Query) for the
 * story, in the main landmark. (withApp, in .storybook/preview.tsx, adds the app's providers, the
 * router and a fresh Jotai store.)
 */
export const asPortalPage: Decorator = (Story) => (
  <FreshServerState>
    <Box component="main" p="md">
      <Story />
    </Box>
  </FreshServerState>
);

function FreshServerState({ children }: { children: React.ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The demo account logged in (the story's Jotai store starts with it). */
export const loggedIn: AtomValues = [[authAtom, { token: 'story-token', user: MockUser, isAuthenticated: true }]];

/**
 * What a portal page's stories share (all of the meta but its title): the page at `route`,
 * logged in, its calls answered by `handlers` into `log`, which each story starts empty (after
 * `reset`, for a story server with state of its own).
 */
export function portalPageMeta<C>(component: C, route: string, handlers: HttpHandler[], log: RequestLog, reset?: () => void) {
  return {
    component,
    decorators: [asPortalPage],
    parameters: { route, atoms: loggedIn, msw: { handlers } },
    beforeEach: () => {
      log.clear();
      reset?.();
    },
  };
}

export { findNotice } from '../support/notice';
