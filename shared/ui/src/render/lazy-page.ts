import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export type LazyPage<P extends object = object> = ((props: P) => ReactElement) & {
  /** Starts loading the page's chunk; resolves once it can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy for a page that can be loaded before it is first rendered, and that, once loaded,
 * renders in the same pass instead of suspending. The shell renders over HTML prerendered for the
 * URL (README, "Prerendered pages"): a page that suspended there would put its fallback in place
 * of the content the visitor is already reading.
 */
export function lazyPage<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a later visit tries the network again
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  const Page = (props: P) => createElement(loaded ?? Suspending, props);
  return Object.assign(Page, { preload });
}

export function isLazyPage(value: unknown): value is LazyPage {
  return typeof value === 'function' && typeof (value as Partial<LazyPage>).preload === 'function';
}
