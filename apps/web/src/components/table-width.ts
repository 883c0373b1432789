import { MIN_COLUMN_WIDTH, type TableHead } from './table-filters';

/**
 * The width a list's table gets on a 1440 px screen: less the left navigation (200), the content's padding (2 × 16),
 * the card's (2 × 24) and a vertical scrollbar (≤ 17), with a little to spare. Lists fit it with their first columns,
 * and scroll horizontally below it.
 */
export const LIST_WIDTH_AT_1440 = 1140;

/** The batch-selection column, its checkbox and padding. */
export const SELECTION_COLUMN_WIDTH = 48;

export const columnWidthOf = (head: { width?: number }) => Math.max(head.width ?? MIN_COLUMN_WIDTH, MIN_COLUMN_WIDTH);

/** The table's width: the shown columns, the action column and the selection column; below it the table scrolls. */
export const tableWidthOf = <Row>(options: {
  heads: TableHead<Row>[];
  visible: readonly string[];
  actionsWidth?: number;
  hasSelection?: boolean;
}) =>
  options.heads
    .filter((head) => options.visible.includes(head.id))
    .reduce((sum, head) => sum + columnWidthOf(head), 0) +
  (options.actionsWidth === undefined ? 0 : columnWidthOf({ width: options.actionsWidth })) +
  (options.hasSelection ? SELECTION_COLUMN_WIDTH : 0);
