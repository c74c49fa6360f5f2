import { suggestedPrompts } from '@/domain/coach/suggested-prompts';

/** The three suggested prompts of spec 2; each sends its full text, disabled like the send button. */
export function SuggestedPromptList({
  disabled,
  onPick,
}: {
  disabled: boolean;
  onPick: (text: string) => void;
}) {
  return (
    // On a phone the prompts are one row that scrolls sideways, so the text box stays in view.
    <ul
      aria-label="Suggested prompts"
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 max-sm:snap-x sm:flex-wrap sm:overflow-visible"
    >
      {suggestedPrompts.map((prompt) => (
        <li key={prompt.id} className="shrink-0 snap-start">
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(prompt.text)}
            title={prompt.text}
            className="min-h-9 cursor-pointer rounded-full border border-line bg-surface px-3 py-1.5 text-left text-sm whitespace-nowrap text-ink-muted transition-colors hover:border-accent hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 max-sm:min-h-11"
          >
            {prompt.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
