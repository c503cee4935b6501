import { Link } from 'react-router-dom';

/** A navigation item: its label and where it leads. */
export interface NavLink {
  label: string;
  to: string;
}

interface NavBarProps<T extends NavLink> {
  /** The BEM block: the bar, its `__list` and its `__link`s. */
  block: string;
  label: string;
  items: readonly T[];
  /** Whether an item is the current page (is-current, aria-current="page"). */
  isCurrent: (item: T) => boolean;
}

/** A navigation bar: a list of links, the current page's marked. */
export function NavBar<T extends NavLink>({ block, label, items, isCurrent }: NavBarProps<T>) {
  return (
    <nav className={block} aria-label={label}>
      <ul className={`${block}__list`}>
        {items.map((item) => {
          const current = isCurrent(item);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={`${block}__link${current ? ' is-current' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
