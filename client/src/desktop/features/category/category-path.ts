// A category's place in the two-level tree of getCategory: first level first, the category last.
import type { ResultOf } from '@storefront/contracts';

type Tree = ResultOf<'getCategory'>;
export interface PathStep {
  id: number;
  name: string;
}

/** [root] for a first-level id, [root, child] for a child, [] when the id is not in the tree. */
export function categoryPath(tree: Tree, cid: number): PathStep[] {
  for (const root of tree) {
    if (root.id === cid) return [{ id: root.id, name: root.name }];
    const child = root.childGoodsNavList.find((c) => c.id === cid);
    if (child)
      return [
        { id: root.id, name: root.name },
        { id: child.id, name: child.name },
      ];
  }
  return [];
}
