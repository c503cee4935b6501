/** What a component emitted, shown under its card (the contract's output, for people and browser tests). */
export function Emitted({ label = '组件输出', value }: { label?: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="gz-gallery-emitted" role="status">
      <span className="gz-gallery-emitted__label">{label}：</span>
      <code>
        {JSON.stringify(value, (_key, v: unknown) => (v instanceof File ? `${v.name} (${v.size} B)` : v))}
      </code>
    </div>
  );
}
