/** One of element's icon-font glyphs, decorative (the text beside it says what it means). */
export function Icon({ name }: { name: 'loading' | 'search' | 'arrow-left' | 'arrow-right' }) {
  return <i className={`el-icon el-icon-${name}`} aria-hidden="true" />;
}
