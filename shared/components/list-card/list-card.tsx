import type { ReactNode } from 'react';

import './list-card.css';

export type FigureSign = 'up' | 'down' | 'flat';

/** One figure of a card: its label and value (a gain red, a loss green where `sign` says so). */
export interface CardFigure {
  label: string;
  value: ReactNode;
  sign?: FigureSign;
  /** The card's main figure (市值, 净值): larger, on a line of its own. */
  main?: boolean;
  /** A figure with a long note (the card paid from): the whole width, at the usual size. */
  wide?: boolean;
  /** A line under the value (净值日期, 剩余时间, the card paid from). */
  note?: ReactNode;
}

export interface ListCardProps {
  /** The fund's (or the order's) name: the card's heading and accessible name. */
  title: ReactNode;
  /** The accessible name when the title is not plain text (a link). */
  label?: string;
  /** Under the title: code, type, channel. */
  subtitle?: ReactNode;
  /** Beside the title: the risk tag, a status. */
  badge?: ReactNode;
  figures: readonly CardFigure[];
  /** Below the figures: a notice, lots, a remittance panel. */
  children?: ReactNode;
  /** The card's buttons (购买, 赎回, 撤单, 详情 …), each taking a share of the width. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}

/**
 * A row of a list as a phone shows it (issue 38): the name on one or two lines, the figures that decide in a
 * grid, the actions as full-width buttons. Every list of the portal draws its rows with it under 600 px.
 */
export function ListCard({
  title,
  label,
  subtitle,
  badge,
  figures,
  children,
  actions,
  headingLevel = 3,
}: ListCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="gz-list-card" aria-label={label}>
      <div className="gz-list-card__head">
        <Heading className="gz-list-card__title">{title}</Heading>
        {badge && <span className="gz-list-card__badge">{badge}</span>}
      </div>
      {subtitle && <p className="gz-list-card__subtitle">{subtitle}</p>}
      {figures.length > 0 && (
        <dl className="gz-list-card__figures">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className={figure.main ? 'gz-list-card__main' : figure.wide ? 'gz-list-card__wide' : undefined}
            >
              <dt>{figure.label}</dt>
              <dd data-sign={figure.sign}>{figure.value}</dd>
              {figure.note && <dd className="gz-list-card__note">{figure.note}</dd>}
            </div>
          ))}
        </dl>
      )}
      {children}
      {actions && <div className="gz-list-card__actions">{actions}</div>}
    </li>
  );
}

export interface ListCardsProps {
  /** The list's accessible name (持有产品, 在途交易 …). */
  label: string;
  /** Loading, or nothing in it: one line in words instead of cards. */
  note?: ReactNode;
  busy?: boolean;
  children?: ReactNode;
}

/** The cards of a list; while loading or when empty, its note in their place. */
export function ListCards({ label, note, busy, children }: ListCardsProps) {
  return (
    <div className="gz-cards">
      {note ? (
        <p className="gz-cards__note" role={busy ? 'status' : undefined}>
          {note}
        </p>
      ) : (
        <ul className="gz-cards__items" aria-label={label} aria-busy={busy || undefined}>
          {children}
        </ul>
      )}
    </div>
  );
}
