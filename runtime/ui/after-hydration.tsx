import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, once the page is hydrated: nothing is
 * rendered on the server or while hydrating (so the server's HTML matches), then
 * the module is imported and the component rendered. For parts that only the
 * browser can decide (the region suggestion reads the browser's languages) and
 * that the first paint does not need: their code stays out of first-load JavaScript.
 *
 * @example
 * const RegionSuggestion = afterHydration(() => import('./RegionSuggestion.tsx').then((m) => m.RegionSuggestion));
 */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per component at module level, never during a render
  return function AfterHydration(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(undefined);
    useEffect(() => {
      let live = true;
      if (loaded) setComponent(() => loaded);
      else
        void load().then((c) => {
          loaded = c;
          if (live) setComponent(() => c);
        });
      return () => {
        live = false;
      };
    }, []);
    return Component ? <Component {...props} /> : null;
  };
}
