import { Fragment } from 'react';

import { SectionTitle } from '@/features/trade-kit';
import { PROVISIONAL_NOTE } from '@/shared/format';
import { Button } from '@/shared/ui';

import { CALENDAR_TEXT } from './order-calendar';
import { useOrderCalendar, type OrderCalendarArgs } from './use-order-calendar';
import './order-calendar.css';

/** A value broken only between its words: a date or a time is never cut at its hyphen. */
function Words({ text }: { text: string }) {
  return text.split(' ').map((word, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className="gz-order-calendar__word">{word}</span>
    </Fragment>
  ));
}

/** The sentence, its dates kept whole. */
function Sentence({ text }: { text: string }) {
  return text.split(/(\d{4}-\d{2}-\d{2})/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="gz-order-calendar__word">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * 交易规则, on the order form before the investor confirms: T for an order placed now, the predicted confirm
 * and available dates, a booking's window and the fee mode. While the back office answers, each value keeps
 * its place (a bar of the value's size), so nothing below moves; a failed call says so in the row and the
 * form stays usable.
 */
export function OrderCalendarPanel(props: OrderCalendarArgs) {
  const { view, retry } = useOrderCalendar(props);
  const loading = view.message === null || view.rows.some((row) => row.value === null);
  return (
    <section className="gz-order-calendar" aria-labelledby="gz-order-calendar-title" aria-busy={loading}>
      <div className="gz-order-calendar__head">
        <SectionTitle id="gz-order-calendar-title">{CALENDAR_TEXT.title}</SectionTitle>
        {view.failed && (
          <Button size="small" onClick={retry}>
            {CALENDAR_TEXT.retry}
          </Button>
        )}
      </div>
      <p className={`gz-order-calendar__message${view.warning ? ' is-warning' : ''}`}>
        {view.message !== null ? (
          <Sentence text={view.message} />
        ) : (
          <>
            <span className="gz-visually-hidden">{CALENDAR_TEXT.loading}</span>
            <span className="gz-order-calendar__bone is-line" aria-hidden="true" />
          </>
        )}
      </p>
      <dl className="gz-order-calendar__rows">
        {view.rows.map((row) => (
          <div key={row.key} className="gz-order-calendar__row">
            <dt>{row.label}</dt>
            <dd className={`gz-order-calendar__value${row.missing ? ' is-missing' : ''}`}>
              {row.value !== null ? (
                <Words text={row.value} />
              ) : (
                <span className="gz-order-calendar__bone" aria-hidden="true">
                  <Words text={row.shape} />
                </span>
              )}
            </dd>
            <dd className="gz-order-calendar__hint">{row.hint}</dd>
          </div>
        ))}
      </dl>
      {view.provisional && <p className="gz-order-calendar__note">{PROVISIONAL_NOTE}</p>}
    </section>
  );
}
