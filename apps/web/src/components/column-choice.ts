import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { loadSession } from '../lib/session';
import { readPlain, writePlain } from '../lib/storage';
import { initialVisibleColumns, MAX_VISIBLE_COLUMNS, type TableHead } from './table-filters';

/** Per user and list: two people sharing a browser keep their own columns. */
const storageName = (listKey: string) => `columns.${loadSession()?.user.uid ?? 0}.${listKey}`;

/** The stored choice, kept to the columns the list still has; the list's defaults when there is none. */
export const loadColumnChoice = <Row>(listKey: string, heads: TableHead<Row>[], max = MAX_VISIBLE_COLUMNS) => {
  try {
    const stored: unknown = JSON.parse(readPlain(storageName(listKey)) ?? 'null');
    if (Array.isArray(stored)) {
      const known = heads
        .map((head) => head.id)
        .filter((id) => stored.includes(id))
        .slice(0, max);
      if (known.length > 0) return known;
    }
  } catch {
    // A damaged entry: the defaults.
  }
  return initialVisibleColumns(heads, max);
};

export const saveColumnChoice = (listKey: string, ids: readonly string[]) =>
  writePlain(storageName(listKey), JSON.stringify(ids));

/** The columns a list shows, as its user last chose them (kept across reloads); the list is named by its path unless `listKey` says. */
export const useColumnChoice = <Row>(heads: TableHead<Row>[], max: number, listKey?: string) => {
  const { pathname } = useLocation();
  const key = listKey ?? pathname;
  const [visible, setVisible] = useState(() => loadColumnChoice(key, heads, max));
  const choose = useCallback(
    (ids: string[]) => {
      setVisible(ids);
      saveColumnChoice(key, ids);
    },
    [key],
  );
  return [visible, choose] as const;
};
