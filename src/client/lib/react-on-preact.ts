/**
 * What the browser build imports as `react` (vite.config.ts, decision 0030): Preact's compatibility
 * layer, made to behave like React 19 where our components rely on it.
 */
import { options, type VNode } from 'preact';
import compat, { useState } from 'preact/compat';

// @ts-expect-error preact/compat's types say `export =`, which TypeScript will not re-export this way;
// the bundler re-exports its ES module's names.
export * from 'preact/compat';

/**
 * React 19 hands a function component its `ref` as a prop (our Button, fields and menus take it so);
 * Preact keeps it for the component instance unless the component is wrapped in forwardRef.
 */
const nextVNodeHook = options.vnode;
options.vnode = (vnode: VNode<{ ref?: unknown }>) => {
  const { type } = vnode;
  if (typeof type === 'function' && !type.prototype?.render && vnode.ref) {
    vnode.props.ref = vnode.ref;
    vnode.ref = null;
  }
  nextVNodeHook?.(vnode);
};

let lastId = 0;

/**
 * Preact numbers useId's ids per render root, and the same id came out twice on one page (a dialog's
 * fields took the ids of the page's own), so a label named the wrong input. The browser never
 * hydrates server HTML, so a counter suffices, as in React.
 */
export function useId(): string {
  const [id] = useState(() => `:p${++lastId}:`);
  return id;
}

export default { ...compat, useId };
