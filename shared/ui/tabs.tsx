import 'element-theme-default/lib/tabs.css';
import './tabs.css';

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  name: string;
  label: ReactNode;
  /** Shown as a tooltip (title) when the label is shortened. */
  title?: string;
  content: ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onChange: (name: string) => void;
  ariaLabel: string;
  className?: string;
  /** stretched: the tabs share the whole width (the login forms); spacious: larger, apart (the reset page). */
  variant?: 'stretched' | 'spacious';
}

/** Tabs with element's look and the WAI-ARIA tabs pattern: roving focus, arrows, Home and End. */
export function Tabs({ items, value, onChange, ariaLabel, className, variant }: TabsProps) {
  const id = useId();
  const tabList = useRef<HTMLDivElement>(null);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.name === value),
  );

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? activeIndex === last
          ? 0
          : activeIndex + 1
        : event.key === 'ArrowLeft'
          ? activeIndex === 0
            ? last
            : activeIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    onChange(items[target].name);
    tabList.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };

  return (
    <div className={`el-tabs gz-tabs${variant ? ` gz-tabs--${variant}` : ''} ${className ?? ''}`}>
      <div className="el-tabs__header">
        <div className="el-tabs__nav-wrap">
          {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the arrow keys come from the tab buttons inside (roving tabindex) */}
          <div className="el-tabs__nav" role="tablist" aria-label={ariaLabel} ref={tabList} onKeyDown={move}>
            {items.map((item, index) => {
              const selected = index === activeIndex;
              return (
                <button
                  key={item.name}
                  type="button"
                  role="tab"
                  id={`${id}-tab-${index}`}
                  aria-selected={selected}
                  aria-controls={`${id}-panel-${index}`}
                  tabIndex={selected ? 0 : -1}
                  title={item.title}
                  className={`el-tabs__item${selected ? ' is-active' : ''}`}
                  onClick={() => onChange(item.name)}
                >
                  {item.label}
                </button>
              );
            })}
          </div>
        </div>
      </div>
      <div className="el-tabs__content">
        {items.map((item, index) => (
          <div
            key={item.name}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={index !== activeIndex}
            className="el-tab-pane"
          >
            {index === activeIndex && item.content}
          </div>
        ))}
      </div>
    </div>
  );
}
