import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { asksNothing } from './drop-chatter';

/**
 * "haha nice one", "feeling kinda down tbh", "off to bed, nighty night 🌙", "uh, that wasnt my question":
 * a message that asks for nothing (no amount, none of the user's rows, no word of a request) and that no
 * small-talk pattern, answerer or lesson took is still something said to the coach. It gets a sentence in
 * the tone it was said in, never "I'm not sure what you'd like me to do" (issue 36: conversation is
 * answered, not read as a failed request).
 */

type TTone = 'misread' | 'low' | 'farewell' | 'season' | 'warm' | 'greeting' | 'neutral';

// Order matters: "you dont get me at all lol" is a complaint before it is a laugh, and "lol i'm such a
// mess this week" is a low mood.
const tones: [Exclude<TTone, 'neutral'>, RegExp][] = [
  [
    'misread',
    /\b(?:(?:was ?n[o']?t|is ?n[o']?t|not) (?:my question|what i (?:asked|meant|said|wanted))|(?:do|did) ?n[o']?t (?:get|understand) (?:me|it|that|what)|misunderstood|ignore (?:that|this|it|me)|scratch that|forget (?:that|it)|never ?mind|nvm|wrong answer|not helpful)\b/u,
  ],
  [
    'low',
    /\b(?:down|sad|(?:a |such a |total |hot )mess|tired|exhausted|shattered|knackered|wrecked|drained|wiped(?: out)?|beat|zonked|spent|sleepy|rough|long (?:night|day|shift|week)|(?:brain|head) (?:is |feels )?(?:mush|fried|foggy|dead)|running on (?:empty|fumes|no sleep|\d+ hours?(?: of)? sleep)|awful|terrible|stressed|anxious|hopeless|lonely|overwhelmed|struggling|worst|crap|meh|ugh+)\b|[😩😞😢😔😭😫😣☹🙁]/u,
  ],
  [
    'farewell',
    /\b(?:good ?night|calling it a night|nighty(?: night)?|night night|bye+|goodbye|cya|see (?:you|ya)|ttyl|talk (?:later|tomorrow|soon)|gn)\b|^(?:(?:right|ok|okay|anyway|well)[,!.]?\s+)?off to\b|🌙|😴|👋/u,
  ],
  [
    'season',
    /\b(?:merry|happy) (?:christmas|xmas|new year|holidays?|easter|birthday|thanksgiving|hanukkah|diwali|eid)\b|\bseason's greetings\b|🎄|🎅/u,
  ],
  [
    'warm',
    /\b(?:legend|proud|helpful|great|awesome|amazing|brilliant|love (?:it|this|that|you|u)|nice|good|cool|sweet|fun|funny|haha+|hehe|lol|lmao|yay|woo+|thanks|thank you|ty|thx|cheers|happy|glad|excited|chuffed|stoked|buzzing|thrilled|over the moon|best|wow|neat|hope (?:you|your|ur|u)(?:'re| are| r)?)\b|[🙌🎉😊😄😁😀🥳💪👏❤😍🔥✨🙏😂🤣]/u,
  ],
];

const replies: Record<TTone, { member: string; guest: string }> = {
  misread: {
    member:
      'Sorry, I got that wrong. Say it once more in other words, or name the habit, goal or skill it is about, and I will read it again.',
    guest: 'Sorry, I got that wrong. Say it once more in other words and I will read it again.',
  },
  low: {
    member:
      "Sorry it's like that right now. Go easy on yourself: one small thing done today counts, even the two-minute version of a habit. Ask me to review your week if you want to see what is already going well.",
    guest:
      "Sorry it's like that right now. Go easy on yourself: one small thing done today counts, even the two-minute version of a habit.",
  },
  farewell: {
    member: 'Good night, and see you soon! Your habits will be here when you are back.',
    guest: 'Good night, and see you soon!',
  },
  season: {
    member: 'Thank you, and the same to you! Holidays are a good time for the smallest version of a habit.',
    guest: 'Thank you, and the same to you!',
  },
  warm: {
    member: 'Glad to hear it! Tell me whenever there is something to log, change or ask about.',
    guest: 'Glad to hear it! Ask me anything about building habits whenever you like.',
  },
  greeting: {
    member: 'Hi, good to see you! Tell me whenever there is something to log, change or ask about.',
    guest: 'Hi, welcome! Ask me anything about building habits, or tell me one you would like to start.',
  },
  neutral: {
    member:
      'Noted. If that was meant as a request, tell me what to do and with which habit, goal or skill ("log 20 pages of reading"), or ask me about your week.',
    guest:
      'Noted. If that was meant as a request, tell me the habit you would like to start ("read 10 pages a day"), or ask me anything about building habits.',
  },
};

// "done for today", "calling it a night": signing off, though "done" is a word of reports.
const signOff =
  /\b(?:(?:i'?m |all )?done for (?:today|the day|tonight|now)|calling it a (?:day|night)|that'?s (?:it|all) for (?:today|now))\b/g;

// Read on the words as typed: the normalised text spells "nice one" as "nice 1", an amount.
function saysNothingToDo({ original, text, context }: TCoachRequest): boolean {
  const said = original.toLowerCase().replace(signOff, ' ');
  return asksNothing(said, context) && asksNothing(text.replace(signOff, ' ').replace(/\d+/g, ''), context);
}

// "morning! coffee first then habits", "heyyy just stumbled on this": a greeting opening a remark sets its tone.
// "back from holiday, missed this": a return is greeted as a hello is.
const greetingOpener =
  /^(?:hi+|hey+|hello+|hiya|yo|(?:good )?(?:morning|afternoon|evening)|gm|howdy|back from\b|(?:i'm|im|i am) back\b)\b/;

export function toneOf(text: string): TTone {
  if (greetingOpener.test(text) && !tones.some(([tone, pattern]) => tone !== 'warm' && pattern.test(text)))
    return 'greeting';
  return tones.find(([, pattern]) => pattern.test(text))?.[0] ?? 'neutral';
}

/** The sentence in the message's tone, whatever it asks. */
export function replyInTone(request: TCoachRequest): TCoachAnswer {
  const reply = replies[toneOf(request.text)];
  return { reply: request.guest ? reply.guest : reply.member, action: null };
}

/** The sentence for a message that asks for nothing, or null when it asks for something. */
export function answerAside(request: TCoachRequest): TCoachAnswer | null {
  return saysNothingToDo(request) ? replyInTone(request) : null;
}

// "i'd love to paint every weekend": a wish with a when is a habit, whatever its tone.
const recurring =
  /\b(?:every|each|daily|nightly|weekly|weekends?|weekdays?|mornings|evenings|nights|a (?:day|week)|per)\b/;

/** Whether a message that asks for nothing carries a tone: "youre a legend 🙌" is no habit to create. */
export function isToneOnly(request: TCoachRequest): boolean {
  const tone = toneOf(request.text);
  // "hey, meditate": a greeting before a name still asks for it ("tellsCircumstance" reads longer remarks).
  return (
    saysNothingToDo(request) && !recurring.test(request.text) && tone !== 'neutral' && tone !== 'greeting'
  );
}
