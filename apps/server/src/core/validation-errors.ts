import { ErrorCodes, type ErrorCode } from '@fireline/shared';

type Issue = { code?: string; path?: PropertyKey[]; message?: string; input?: unknown; expected?: string };

/** Maps the first zod issue to the catalogue: missing → 8998, wrong type → 8999, format → 8997, else 8996. */
export const mapValidationIssues = (issues: Issue[], context: string) => {
  const fields = issues.map((issue) => ({
    field: (issue.path ?? []).map(String).join('.') || context,
    message: issue.message ?? '',
  }));
  const first = issues[0] ?? {};
  let code: ErrorCode = ErrorCodes.paramValue;
  if (first.code === 'invalid_type') {
    code = first.input === undefined ? ErrorCodes.paramRequired : ErrorCodes.paramType;
  } else if (first.code === 'invalid_format' || first.code === 'too_small' || first.code === 'too_big') {
    code = ErrorCodes.paramFormat;
  }
  const head = fields[0] ?? { field: context, message: '' };
  const text = head.message ? `${head.field} (${head.message})` : head.field;
  return { code, detail: { zh: text, en: text }, data: { field: head.field, fields } };
};
