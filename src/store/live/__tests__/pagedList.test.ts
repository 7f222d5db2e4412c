import { createEntityAdapter, createNextState } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  appendPage,
  closeList,
  leaveLists,
  openingList,
  pruneUnlisted,
  showFirstPage,
} from '../pagedList';

const idOf = (item: { id: string }) => item.id;
const items = (...ids: string[]) => ids.map((id) => ({ id }));

describe('paged list reducers', () => {
  it('opens empty and loading, then shows the first page', () => {
    const list = openingList<string, number>('spec', 'req-1');
    expect(list).toMatchObject({ status: 'loading', ids: [], cursor: null, exhausted: false });
    showFirstPage(list, { items: items('a', 'b'), cursor: 2, exhausted: false }, idOf);
    expect(list).toMatchObject({ status: 'ready', ids: ['a', 'b'], cursor: 2, more: 'idle' });
  });

  it('appends only new ids and stalls on a refill that kept nothing', () => {
    const list = openingList<string, number>('spec', 'req-1');
    showFirstPage(list, { items: items('a', 'b'), cursor: 2, exhausted: false }, idOf);
    appendPage(list, { items: items('b', 'c'), cursor: 4, exhausted: false }, idOf);
    expect(list.ids).toEqual(['a', 'b', 'c']);
    appendPage(list, { items: [], cursor: 9, exhausted: false }, idOf);
    expect(list).toMatchObject({ cursor: 9, more: 'stalled' });
    appendPage(list, { items: [], cursor: null, exhausted: true }, idOf);
    expect(list).toMatchObject({ exhausted: true, more: 'idle' });
  });
});

describe('leave and prune', () => {
  const adapter = createEntityAdapter<{ id: string }>();

  it('takes an id out of every list that holds it', () => {
    const lists = { one: { ids: ['a', 'b'] }, two: { ids: ['b', 'c'] }, three: { ids: ['c'] } };
    leaveLists(lists, 'b');
    expect(lists).toEqual({ one: { ids: ['a'] }, two: { ids: ['c'] }, three: { ids: ['c'] } });
  });

  it('drops the documents no list holds, unless kept', () => {
    // Inside a reducer the adapter mutates its draft, as here.
    const start = adapter.setMany(adapter.getInitialState(), items('a', 'b', 'c', 'd'));
    const pruned = createNextState(start, (draft) =>
      pruneUnlisted(adapter, draft, { one: { ids: ['a'] }, two: { ids: ['b'] } }, ['d']),
    );
    expect(pruned.ids).toEqual(['a', 'b', 'd']);
    expect(createNextState(pruned, (draft) => pruneUnlisted(adapter, draft, {})).ids).toEqual([]);
  });

  it('closes a list: it goes, and so do the documents only it showed, unless kept', () => {
    const start = {
      ...adapter.setMany(adapter.getInitialState(), items('a', 'b', 'c')),
      lists: { one: { ids: ['a', 'b'] }, two: { ids: ['b'] } },
    };
    const closed = createNextState(start, (draft) => closeList(adapter, draft, 'one', ['c']));
    expect(Object.keys(closed.lists)).toEqual(['two']);
    expect(closed.ids).toEqual(['b', 'c']);
  });
});
