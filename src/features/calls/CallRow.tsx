import { Table } from '@mantine/core';
import { memo } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { CallSummary } from '@/lib/calls';
import { formatClock, formatDateTime } from '@/lib/format';
import { LOCALE_INFO, type Locale } from '@/lib/locale';
import { langProps } from '@/ui/ForeignText';
import classes from './calls.module.css';
import { OutcomeBadge } from './OutcomeBadge';
import { TestCallBadge } from './TestCallBadge';

interface CallRowProps {
  call: CallSummary;
  href: string;
  /** The row's place among all the matching calls (`aria-rowindex`: the header row is 1). */
  rowIndex: number;
  locale: Locale;
  t: TFunction<'calls'>;
}

/** Mantine's table classes, for rows written as plain elements (with the attributes Table.Tr sets). */
const TABLE = Table.classes;

/**
 * One call in the table. Memoised, and made of plain elements (`tr`/`td` with Mantine's table
 * classes, the cells' content styled in calls.module.css): a poll or a balance that arrives
 * re-renders the page, not fifty unchanged rows, and a new page of fifty rows costs no Mantine
 * component per cell.
 */
export const CallRow = memo(function CallRow({ call, href, rowIndex, locale, t }: CallRowProps) {
  return (
    <tr className={TABLE.tr} data-with-row-border data-striped="odd" aria-rowindex={rowIndex} data-testid="call-row">
      <td className={`${TABLE.td} ${classes.nowrap}`}>
        <Link to={href} className={`${classes.time} mantine-focus-auto`}>
          {formatDateTime(call.startedAt, locale)}
        </Link>
      </td>
      <td className={TABLE.td}>
        <span className={classes.direction} data-direction={call.direction}>
          {t(`direction.${call.direction}`)}
        </span>
      </td>
      <td className={TABLE.td}>
        <span className={classes.caller} dir="auto">
          {call.callerName ?? t('unknownCaller')}
        </span>
        <span className={classes.number}>
          <bdi>{call.callerNumber}</bdi>
        </span>
      </td>
      <td className={`${TABLE.td} ${classes.duration}`}>{formatClock(call.durationSec)}</td>
      <td className={TABLE.td}>
        <span className={classes.badges}>
          <OutcomeBadge outcome={call.outcome} label={t(`outcome.${call.outcome}`)} />
          {call.reportedSpam && call.outcome !== 'spam' && <OutcomeBadge outcome="spam" variant="outline" label={t('outcome.spam')} />}
          <TestCallBadge testCall={call.testCall} />
        </span>
      </td>
      <td className={TABLE.td}>
        <span className={classes.summary} {...langProps(call.language, LOCALE_INFO[locale].lang)}>
          {call.summary}
        </span>
      </td>
    </tr>
  );
});
