import { Container } from '@mantine/core';
import { useNavigate } from 'react-router';
import { fetchCallPackages } from '@/api/dashboard';
import { genericErrorMessage } from '@/api/errors';
import { BuyCallsView } from '@/features/dashboard/BuyCallsView';
import { useLoad } from '@/features/dashboard/hooks';
import type { CallPackage, CheckoutNavigationState } from '@/lib/dashboard';
import { PATHS } from '@/lib/routes';
import { useLocalizedPath } from '@/ui/useLocale';

/**
 * Buy calls (`/dashboard/buy-calls`): the packages from the mock API; choosing one opens the
 * checkout with `{ callPackage: '<id>' }` as navigation state.
 */
export default function BuyCallsPage() {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { state, retry } = useLoad<CallPackage[]>(fetchCallPackages, genericErrorMessage);
  return (
    <Container size="lg" px={0}>
      <BuyCallsView
        state={state}
        onRetry={retry}
        onChoose={(callPackage) => {
          const navigationState: CheckoutNavigationState = { callPackage };
          void navigate(localize(PATHS.checkout), { state: navigationState });
        }}
      />
    </Container>
  );
}
