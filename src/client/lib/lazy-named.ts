import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * `React.lazy` for a module's named export: the component's code loads when it first renders, not
 * with the page that shows it (dialogs, panels only some visits open).
 */
// biome-ignore lint/suspicious/noExplicitAny: React's own lazy takes any component's props.
export function lazyNamed<TModule extends Record<TName, ComponentType<any>>, TName extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TName,
): LazyExoticComponent<TModule[TName]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
