import type { MessageKey } from '../../locales/en-US';
export const typeKey = (type: number) => `hydrants.type.${type}` as MessageKey;
