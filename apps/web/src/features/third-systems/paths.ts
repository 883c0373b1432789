import type { ThirdSystemKind } from '@fireline/shared';

/** The pages of one kind (spec 002 §2: each kind with new, detail, companyList and import). */
export const listPath = (kind: ThirdSystemKind) => `/thirdsystem/${kind}`;
export const newPath = (kind: ThirdSystemKind) => `/thirdsystem/${kind}/new`;
export const editPath = (kind: ThirdSystemKind, id: number) => `/thirdsystem/${kind}/new?type=edit&id=${id}`;
export const detailPath = (kind: ThirdSystemKind, id: number) => `/thirdsystem/${kind}/detail?id=${id}`;
export const unitsPath = (kind: ThirdSystemKind, id: number) => `/thirdsystem/${kind}/companyList?id=${id}`;
export const importPath = (kind: ThirdSystemKind) => `/thirdsystem/${kind}/import`;
