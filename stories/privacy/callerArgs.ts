import { fn } from 'storybook/test';
import type { CallerRightsProps } from '@/features/privacy/CallerRights';

/** A caller's data before anything is asked, every callback a spy. */
export const callerIdle = (): CallerRightsProps => ({
  found: null,
  lookup: { status: 'idle' },
  exporting: { status: 'idle' },
  exportLink: null,
  erasing: { status: 'idle' },
  erased: null,
  onLookup: fn(),
  onExport: fn(),
  onErase: fn(),
});
