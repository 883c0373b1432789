import { ErrorCodes, type ErrorCode } from '@fireline/shared';

type Issue = {
  code?: string;
  path?: PropertyKey[];
  message?: string;
  input?: unknown;
  expected?: string;
  errors?: Issue[][];
};

/** A union's failure names no field; report the issues of its closest branch (fewest issues, first on a tie). */
const unwrapUnion = (issue: Issue): Issue[] => {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue];
  const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
  return closest.flatMap((inner) => unwrapUnion({ ...inner, path: [...(issue.path ?? []), ...(inner.path ?? [])] }));
};

/** Maps the first zod issue to the catalogue: missing → 8998, wrong type → 8999, format → 8997, else 8996. */
export const mapValidationIssues = (rawIssues: Issue[], context: string) => {
  const issues = rawIssues.flatMap(unwrapUnion);
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
