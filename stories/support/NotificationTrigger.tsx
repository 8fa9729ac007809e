import { Button, Container } from '@mantine/core';
import { useNotify, type NotificationKind } from '@/ui/notify';

/** A button that raises one notification, so designers and tests can watch it come and go. */
export function NotificationTrigger({ kind, message, label }: { kind: NotificationKind; message: string; label: string }) {
  const notify = useNotify();
  return (
    <Container py="xl">
      <Button onClick={() => notify[kind](message)}>{label}</Button>
    </Container>
  );
}
