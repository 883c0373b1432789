import { ErrorCodes, hasControlCharacter } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

type Found = { field: string; value: unknown };

/** Every leaf of a parsed query, body or params object, with its dotted path. */
export const inputLeaves = function* (value: unknown, path: string[] = [], depth = 0): Generator<Found> {
  if (depth > 20) return;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* inputLeaves(item, [...path, String(index)], depth + 1);
    return;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) yield* inputLeaves(item, [...path, key], depth + 1);
    return;
  }
  yield { field: path.join('.'), value };
};

/** The first leaf of the request's input that matches, searched in the query, the params, then the body. */
export const findInput = (
  input: { query?: unknown; params?: unknown; body?: unknown },
  matches: (value: unknown) => boolean,
) => {
  for (const [context, source] of [
    ['querystring', input.query],
    ['params', input.params],
    ['body', input.body],
  ] as const) {
    for (const leaf of inputLeaves(source)) if (matches(leaf.value)) return { ...leaf, field: leaf.field || context };
  }
  return undefined;
};

/**
 * Strings reaching a handler carry no NUL or other control character (tab and line breaks aside): PostgreSQL refuses
 * NUL outright, and the others are never typed by a person, only used to break a log line or a spreadsheet. Checked
 * once here, after the route's schema, for every route, naming the field (8997).
 */
export const registerInputGuard = (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    const found = findInput(request, (value) => typeof value === 'string' && hasControlCharacter(value));
    if (!found) return;
    const text = `${found.field} (control character)`;
    throw new AppError(ErrorCodes.paramFormat, {
      detail: { zh: `${found.field}（含控制字符）`, en: text },
      data: { field: found.field },
    });
  });
};
