// An overlay of the goods page (the picture preview, the reviews sheet) kept in the URL as
// ?<key>=<value>, in a history entry of its own: Android's back button (and the browser's) closes
// it instead of leaving the product, and a reload shows it again.
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

export function useUrlOverlay(key: string) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const ownEntry = (state as { overlay?: string } | null)?.overlay === key;
  const value = params.get(key);
  const open = (next: string) => {
    const search = new URLSearchParams(params);
    search.set(key, next);
    setParams(search, { state: { overlay: key } });
  };
  const close = () => {
    if (ownEntry) return void navigate(-1);
    const search = new URLSearchParams(params);
    search.delete(key);
    setParams(search, { replace: true });
  };
  return { value, open, close };
}
