import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * The portal's red error notice inside a page or form: a light red alert with an icon (a
 * warning circle unless another is given). The caller decides whether it is announced
 * (`role="alert"` for a failure that follows an action; none for a state the page opens in).
 */
export function ErrorAlert({
  icon = <IconAlertCircle aria-hidden />,
  ...props
}: AlertProps & {
  /** `alert` for a failure that follows an action (announced); none for a state the page opens in. */
  role?: string;
  /** A hook for tests. */
  'data-testid'?: string;
}) {
  return <Alert color="red" variant="light" icon={icon} {...props} />;
}
