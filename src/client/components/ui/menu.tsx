import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { rovingIndex } from '../../lib/roving-index';
import { buttonClasses } from './button';
import { useTooltip } from './tooltip';

export type TMenuItem = {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  destructive?: boolean;
};

type TMenuProps = {
  /** The trigger's accessible name, e.g. 'Actions for Read'. */
  label: string;
  /** What the trigger shows (an icon); the label names it. */
  trigger: ReactNode;
  items: readonly TMenuItem[];
};

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first item,
 * ArrowUp on the last; arrows, Home and End move; Escape closes and returns to the trigger; Tab or a
 * click elsewhere closes it. Choosing an item hands focus back to the trigger before the item runs,
 * so a dialog it opens returns focus there too.
 */
export function Menu({ label, trigger, items }: TMenuProps) {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { handlers: tooltipHandlers, tooltip } = useTooltip(label);

  useEffect(() => {
    if (!open) return;
    const enabled = readEnabledItems(menuRef.current);
    (initialFocus === 'first' ? enabled[0] : enabled.at(-1))?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, initialFocus]);

  const openAt = (position: 'first' | 'last') => {
    setInitialFocus(position);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const enabled = readEnabledItems(menuRef.current);
    const index = enabled.indexOf(document.activeElement as HTMLButtonElement);
    const nextIndex = rovingIndex(event.key, index, enabled.length);
    if (nextIndex === null) return;
    event.preventDefault();
    enabled[nextIndex]?.focus();
  };

  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        {...tooltipHandlers}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
        className={buttonClasses({
          variant: 'ghost',
          size: 'icon',
          className: 'aria-expanded:bg-surface-muted aria-expanded:text-ink',
        })}
      >
        {trigger}
      </button>
      {!open && tooltip}
      {open && (
        <div
          ref={menuRef}
          id={id}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-20 mt-1 min-w-44 rounded-xl border border-line bg-surface-raised p-1 shadow-lg"
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              onClick={() => {
                if (item.disabled) return;
                close();
                item.onSelect();
              }}
              className={clsx(
                'flex h-10 w-full cursor-pointer items-center rounded-lg px-3 text-left text-sm font-medium',
                'focus-visible:outline-2 focus-visible:outline-focus',
                'aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
                item.destructive ? 'text-danger hover:bg-danger-soft' : 'text-ink hover:bg-surface-muted',
              )}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function readEnabledItems(menu: HTMLElement | null): HTMLButtonElement[] {
  const items = menu?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([aria-disabled="true"])');
  return Array.from(items ?? []);
}
