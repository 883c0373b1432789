import { getTableColumns, getTableName, is, SQL, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

const isSerial = (column: Column) => column.getSQLType().includes('serial');
/** Drizzle leaves generated-always columns out of an INSERT's column list; so do we, to keep the lists aligned. */
const isInsertable = (column: Column) => column.generated === undefined || column.generated.type === 'byDefault';
const isJson = (column: Column) => ['json', 'jsonb'].includes(column.getSQLType());

/** The value as it goes into the JSON document: JSON columns and arrays as they are, the rest as the driver would send it. */
const toJsonValue = (column: Column, value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (isJson(column) || Array.isArray(value)) return value;
  return column.mapToDriverValue(value);
};

/** A column read from the document, falling back to the column's default when the row leaves it out (as VALUES would). */
const selectedColumn = (table: PgTable, column: Column): SQL => {
  // The sequence is looked up once (an uncorrelated subquery), not once a row.
  if (isSerial(column))
    return sql`nextval((select pg_get_serial_sequence(${getTableName(table)}, ${column.name})::regclass))`;
  const value = sql`v.${sql.identifier(column.name)}`;
  if (column.default === undefined) return value;
  const fallback = is(column.default, SQL) ? column.default : sql`${column.default}::${sql.raw(column.getSQLType())}`;
  return sql`coalesce(${value}, ${fallback})`;
};

/**
 * The SELECT for `tx.insert(table).select(jsonRowsSelect(table, rows))`: a batch of rows travels as ONE JSON parameter,
 * read with jsonb_to_recordset, instead of a VALUES list of rows × columns parameters. Drizzle assembles a VALUES list
 * one chunk per value, which was half of the ingest writer's CPU at 500-row batches of events (docs/performance.md);
 * PostgreSQL parses the document in C. `.returning()` still maps the stored rows to the table's types.
 * Rows go in the order given (a function scan reads the document in order). Columns with a `$defaultFn` get it here; columns with a database default get it when left out.
 */
export const jsonRowsSelect = <T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL => {
  const columns = Object.entries(getTableColumns(table)).filter(([, column]) => isInsertable(column));
  const documentColumns = columns.filter(([, column]) => !isSerial(column));
  // A null is left out of its row: jsonb_to_recordset reads a missing key as null, and the document stays small
  // (an event row is mostly empty handling fields), which is less to serialise, send and parse.
  const document = rows.map((row) => {
    const entries: Record<string, unknown> = {};
    for (const [key, column] of documentColumns) {
      const given = (row as Record<string, unknown>)[key];
      const value = toJsonValue(column, given === undefined && column.defaultFn ? column.defaultFn() : given);
      if (value !== null) entries[column.name] = value;
    }
    return entries;
  });
  const definitions = documentColumns.map(
    ([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
  );
  const selected = columns.map(([, column]) => selectedColumn(table, column));
  return sql`select ${sql.join(selected, sql`, `)} from jsonb_to_recordset(${JSON.stringify(document)}::jsonb) as v(${sql.join(definitions, sql`, `)})`;
};

/**
 * The row as an insert of `row` through jsonRowsSelect stores it, built here instead of read back: every column the
 * row leaves empty takes the column's literal default or null, as `coalesce(value, default)` does, and `fromDatabase`
 * (what `.returning()` gave: the id, columns with SQL defaults) completes it. Reading back every column of a 500-row
 * batch costs the driver a parse of every field; the caller already holds them.
 */
export const asStored = <T extends PgTable>(
  table: T,
  row: T['$inferInsert'],
  fromDatabase: Partial<T['$inferSelect']>,
): T['$inferSelect'] => {
  const stored: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const given = (row as Record<string, unknown>)[key];
    // jsonRowsSelect called the $defaultFn and kept no copy: only the row sent can say what went in.
    if (given === undefined && column.defaultFn)
      throw new Error(`asStored: ${key} has a $defaultFn; set it on the row before the insert`);
    const fallback = column.default === undefined || is(column.default, SQL) ? null : column.default;
    stored[key] = given ?? fallback;
  }
  return { ...stored, ...fromDatabase } as T['$inferSelect'];
};
