import type { ReactNode } from 'react';

import './section-title.css';

/** The heading of a part of a trading screen (交易规则, 适当性匹配, 请汇款至以下账户, …). */
export function SectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h3 id={id} className="gz-order__section-title">
      {children}
    </h3>
  );
}
