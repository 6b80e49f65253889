// A lazily loaded page whose code can be fetched again. react-router's own `lazy` keeps a failed
// import for good (its promise is cached per route), so a page tapped while offline stayed blank
// until a full reload; this loader forgets a failure and 重试 fetches the chunk again in place. A
// chunk gone after a deploy reloads the document once first (core/router/chunk-reload.ts).
import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { reloadOnceForChunk } from '../../core/router/chunk-reload';
import { PageLoadFailure } from './page-load-failure';
import { ShellFallback } from './shell-fallback';

export type PageModuleLoader = () => Promise<{ default: ComponentType }>;

export function retryablePage(load: PageModuleLoader): ComponentType {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const preload = (): Promise<ComponentType> =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // Forget the failure: the next attempt must go back to the network.
        pending = null;
        throw error;
      },
    ));

  function LazyPage() {
    const [failed, setFailed] = useState(false);
    const [, markLoaded] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (loaded || failed) return;
      let live = true;
      preload().then(
        () => live && markLoaded(),
        (error: unknown) => live && !reloadOnceForChunk(error) && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [failed]);
    if (loaded) {
      const Page = loaded;
      return <Page />;
    }
    if (failed) return <PageLoadFailure onRetry={() => setFailed(false)} />;
    return <ShellFallback />;
  }
  return LazyPage;
}
