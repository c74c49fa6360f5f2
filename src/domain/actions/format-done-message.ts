/** The verbs previews start with, and how the coach says them once the action is done. */
const pastTenses: Record<string, string> = {
  Create: 'Created',
  Update: 'Updated',
  Log: 'Logged',
  Set: 'Set',
  Record: 'Recorded',
  Link: 'Linked',
  Save: 'Saved',
  Schedule: 'Scheduled',
  Run: 'Ran',
};

/**
 * What the coach says after applying an action, worded like the preview the user confirmed:
 * `Create habit "Read" — 20 pages daily` becomes `Created habit “Read” — 20 pages daily.`
 */
export function formatDoneMessage(preview: string): string {
  const [verb = '', ...rest] = preview.split(' ');
  const sentence = [pastTenses[verb] ?? verb, ...rest].join(' ').replace(/"([^"]*)"/g, '“$1”');
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}
