import 'element-theme-default/lib/input.css';
import './search-input.css';

import type { InputHTMLAttributes } from 'react';

/**
 * A plain <input> with element's input look and a search glyph: a combobox needs every ARIA attribute on
 * its own input, which element's Input does not pass through reliably.
 */
export function SearchInput({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <div className={`el-input gz-search-input ${className ?? ''}`}>
      <input {...props} type="text" className="el-input__inner" />
      <i className="el-input__icon el-icon-search" aria-hidden="true" />
    </div>
  );
}
