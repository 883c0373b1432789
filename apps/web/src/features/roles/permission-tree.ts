import {
  ancestorsOf,
  companyTypeByKind,
  findPermission,
  notYetBuilt,
  permissionCatalogue,
  type OrgKind,
  type PermissionNode,
} from '@fireline/shared';

/** A node of an area not built yet (it and all below it answer is_active 0). */
export const isBuilt = (id: string) => ![id, ...ancestorsOf(id)].some((item) => notYetBuilt.has(item));

/** The catalogue the role editor offers: the areas not built yet left out (nothing to grant there yet). */
const prune = (nodes: PermissionNode[]): PermissionNode[] =>
  nodes
    .filter((node) => !notYetBuilt.has(node.id))
    .map((node) => (node.children ? { ...node, children: prune(node.children) } : node));
export const offeredCatalogue = prune(permissionCatalogue);

/** Every id below a catalogue node. */
const below = (node: PermissionNode): string[] => (node.children ?? []).flatMap((child) => [child.id, ...below(child)]);

/**
 * Ticking a node ticks its ancestors (a tab opens its menu entry) and every node below it the editor may grant (a
 * menu entry comes with its tabs and buttons, as a preset's branch does); the role keeps what it had.
 */
export const tick = (checked: ReadonlySet<string>, id: string, canGrant: (id: string) => boolean) => {
  const node = findPermission(id);
  const next = new Set(checked);
  if (!node) return next;
  next.add(id);
  for (const ancestor of ancestorsOf(id)) next.add(ancestor);
  for (const child of below(node)) if (canGrant(child) && isBuilt(child)) next.add(child);
  return next;
};

/** Unticking a node unticks everything below it; the entries above it stay. */
export const untick = (checked: ReadonlySet<string>, id: string) => {
  const node = findPermission(id);
  const next = new Set(checked);
  next.delete(id);
  if (node) for (const child of below(node)) next.delete(child);
  return next;
};

/** The organisation kind of the signed-in user's organisation, from the company_type their session carries. */
export const kindOfCompanyType = (companyType: string | undefined) =>
  (Object.keys(companyTypeByKind) as OrgKind[]).find((kind) => companyTypeByKind[kind] === companyType);
