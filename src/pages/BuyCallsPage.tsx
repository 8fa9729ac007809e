import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callPackagesQuery } from '@/api/dashboardQueries';
import { BuyCallsView } from '@/features/dashboard/BuyCallsView';
import type { CheckoutNavigationState } from '@/lib/dashboard';
import { PATHS } from '@/lib/routes';
import { useLocalizedPath, useLocaleNavigate } from '@/ui/useLocale';
import { loadStateOf } from './serverState';

/**
 * Buy calls (`/dashboard/buy-calls`): the packages from the mock API; choosing one opens the
 * checkout with `{ callPackage: '<id>' }` as navigation state.
 */
export default function BuyCallsPage() {
  const navigate = useLocaleNavigate();
  const localize = useLocalizedPath();
  const packages = useQuery(callPackagesQuery());
  return (
    <Container size="lg" px={0}>
      <BuyCallsView
        state={loadStateOf(packages)}
        onRetry={() => void packages.refetch()}
        onChoose={(callPackage) => {
          const navigationState: CheckoutNavigationState = { callPackage };
          void navigate(localize(PATHS.checkout), { state: navigationState });
        }}
      />
    </Container>
  );
}
