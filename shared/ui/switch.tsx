interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name, shown beside the switch. */
  label: string;
  disabled?: boolean;
}

/** A switch with element's colours and role="switch" / aria-checked, operable with Space and Enter. */
export function Switch({ checked, onChange, label, disabled }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      className={`gz-switch${checked ? ' is-checked' : ''}`}
      onClick={() => onChange(!checked)}
    >
      <span className="gz-switch__track" aria-hidden="true">
        <span className="gz-switch__thumb" />
      </span>
      <span className="gz-switch__label">{label}</span>
    </button>
  );
}
