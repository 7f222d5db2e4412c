/**
 * Resolves in a later task, so the work before and after it are two tasks the browser can
 * paint and take input between, not one long task (Total Blocking Time, design.md section 10).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
