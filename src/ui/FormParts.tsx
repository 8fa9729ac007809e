import { Button, Text, Title, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Message } from '@/lib/message';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { MessageText } from '@/ui/MessageText';
import { busyButtonProps } from './busyRoot';

export interface TitleBlockProps {
  /** The heading. */
  title: ReactNode;
  /** The heading's id (for `aria-labelledby`). */
  id?: string;
  /** The dimmed introduction under the heading, or none. */
  subtitle?: ReactNode;
  /** 1: the page's own heading; 2 or 3: a step inside a page. */
  order?: 1 | 2 | 3;
  /** Sized as a step (an h3 and smaller text); by default below order 1, which is sized as a page heading (h2). */
  compact?: boolean;
}

/** The heading of a card or form and its dimmed introduction. */
export function TitleBlock({ title, id, subtitle, order = 1, compact = order > 1 }: TitleBlockProps) {
  return (
    <div>
      <Title id={id} order={order} fz={compact ? 'h3' : 'h2'}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size={compact ? 'sm' : undefined} mt={4}>
          {subtitle}
        </Text>
      )}
    </div>
  );
}

export interface BusyButtonProps extends ButtonProps {
  /** While true: busy (focusable, `aria-disabled`, presses ignored), a spinner hidden from assistive technology, and `busyLabel`. */
  busy: boolean;
  /** What the button says while busy ("Sending…"). */
  busyLabel: ReactNode;
  /** What the button says otherwise. */
  children: ReactNode;
  /** A submit button (default) or a plain one. */
  type?: 'submit' | 'button';
  /** Pressed (a submit button's form is sent as well). */
  onClick?: () => void;
  /** Not pressable even when not busy. */
  disabled?: boolean;
}

/** A button that says what is happening while its action runs (a submit button by default). */
export function BusyButton({ busy, busyLabel, children, disabled = false, type = 'submit', ...props }: BusyButtonProps) {
  return (
    <Button type={type} {...props} {...busyButtonProps(busy, disabled)}>
      {busy ? busyLabel : children}
    </Button>
  );
}

/** A failed call's message in the announced red notice; nothing without a message. */
export function MessageAlert({
  message,
}: {
  /** The failure: a translated error or the server's own words; none shows nothing. */
  message: Message | null | undefined;
}) {
  if (!message) return null;
  return (
    <ErrorAlert role="alert">
      <MessageText message={message} />
    </ErrorAlert>
  );
}
