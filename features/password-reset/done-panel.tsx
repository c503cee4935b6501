import { useEffect, useRef, useState } from 'react';

import { navigate, PAGE_FILES } from '@/shared/routing';
import { LinkButton } from '@/shared/ui';

import { RESET_TEXT, autoReturnIn } from './texts';

export const AUTO_RETURN_S = 5;

interface DonePanelProps {
  title: string;
  detail: string;
  /** Absolute URL to go back to. */
  target: string;
}

/** The reset is done: say so (focus lands on the heading), then go back after a few seconds or at once. */
export function DonePanel({ title, detail, target }: DonePanelProps) {
  const [left, setLeft] = useState(AUTO_RETURN_S);
  const heading = useRef<HTMLHeadingElement>(null);
  const toLogin = new URL(target).pathname === `/${PAGE_FILES.login}`;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (left <= 0) {
      navigate(target);
      return undefined;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, target]);

  return (
    <div className="gz-reset-done">
      <span className="gz-reset-done__icon" aria-hidden="true">
        ✓
      </span>
      <h2 className="gz-reset-done__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="gz-reset-done__detail">{detail}</p>
      <p className="gz-reset-done__countdown">{autoReturnIn(Math.max(left, 0))}</p>
      <LinkButton className="gz-reset-done__back" href={target}>
        {toLogin ? RESET_TEXT.backToLogin : RESET_TEXT.backTo}
      </LinkButton>
    </div>
  );
}
