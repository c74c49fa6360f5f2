/**
 * The coach panel's three suggested prompts (spec 2). The built-in coach recognises these exact texts
 * and answers them from the user's own data; a model gets them like any other message.
 */
export const suggestedPrompts = [
  { id: 'review', label: 'Review my last 2 weeks', text: 'Review my last 2 weeks and suggest one focus.' },
  {
    id: 'smart_goal',
    label: 'SMART goal from my routine',
    text: 'Propose a SMART goal from my current routine.',
  },
  {
    id: 'implementation_intention',
    label: 'Implementation intention for today',
    text: 'Help me create an implementation intention for today.',
  },
] as const;

export type TSuggestedPromptId = (typeof suggestedPrompts)[number]['id'];
