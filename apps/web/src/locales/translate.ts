import type { MessageKey } from './en-US';

/**
 * What form builders take to name their fields: one plain function type. i18next's `t` is assignable to it. A union
 * with `TFunction` instead makes every call resolve against TFunction's overloads for each template-literal key,
 * which cost the web type-check minutes (docs/performance.md, "Feedback").
 */
export type Translate = (key: MessageKey) => string;
