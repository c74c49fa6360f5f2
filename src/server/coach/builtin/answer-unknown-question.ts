import type { TCoachAnswer, TCoachRequest } from './coach-answer';

/**
 * A question is answered, never acted on (decision 0032). These are the two ends of that rule: an answer
 * that came with a proposal keeps its figures and loses the offer, and a question nothing could answer
 * is told so plainly, with where the lessons are, instead of being read as a request.
 */

const guestSignIn = /\s*\(Sign in to save it to your account\.\)\s*$/;

/** The reply without its closing offer ("Shall I make Read today's focus?"), and no action. */
export function withoutProposal(answer: TCoachAnswer): TCoachAnswer {
  if (answer.action === null) return answer;
  const reply = answer.reply.replace(guestSignIn, '');
  const paragraphs = reply.split('\n\n');
  const last = paragraphs.at(-1) ?? '';
  const kept =
    paragraphs.length > 1 && /\?\s*$/.test(last)
      ? paragraphs.slice(0, -1).join('\n\n')
      : reply.replace(/\s*[^.!?\n]*\?\s*$/, '');
  return { reply: `${kept.trim()}\n\nIf you'd like me to change anything, just ask.`, action: null };
}

export const educationLink = '[the lessons](/in/education)';

export function answerUnknownQuestion(request: TCoachRequest): TCoachAnswer {
  if (request.guest)
    return {
      reply: `I don't have a good answer to that in the app's lessons, and I'd rather not guess. Have a look at ${educationLink}, or ask me about habits, streaks or goals.`,
      action: null,
    };
  return {
    reply: `I don't have a good answer to that in the app's lessons and help pages, and I'd rather not make one up. ${capitalizeFirst(educationLink)} cover habits, goals and practice; or ask me about your own habits, goals and skills ("how am I doing this week?").`,
    action: null,
  };
}

/** Whether an answer is the plain "I don't have a good answer to that" (signed in or guest). */
export function isUnknownAnswer(answer: TCoachAnswer): boolean {
  return answer.action === null && answer.reply.startsWith("I don't have a good answer to that");
}

function capitalizeFirst(text: string): string {
  return text.replace(/^\[t/, '[T');
}
