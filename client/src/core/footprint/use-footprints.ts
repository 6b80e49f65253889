// 足迹's hooks: the product page records a look once its goods have loaded; the 足迹 page reads the
// list and clears it. Both faces may use them (the history lives in core/footprint/footprints.ts).
import { useAtom, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { addFootprint, footprintsAtom, type Footprint } from './footprints';

type Viewed = Omit<Footprint, 'viewedAt'>;

/** Records `goods` in 足迹 when it is first shown (and again when another goods takes its place). */
export function useRecordFootprint(goods: Viewed | undefined): void {
  const store = useStore();
  const goodsId = goods?.goodsId;
  useEffect(() => {
    if (!goods) return;
    const { goodsId: id, name, picUrl, price } = goods;
    store.set(
      footprintsAtom,
      addFootprint(store.get(footprintsAtom), { goodsId: id, name, picUrl, price, viewedAt: Date.now() }),
    );
    // Once per goods: a refetch of the same goods is not another look.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [goodsId, store]);
}

export function useFootprints() {
  const [footprints, setFootprints] = useAtom(footprintsAtom);
  const clear = useCallback(() => setFootprints([]), [setFootprints]);
  return { footprints, clear };
}
