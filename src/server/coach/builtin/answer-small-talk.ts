import type { TCoachAnswer, TCoachRequest } from './coach-answer';

const capabilities = [
  'create or change habits ("read 20 pages every day", "rename Read to Reading", "archive Stretch")',
  'log progress ("I read 25 pages today", "mark meditation done", "30 minutes of guitar yesterday")',
  'set goals with targets and deadlines ("run 100 km by June 30") and link habits to them',
  'plan your day ("schedule tomorrow: deep work 9-11am, gym 5:30pm to 6:30pm") or set today\'s focus',
  'log skill practice, focus sessions and baselines, and change your preferences',
  'review your last 2 weeks, suggest a SMART goal or an implementation intention',
];

export const capabilitiesReply = `Here's what I can do for you:\n\n${capabilities.map((line) => `- ${line}`).join('\n')}\n\nTell me in plain words — I'll propose the change and you confirm it.`;
const guestCapabilities =
  'I can create habits and goals, log progress, plan your day and review your routine — just tell me in plain words.';

const greeting =
  /^(?:hi|hey|hello|hiya|yo|good (?:morning|afternoon|evening)|howdy|sup|what's up|hey there|hi there|hello there)\b[\s!.,]*(?:coach)?[\s!.,]*$/;
const helpRequest =
  /\b(?:what can you do|what do you do|how can you help|what can i (?:ask|say)|^help[!?.]*$|how does this work|what are you|who are you|your capabilities|what can you help)\b/;
const thanks = /^(?:thanks|thank you|thx|cheers|great|awesome|cool|nice|perfect|got it)\b[\s!.,a-z]*$/;

const lowMood =
  /\b(?:unmotivated|no motivation|not motivated|lack(?:ing)? motivation|stuck|overwhelmed|lazy|burn(?:ed|t) out|struggling|procrastinat\w*|can't get started|feel(?:ing)? down)\b/;

const lowMoodReply =
  "That happens to everyone — motivation follows action more often than it leads it. Pick the smallest version of one habit (two minutes is fine) and do just that today. If you like, ask me to **review your last 2 weeks** and I'll suggest one focus, or tell me a habit and I'll log it when it's done.";

/** Greetings, thanks and "what can you do?" get a short capabilities answer and no action. */
export function answerSmallTalk(request: TCoachRequest): TCoachAnswer | null {
  const { text, guest } = request;
  if (greeting.test(text)) {
    return {
      reply: guest ? `Hi! ${guestCapabilities}` : `Hi! ${capabilitiesReply}`,
      action: null,
    };
  }
  if (lowMood.test(text))
    return {
      reply: guest
        ? 'That happens to everyone. Do the two-minute version of one habit today — small wins build momentum.'
        : lowMoodReply,
      action: null,
    };
  if (helpRequest.test(text)) return { reply: guest ? guestCapabilities : capabilitiesReply, action: null };
  if (thanks.test(text) && text.split(' ').length <= 5) {
    return { reply: "You're welcome! Anything else I can set up or log for you?", action: null };
  }
  return null;
}

const deleteRequest = /\b(?:delete|erase|wipe|remove) (?:all |everything|my account|my data|all my)/;

/** Requests the coach must not carry out, answered with where to do them instead. */
export function answerCannotDo(request: TCoachRequest): TCoachAnswer | null {
  if (!deleteRequest.test(request.text)) return null;
  return {
    reply:
      "I can't delete your account or your data from the chat — that's in Settings, where you can also export everything first. From here I can archive a habit or pause a goal if you want less on your plate.",
    action: null,
  };
}

/** When nothing matched: say so plainly and what would work instead. */
export function answerNotUnderstood(request: TCoachRequest): TCoachAnswer {
  if (request.guest)
    return {
      reply: `I didn't quite catch that. ${guestCapabilities} For example: "create a habit to read 20 pages every day".`,
      action: null,
    };
  return {
    reply: `I'm not sure what you'd like me to do with that — I'm the built-in coach and I understand plain requests about your habits, goals, skills and day.\n\n${capabilitiesReply}`,
    action: null,
  };
}
