import { sql, type AnyColumn } from 'drizzle-orm';

/** `%text%` for LIKE / ILIKE with the wildcards typed by a user taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The column contains the text, ignoring case. */
export const ilikeContains = (column: AnyColumn, text: string) => sql`${column} ilike ${containsPattern(text)}`;
