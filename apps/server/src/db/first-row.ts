/**
 * The first row a `returning()` answers. An insert always returns what it inserted, so an empty answer is a bug in
 * the statement, reported as such rather than as a TypeError further on.
 */
export const firstRow = <T>(rows: readonly T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('expected the statement to return a row, it returned none');
  return row;
};
