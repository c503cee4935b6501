import { Link } from 'react-router-dom';

import { EXPIRY_REASON } from '@/shared/enums';

import type { Reminder } from './reminders';

interface ReminderListProps {
  /** The id of the card's heading. */
  id: string;
  title: string;
  reminders: readonly Reminder[];
}

/** A card of the hall's reminders, each with its reason, its words and its one click; none shows nothing. */
export function ReminderList({ id, title, reminders }: ReminderListProps) {
  if (reminders.length === 0) return null;
  return (
    <section className="gz-app-card gz-hall__reminders" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {reminders.map((reminder) => (
          <li key={reminder.key} className={`gz-hall__reminder is-${reminder.tone}`}>
            <span>
              {reminder.reason && (
                <strong className="gz-hall__reason">{EXPIRY_REASON[reminder.reason]}：</strong>
              )}
              {reminder.text}
            </span>
            {reminder.action && (
              <Link className="gz-hall__renew" to={reminder.action.to}>
                {reminder.action.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
