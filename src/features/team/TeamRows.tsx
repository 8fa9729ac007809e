/** The parts of the team page's two lists: the rows, and which action concerns which row. */
import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Message } from '@/lib/message';
import type { TeamAction } from '@/lib/team';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useMessageText } from '@/ui/MessageText';

export const MEMBER_KINDS: readonly TeamAction['kind'][] = ['role', 'remove', 'signOut'];
export const INVITATION_KINDS: readonly TeamAction['kind'][] = ['resend', 'revoke'];

/** The action when it concerns this member or invitation (`kinds` tells which list the id is from). */
export const actionOn = (action: TeamAction | null, kinds: readonly TeamAction['kind'][], id: number) =>
  action && kinds.includes(action.kind) && action.id === id ? action : null;

/** Whether an action runs, on any row: the other rows' controls wait. */
export const anySaving = (action: TeamAction | null) => action?.state.status === 'saving';

/** The members' or the invitations' list: one {@link Row} each. */
export function RowList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" role="list" m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Box>
  );
}

const rowStyle = { borderTop: '1px solid var(--mantine-color-default-border)' };

/**
 * A member's or an invitation's row: who or what it is (`children`, beside the row's controls),
 * what may follow them (`below`: the removal's question), and the reason its last action failed.
 */
export function Row({
  testId,
  errorId,
  failed,
  below,
  children,
}: {
  testId: string;
  errorId: string;
  failed: { message: Message } | null;
  below?: ReactNode;
  children: ReactNode;
}) {
  const messageText = useMessageText();
  return (
    <Box component="li" py="sm" style={rowStyle} data-testid={testId}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        {children}
      </Group>
      {below}
      {failed && (
        <ErrorAlert role="alert" mt="sm" p="xs" id={errorId}>
          {messageText(failed.message)}
        </ErrorAlert>
      )}
    </Box>
  );
}
