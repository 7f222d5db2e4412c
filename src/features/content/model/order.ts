/** The order that puts a new FAQ entry or article after every existing one: max + 1. */
export function nextOrder(items: readonly { order: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.order), 0) + 1;
}
