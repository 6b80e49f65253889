// The open SKU sheet lives in the URL (?sheet=), in a history entry of its own: Android's back
// button (and the browser's) closes the sheet instead of leaving the product. Back from login the
// same parameter reopens the sheet the choice was made in.
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { SheetMode } from './sku-sheet';

const SHEET_MODES: readonly SheetMode[] = ['cart', 'buy', 'choose'];

export function useGoodsSheet() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const sheetEntry = (state as { sheetEntry?: boolean } | null)?.sheetEntry === true;
  const asked = params.get('sheet') as SheetMode | null;
  const sheet = asked && SHEET_MODES.includes(asked) ? asked : null;

  const openSheet = (mode: SheetMode) => {
    const next = new URLSearchParams(params);
    next.set('sheet', mode);
    setParams(next, { state: { sheetEntry: true } });
  };
  const closeSheet = () => {
    if (sheetEntry) void navigate(-1);
    else if (params.has('sheet')) setParams({}, { replace: true });
  };
  return { sheet, sheetEntry, openSheet, closeSheet };
}
