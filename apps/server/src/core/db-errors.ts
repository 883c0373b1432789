type PgErrorLike = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };

/** The PostgreSQL error behind a driver or Drizzle wrapper (PGlite and node-postgres both carry `code`). */
const pgError = (error: unknown): PgErrorLike | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
};

/** True when the error is a unique violation (23505), of the named index when one is given. */
export const isUniqueViolation = (error: unknown, indexName?: string) => {
  const found = pgError(error);
  if (found?.code !== '23505') return false;
  if (!indexName) return true;
  const constraint = found.constraint ?? found.constraint_name;
  return constraint === undefined || constraint === indexName;
};
