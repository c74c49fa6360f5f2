import { clsx } from 'clsx';
import { type KeyboardEvent, useRef } from 'react';
import { rovingIndex } from '../../lib/roving-index';

type TTab<TValue extends string> = { value: TValue; label: string };

type TSegmentedTabsProps<TValue extends string> = {
  label: string;
  tabs: readonly TTab<TValue>[];
  value: TValue;
  onChange: (value: TValue) => void;
  /** Ties each tab to the panel it controls: tab `${idPrefix}-tab-${value}`, panel `${idPrefix}-panel`. */
  idPrefix: string;
};

/** A tablist drawn as a segmented control; arrow keys, Home and End move between tabs (WAI-ARIA tabs). */
export function SegmentedTabs<TValue extends string>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
}: TSegmentedTabsProps<TValue>) {
  const buttons = useRef(new Map<TValue, HTMLButtonElement>());

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
        return (
          <button
            key={tab.value}
            ref={(element) => {
              if (element) buttons.current.set(tab.value, element);
              else buttons.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={clsx(
              'h-9 cursor-pointer rounded-lg text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              selected ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
