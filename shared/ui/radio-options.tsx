interface RadioOptionsProps<Value extends string> {
  /** The radio group's name. */
  name: string;
  options: readonly Value[];
  /** Each option's words. */
  labels: Readonly<Record<Value, string>>;
  value: Value;
  onChange: (value: Value) => void;
  /** Each option's label (its look on the screen). */
  className: string;
}

/** Native radio buttons, each in its label, for the fieldset or radio group around them. */
export function RadioOptions<Value extends string>({
  name,
  options,
  labels,
  value,
  onChange,
  className,
}: RadioOptionsProps<Value>) {
  return options.map((option) => (
    <label key={option} className={className}>
      <input
        type="radio"
        name={name}
        value={option}
        checked={value === option}
        onChange={() => onChange(option)}
      />
      {labels[option]}
    </label>
  ));
}
