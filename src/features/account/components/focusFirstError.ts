/**
 * Moves focus to the first field (in form order) with a message, so keyboard and screen
 * reader users land on what needs fixing. Field ids are `${prefix}-${key}`.
 */
export function focusFirstError(
  prefix: string,
  order: readonly string[],
  errors: Partial<Record<string, string>>,
): void {
  const first = order.find((key) => errors[key]);
  if (first) document.getElementById(`${prefix}-${first}`)?.focus();
}
