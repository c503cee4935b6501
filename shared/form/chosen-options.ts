/** A question offering options: a single choice or several. */
interface ChoiceQuestion {
  type: string;
  options: readonly { id: string }[];
}

/** The options chosen after a click: a single choice replaces, a multiple one toggles (in the options' order). */
export function chosenOptions(
  question: ChoiceQuestion,
  current: readonly string[],
  optionId: string,
): string[] {
  if (question.type === 'single') return [optionId];
  if (current.includes(optionId)) return current.filter((id) => id !== optionId);
  return question.options.map((o) => o.id).filter((id) => id === optionId || current.includes(id));
}
