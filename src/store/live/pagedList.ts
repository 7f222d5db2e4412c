// The state of one paged list on screen (docs/data-layer.md): the ids in their order, a plain
// cursor, and how the first page and the next ones are doing. Slices keep these per list key
// and add what their list needs; the reducers below are shared so every list pages alike.

export type ListStatus = 'loading' | 'ready' | 'error';
/** 'stalled': the last refill kept nothing, so scrolling stops fetching on its own. */
export type MoreStatus = 'idle' | 'loading' | 'error' | 'stalled';

export type PagedList<Spec, Cursor> = {
  spec: Spec;
  /** The opening this state belongs to; results of an earlier opening are dropped. */
  requestId: string;
  status: ListStatus;
  ids: string[];
  cursor: Cursor | null;
  /** True when the source has nothing more to give. */
  exhausted: boolean;
  more: MoreStatus;
};

/** What a fetch of a page brings (lib/fillPage's Fill, or a search round). */
export type PageFill<T, Cursor> = { items: T[]; cursor: Cursor | null; exhausted: boolean };

/** A list just opened: loading, nothing held. */
export function openingList<Spec, Cursor>(spec: Spec, requestId: string): PagedList<Spec, Cursor> {
  return {
    spec,
    requestId,
    status: 'loading',
    ids: [],
    cursor: null,
    exhausted: false,
    more: 'idle',
  };
}

function afterFill<T, Cursor>(list: PagedList<unknown, Cursor>, fill: PageFill<T, Cursor>) {
  list.cursor = fill.cursor;
  list.exhausted = fill.exhausted;
  // A refill that kept nothing does not retry by itself; the button still offers more.
  list.more = fill.items.length === 0 && !fill.exhausted ? 'stalled' : 'idle';
}

/** The first page arrived: it replaces whatever the list held. */
export function showFirstPage<T, Cursor>(
  list: PagedList<unknown, Cursor>,
  fill: PageFill<T, Cursor>,
  idOf: (item: T) => string,
): void {
  list.status = 'ready';
  list.ids = fill.items.map(idOf);
  afterFill(list, fill);
}

/** A next page arrived: its new ids go after the held ones. */
export function appendPage<T, Cursor>(
  list: PagedList<unknown, Cursor>,
  fill: PageFill<T, Cursor>,
  idOf: (item: T) => string,
): void {
  const held = new Set(list.ids);
  list.ids.push(...fill.items.map(idOf).filter((id) => !held.has(id)));
  afterFill(list, fill);
}
