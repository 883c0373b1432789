import type { ExportKind } from '@fireline/shared';
import { currentLang } from '../../app/i18n';
import { loadSession } from '../../app/session';

const langQuery = (): Record<string, string> => (currentLang() === 'en' ? { lang: 'eng' } : {});

/** URLs a new window opens: the token travels in the query (the window cannot send a header). */
const withToken = (path: string, query: Record<string, string | number | undefined>) => {
  const session = loadSession();
  const params = Object.entries({ ...query, ...langQuery(), token: session?.user.user_token }).filter(([, value]) => value !== undefined && value !== '');
  return `${path}?${new URLSearchParams(params.map(([key, value]) => [key, String(value)])).toString()}`;
};

/** The xlsx of a list with the filters the user sees (GET /export/export). */
export const exportUrl = (kind: ExportKind, filters: Record<string, string | number | undefined> = {}) => withToken('/export/export', { ...filters, kind });
