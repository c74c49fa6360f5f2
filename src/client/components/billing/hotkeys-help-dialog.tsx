import { formatShortcut, navigationShortcuts } from '@/domain/routing/keyboard-shortcuts';
import { useIsMac } from '../../hooks/use-is-mac';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

const labels: Record<string, string> = {
  'mod+1': 'Today',
  'mod+2': 'Analytics',
  'mod+3': 'Goals',
  'mod+4': 'Coach',
  'mod+5': 'Accountability',
  'mod+6': 'Mastery',
  'mod+7': 'Education',
  'mod+8': 'Help',
  'mod+9': 'Settings',
  'mod+shift+l': 'Sign out',
};

/** Shown once, on wide screens, when the account is unlocked (spec 2): the keyboard's way around. */
export function HotkeysHelpDialog({ onClose }: { onClose: () => void }) {
  const isMac = useIsMac();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Get around with the keyboard"
      description="These shortcuts work on every page, even while you type."
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {navigationShortcuts.map(({ keys }) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded-md border border-line bg-surface-muted px-1.5 py-0.5 font-mono text-xs">
                {formatShortcut(keys, isMac)}
              </kbd>
            </dt>
            <dd className="text-ink-muted">{labels[keys] ?? keys}</dd>
          </div>
        ))}
      </dl>
      <Button className="mt-6 w-full" data-autofocus onClick={onClose}>
        Got it
      </Button>
    </Dialog>
  );
}
