import { clsx } from 'clsx';
import { type KeyboardEvent, type MouseEvent, useRef } from 'react';
import { rovingIndex } from '../../lib/roving-index';

type TTab<TValue extends string> = { value: TValue; label: string };

type TSegmentedTabsProps<TValue extends string> = {
  label: string;
  tabs: readonly TTab<TValue>[];
  value: TValue;
  onChange: (value: TValue) => void;
  /** Ties each tab to the panel it controls: tab `${idPrefix}-tab-${value}`, panel `${idPrefix}-panel`. */
  idPrefix: string;
  /**
   * Each tab's own address, for tabs kept in the URL on a page the server draws: the tabs are links
   * then, so one chosen before the page's script runs is still opened (by the server).
   */
  hrefOf?: (value: TValue) => string;
};

/** A tablist drawn as a segmented control; arrow keys, Home and End move between tabs (WAI-ARIA tabs). */
export function SegmentedTabs<TValue extends string>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
  hrefOf,
}: TSegmentedTabsProps<TValue>) {
  const buttons = useRef(new Map<TValue, HTMLElement>());

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const nextIndex = rovingIndex(event.key, index, tabs.length, { orientation: 'both' });
    if (nextIndex === null) return;
    event.preventDefault();
    const next = tabs[nextIndex];
    if (!next) return;
    onChange(next.value);
    buttons.current.get(next.value)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={moveFocus}
      className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-surface-muted p-1"
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        const shared = {
          ref: (element: HTMLElement | null) => {
            if (element) buttons.current.set(tab.value, element);
            else buttons.current.delete(tab.value);
          },
          role: 'tab',
          id: `${idPrefix}-tab-${tab.value}`,
          'aria-selected': selected,
          'aria-controls': `${idPrefix}-panel`,
          tabIndex: selected ? 0 : -1,
          onClick: (event: MouseEvent) => {
            event.preventDefault();
            onChange(tab.value);
          },
          className: clsx(
            'grid h-9 cursor-pointer place-items-center rounded-lg text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            selected ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
          ),
        };
        return hrefOf ? (
          <a key={tab.value} href={hrefOf(tab.value)} {...shared}>
            {tab.label}
          </a>
        ) : (
          <button key={tab.value} type="button" {...shared}>
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
