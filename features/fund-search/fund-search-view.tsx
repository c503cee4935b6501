import { useId, useState, type KeyboardEvent } from 'react';

import type { FundSearchItem } from '@/api/fund/contract';
import { SearchInput } from '@/shared/ui';
import { MESSAGES } from '@/shared/validation';

import { useFundSuggestions, type FundSearchCall } from './use-fund-suggestions';
import './fund-search.css';

export const FUND_SEARCH_PLACEHOLDER = '产品名称/代码';
export const FUND_SEARCH_FAILED = '搜索失败，请稍后再试';
export const FUND_SEARCH_DEBOUNCE_MS = 300;

export interface FundSearchViewProps {
  /** Asks the back office (quietly: failures show in the list). Called at most once per pause in typing. */
  search: FundSearchCall;
  onSelect: (item: FundSearchItem) => void;
  debounceMs?: number;
  /** Accessible name of the box; 基金搜索 by default. */
  ariaLabel?: string;
  defaultText?: string;
}

/**
 * The fund search box over any search: a combobox with a listbox of code and name, usable by keyboard
 * (arrows, Enter, Escape). Screens use FundSearch, which asks the API; this serves it, tests and the gallery.
 */
export function FundSearchView({
  search,
  onSelect,
  debounceMs = FUND_SEARCH_DEBOUNCE_MS,
  ariaLabel = '基金搜索',
  defaultText = '',
}: FundSearchViewProps) {
  const id = useId();
  const [text, setText] = useState(defaultText);
  const [open, setOpen] = useState(defaultText !== '');
  const [active, setActive] = useState(-1);
  const state = useFundSuggestions(text, search, debounceMs);
  const items = state.status === 'done' ? state.items : [];
  const showPopup = open && state.status !== 'idle';
  const expanded = showPopup && items.length > 0;

  const choose = (item: FundSearchItem) => {
    setText(item.name);
    setOpen(false);
    setActive(-1);
    onSelect(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="gz-fund-search" role="search">
      <SearchInput
        className="gz-fund-search__input"
        role="combobox"
        aria-label={ariaLabel}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={FUND_SEARCH_PLACEHOLDER}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <div className="gz-fund-search__popup" hidden={!showPopup}>
        <ul id={`${id}-listbox`} role="listbox" aria-label="搜索结果" hidden={!expanded}>
          {items.map((item, index) => (
            <li
              key={item.code}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`gz-fund-search__option${index === active ? ' is-active' : ''}`}
              // mousedown, not click: the input must not blur (and close the list) before the choice lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(item);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span className="gz-fund-search__code">{item.code}</span>
              <span className="gz-fund-search__name">{item.name}</span>
            </li>
          ))}
        </ul>
        <p className="gz-fund-search__status" role="status">
          {showPopup && state.status === 'loading' && '正在搜索…'}
          {showPopup && state.status === 'done' && items.length === 0 && MESSAGES.searchEmpty}
          {showPopup && state.status === 'error' && (state.message || FUND_SEARCH_FAILED)}
        </p>
      </div>
    </div>
  );
}
