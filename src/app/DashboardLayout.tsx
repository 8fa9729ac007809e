import type { ReactNode } from 'react';
import { PublicLayout } from './PublicLayout';

/**
 * The frame of the dashboard pages. Until the dashboard shell (AppShell with sidebar) exists,
 * the dashboard pages render inside the public frame.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  return <PublicLayout>{children}</PublicLayout>;
}
