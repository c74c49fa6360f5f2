import { isQuestionShaped } from './classify-message-kind';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { asksNothing } from './drop-chatter';
import { thanksWordCount, withoutFrankOpener } from './frank-opener';

const capabilities = [
  'create or change habits ("read 20 pages every day", "rename Read to Reading", "archive Stretch")',
  'log progress ("I read 25 pages today", "mark meditation done", "30 minutes of guitar yesterday")',
  'set goals with targets and deadlines ("run 100 km by June 30") and link habits to them',
  'plan your day ("schedule tomorrow: deep work 9-11am, gym 5:30pm to 6:30pm") or set today\'s focus',
  'log skill practice, focus sessions and baselines, and change your preferences',
  'review your last 2 weeks, suggest a SMART goal or an implementation intention',
];

const coachPage = '[How the coach works](/docs/coach)';
export const capabilitiesReply = `Here's what I can do for you:\n\n${capabilities.map((line) => `- ${line}`).join('\n')}\n\nTell me in plain words — I'll propose the change and you confirm it. More: ${coachPage}.`;
const guestCapabilities =
  'I can create habits and goals, log progress, plan your day and review your routine — just tell me in plain words.';
const guestHelp = `${guestCapabilities} (${coachPage})`;

const greeting =
  /^(?:hi+|hey+|hello+|hiya|yo|good (?:morning|afternoon|evening|day)|morning|evening|afternoon|gm|hola|greetings|howdy|sup|what's up|whats up|hey there|hi there|hello there)\b[\s!.,]*(?:coach)?(?:[\s!.,]|:-?\)|:-?d|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{fe0f})*$/u;
// "what can you actually do", "how does the coach work?", "what are you able to help with": about the coach itself.
// "what can this coach actually do": the coach named in the third person is asked as "you" is.
const helpRequest =
  /\b(?:what (?:else )?(?:can|could) (?:you|u|(?:this|the) (?:coach|assistant|bot|ai|chat ?bot))(?: \w+)? (?:do|help)|what do you do|how (?:can|could) you help|what can i (?:ask|say)|^help[!?.]*$|how (?:does|do) (?:this|the coach|the assistant|you|this coach|the chat) (?:\w+ )?work|what are you(?: able to do| for)?\??$|who are you|your capabilities|what are you able to|what can you help)\b/;
const thanks =
  /^(?:(?:ok|okay|oh|ah|wow)[,!.]?\s+)?(?:thanks|thank you|thank u|thx|ty|tysm|cheers|great|awesome|cool|nice|perfect|got it|appreciate it|much appreciated|that helps|that's helpful|helpful|brilliant|amazing|love it|lovely|(?:that was|that's|that is|very|really|super) (?:useful|helpful|handy|great))\b(?:[\s!.,a-z']|\p{Extended_Pictographic}|\u{fe0f})*$/u;
// "lmao fair", "alright then", "wow": said in passing, with a laugh or a filler around it.
const acknowledgement =
  /^(?:(?:lol|lmao|haha+|ha|oh|ah|ok|okay)[,!.]?\s+)?(?:ok|okay|k|kk|ok cool|alright|all right|right|fine|i see|makes sense|understood|noted|good to know|fair|fair enough|hmm+|huh|oh|ah|lol|lmao|haha+|haha nice|lol nice|brb|be right back|nvm|never ?mind|no worries|all good|wow+|whoa|omg|neat|interesting|cool cool|:\)|👍|🙏|😊)(?: then| ok| true| lol)?[\s!.,]*$/;
const farewell =
  /^(?:bye|goodbye|good night|night|see you|see ya|cya|later|talk later|gotta go|happy (?:weekend|friday|holidays|new year|christmas|sunday|monday)|have a (?:good|nice|great|lovely) (?:one|day|weekend|evening|night))\b[\s!.,a-z]*$/;
const howAreYou =
  /^(?:(?:hey+|hi+|hello+|yo|morning)(?: coach)?[,!.]?\s+)?(?:how are you|how are u|how r u|how's it going|hows it going|how you doing|you ok|are you ok)\b[\s!?.,a-z]*$/;
const insult =
  /\b(?:you(?:'re| are)|ur|u r|this is|that's|that was|you're being) (?:so |really |completely |totally |pretty |kinda |kind of |a bit |a little |quite )?(?:useless|stupid|dumb|rubbish|garbage|trash|terrible|awful|bad|annoying|not helpful|unhelpful|wrong|no help|pointless|slow|confusing|weird)\b|^(?:that|this|it|you) (?:makes?|make) no sense\b|^(?:that|this|it) (?:doesn't|does not|didn't) make (?:any )?sense\b|^(?:useless|stupid|wtf|ugh+|meh)[\s!.]*$|\byou (?:suck|don't understand|never understand|don't get it)\b|^(?:whatever|that's not what i (?:asked|meant|said|wanted)|that is not what i (?:asked|meant)|not what i (?:asked|meant))\b[\s!.,a-z]*$/;
// "you're the best", "this is awesome", "nice one": praise, answered like thanks.
const praise =
  /^(?:(?:you(?:'re| are)|ur|u r|this is|this app is|that's|that is|that was)\s+(?:so |really |just |the )*(?:best|awesome|great|amazing|brilliant|cool|helpful|fantastic|super helpful|legend|a legend|funny|hilarious|smart|clever|lovely|sweet|kind)|(?:nice|good|great) (?:one|1|job|work|stuff)|i (?:love|like) (?:you|this app|this|it|the app)|love (?:you|this app|this|it))\b[\s!.,:)]*$/;
// "ugh i hate running": a dislike of one of the habits, said in passing.
const dislike =
  /^(?:(?:ugh+|man|honestly)[,!]?\s+)?i (?:hate|can't stand|dread|don't like|do not like|really hate)\s+(?!being\b|it when\b|when\b)[a-z']+(?: [a-z']+){0,2}[\s!.]*$/;
const goodMood =
  /^(?:(?:yay|woo+hoo+|woo+|yes+)[!.,]*\s*$|i did it\b|(?:i )?(?:nailed|crushed|smashed) it\b|i'm on a roll\b|(?:i(?:'m| am) |i feel |feeling |i'm feeling )(?:so |really |pretty |very |super )?(?:good|great|happy|proud(?: of myself)?|excited|motivated|pumped|amazing|awesome|fantastic|better|on fire|on a roll))(?: (?:today|now|right now|this week|about (?:it|this|my progress)))?(?:[\s!.,:)]|\p{Extended_Pictographic}|\u{fe0f})*$/u;

// "i'm so tired today", "rough day": a feeling said on its own, not a reason given with a request.
const feelingLow =
  /^(?:i(?:'m| am)|im|i feel|i've been|feeling|i'm feeling|today was|today's been|i had a|i've had a|had a|having a|what a|ugh+)\b[\w ,']{0,30}\b(?:sad|tired|exhausted|stressed|anxious|depressed|down|bad day|rough day|hard day|awful day|long day|frustrated|discouraged|failing|a failure|rubbish|awful|terrible|not great|meh)\b(?:\s+(?:about|with|at|by|from|because of|over)\s+[a-z ']{1,30})?(?:\s+(?:today|tonight|lately|right now|this week|again))?[\s!.,:(]*$/;
// "so stressed, work is crazy rn": a feeling opened with "so", and what it is about.
const soLow =
  /^(?:(?:ugh+|man)[,!]?\s+)?(?:so+|really|super|very|pretty|kinda) (?:stressed|tired|exhausted|anxious|overwhelmed|burnt out|burned out|drained|busy|swamped|sad|down|fed up)\b(?![\w ,']*\d)[\w ,']{0,40}[\s!.,:(]*$/;
// "kinda nervous about monday tbh", "a bit anxious about the exam tomorrow": nerves said on their own, a
// day or a thing named after "about" (no request verb, no amount): never a focus, a log or a habit.
const worry =
  /^(?:(?:not gonna lie|ngl|tbh|honestly|ugh+|man)[,!]?\s+)?(?:i(?:'m| am)|im|i feel|feeling|i'm feeling)?\s*(?:(?:so+|really|super|very|pretty|kinda|kind of|a bit|a little|bit|quite|rather|lowkey|slightly) )?(?:nervous|anxious|worried|scared|uneasy|jittery|on edge|freaking out|freaked out|dreading)\b(?![\w ,']*(?:\d|\b(?:set|add|log|make|create|track|plan|schedule|pause|put|change|remind)\b))(?:\s+(?:about|for|over|before|of|at)\b[\w ,']{0,40})?[\s!.,:(]*$/;
const worryReply =
  "Nerves before something that matters are normal: they mean you care. Plan the one thing you'll do first, and keep today's habits small so they still get done. Want me to set a focus for that day?";
const lowMood =
  /\b(?:unmotivated|no motivation|not motivated|lack(?:ing)? motivation|stuck|overwhelmed|lazy|burn(?:ed|t) out|struggling|procrastinat\w*|can't get started|feel(?:ing)? down|bored|(?:do ?n[o']?t|do not) feel like (?:doing )?(?:anything|it|much)|(?:feels?|is) (?:\w+ )*pointless|no energy|can't be bothered)\b/;

// "i need a little pep talk tbh", "could do with some encouragement", "motivate me": encouragement asked
// for, naming nothing to track, gets the same sentence as low mood (never a habit named "Little pep talk").
const wantsEncouragement =
  /^(?:(?:honestly|tbh|ngl|ok|so|ugh|man)[,!]?\s+)?(?:(?:i|i'd|id) )?(?:(?:could |would |'d )?(?:really |kinda |just |totally )?(?:need|want|use|do with|love)|give me|gimme|can i get|got any)\s+(?:a |an |some |a little |a bit of |a quick |a small |little |more )*(?:pep talk|encouragement|motivation|motivating|boost|kind words|cheering up)\b(?![^.!?]*\b(?:for|to|with|on) (?:my |the |a )?(?:habit|goal|skill|log)s?\b)[\s\w,!.']{0,20}$|^(?:pls |please )?(?:motivate|cheer|hype|pump|gee) me(?: up)?\b[\s\w,!.']{0,20}$/;

// "ugh i failed again", "i feel like giving up": a setback said on its own, met with what the research
// says about misses ("i want to quit biting my nails" and "i'm giving up on the weight goal, pause it" ask).
const setback =
  /\b(?:i (?:failed|messed up|screwed up|blew it|slipped|fell off|(?:almost|nearly) (?:skipped|gave up|quit|bailed)(?: (?:on )?(?:everything|it all|it|all of it))?)(?: (?:again|today|it|the wagon|this week))*|(?:(?:feel(?:ing)? like|want to|wanna|about to|thinking (?:of|about)|ready to|going to) (?:give up|giving up|quit|quitting)|(?:i'm|im|i am) (?:giving up|quitting))(?: on (?:it|this|everything|all of it|my habits|habits))?(?: (?:again|already|today))?)[\s!.,:(]*$/;
const setbackReply =
  "That's frustrating, and it happens to everyone: one miss doesn't undo a habit, coming back next time is what counts. Make the next one small enough that you can't say no. ([Recover after a missed day](/in/education/recovering-after-a-missed-day))";

const lowMoodReply =
  "That happens to everyone — motivation follows action more often than it leads it. Pick the smallest version of one habit (two minutes is fine) and do just that today. If you like, ask me to **review your last 2 weeks** and I'll suggest one focus, or tell me a habit and I'll log it when it's done.";

/** Greetings, thanks and "what can you do?" get a short capabilities answer and no action. */
export function answerSmallTalk(said: TCoachRequest): TCoachAnswer | null {
  const request = { ...said, text: withoutFrankOpener(said.text) };
  const { text, guest } = request;
  // A greeting gets a greeting back, in a sentence; "what can you do?" gets the list.
  if (greeting.test(text)) {
    return {
      reply: guest
        ? `Hi! ${guestCapabilities}`
        : 'Hi! I can log progress, create or change habits and goals, plan your day or answer your questions about habits: what would you like to do today?',
      action: null,
    };
  }
  if (setback.test(text)) return { reply: setbackReply, action: null };
  if (worry.test(text)) return { reply: worryReply, action: null };
  if (lowMood.test(text) || feelingLow.test(text) || soLow.test(text) || wantsEncouragement.test(text))
    return {
      reply: guest
        ? 'That happens to everyone. Do the two-minute version of one habit today — small wins build momentum.'
        : lowMoodReply,
      action: null,
    };
  if (helpRequest.test(text)) return { reply: guest ? guestHelp : capabilitiesReply, action: null };
  if (praise.test(text))
    return {
      reply: 'Thank you, that’s kind! Anything else I can set up, log or answer for you?',
      action: null,
    };
  if (thanks.test(text) && thanksWordCount(text) <= 6) {
    return { reply: "You're welcome! Anything else I can set up or log for you?", action: null };
  }
  return answerChatter(request);
}

// "sorry", "my bad", "oops": an apology on its own (one with more words is a correction, read as one).
const apology =
  /^(?:(?:oh|ah|oops|whoops)[,!.]?\s+)?(?:sorry|my bad|oops|whoops|apologies|my mistake|my fault)(?: (?:about that|for that|coach|again|lol))?[\s!.,]*$/;
// "what's your name?", "are you an AI?", "who made you": about who is talking.
const identity =
  /^(?:what(?:'s| is) your name|whats your name|what are you called|who (?:made|built|created) you|are you (?:an? )?(?:ai|bot|robot|human|person|real person|real|chatgpt|chat ?bot|machine))\b[\s!?.,]*$/;

// "say something funny", "got any jokes", "i need a laugh": humour asked for.
const humour =
  /\b(?:tell|say|know|got|have|give me)(?: me| us)? (?:a|any|another|one|something|anything) (?:\w+ )?(?:jokes?|funny|witty|silly|pun)\b|\b(?:make|get) me (?:laugh|smile)\b|\bneed (?:a|some) (?:laugh|giggle|joke)\b/;
// "gotta grab the door, back in 5", "brb", "one sec": stepping away for a moment.
const steppingAway =
  /\b(?:brb|afk|be right back|back in (?:a (?:sec|second|minute|min|moment|bit|few)|a few|\d+|five|ten)(?: ?(?:min(?:ute)?s?|secs?|seconds?))?|(?:one|1|just a) (?:sec|second|moment|min|minute)|hold on a (?:sec|second|moment|minute))\b/;
// "didnt expect a habit app to be this chatty tbh", "this app is kinda addictive": a remark about the
// coach or the app, said of it.
const aboutCoach =
  /\b(?:this|the|a|an|your) (?:\w+ )?(?:app|coach|chat ?bot|bot|assistant|tracker)(?:'s| is| was| seems| feels| to be| being| would be| could be)\b|\byou(?:'re| are)? (?:\w+ )?(?:chatty|talkative|funny|fast|quick|smart|clever|polite|friendly|weird|cute|chill|human)\b/;
// ("a habit app" is the app: no habit is named there.)
const appNamedByKind = /\b(?:habits?|goals?) (?:app|tracker|tracking app)\b/g;

/** What is left of a remark once the words that make it one are out asks for nothing. */
function remarkOnly(text: string, remark: RegExp, context: TCoachRequest['context']): boolean {
  return asksNothing(text.replace(appNamedByKind, 'app').replace(remark, ' '), context);
}

/** Everything else said in passing: an "ok", a goodbye, a good mood, a complaint about the coach. */
function answerChatter({ text, guest, context }: TCoachRequest): TCoachAnswer | null {
  // ("how many messages can i send in a minute" asks: stepping away is said, not asked.)
  if (steppingAway.test(text) && !isQuestionShaped(text) && remarkOnly(text, steppingAway, context))
    return { reply: "No rush — I'll be here when you're back.", action: null };
  if (aboutCoach.test(text) && !isQuestionShaped(text) && remarkOnly(text, aboutCoach, context))
    return {
      reply:
        'Ha, I try to keep it short and useful! Tell me whenever there is something to log, change or ask about.',
      action: null,
    };
  if (humour.test(text) || /^make me laugh\b/.test(text))
    return {
      reply: "I'd tell you one about streaks, but I don't want to break it. Anything to log or ask about?",
      action: null,
    };
  if (apology.test(text))
    return { reply: 'No problem at all! Tell me what you meant and I’ll take it from there.', action: null };
  if (identity.test(text))
    return {
      reply:
        "I'm Compound's built-in coach: a small program in the app, not a person, that reads plain requests about your habits, goals and skills and answers from the app's lessons and your own figures. ([How the coach works](/docs/coach))",
      action: null,
    };
  if (acknowledgement.test(text))
    return { reply: 'Okay! Tell me whenever there is something to log, change or ask about.', action: null };
  if (farewell.test(text)) return { reply: 'See you soon — good luck with your habits today!', action: null };
  if (howAreYou.test(text))
    return {
      reply:
        "I'm doing well, thanks for asking! How are your habits going today? Ask me anything about them.",
      action: null,
    };
  if (insult.test(text))
    return {
      reply: guest
        ? "Sorry that wasn't helpful. I'm the built-in coach: I read plain requests (\"create a habit to read 10 pages a day\") and answer questions about habits from the app's lessons."
        : 'Sorry that wasn\'t helpful. I\'m the built-in coach, so I work best with plain requests ("log 20 pages of reading") and questions about your habits ("how am I doing this week?"). Tell me again in other words and I\'ll do better.',
      action: null,
    };
  if (dislike.test(text))
    return {
      reply:
        "That's fair — not every habit is fun while you do it. Make it smaller or easier to start (a shorter run, a nicer route, a friend along), or swap it for one you like that serves the same goal.",
      action: null,
    };
  if (goodMood.test(text))
    return {
      reply: "That's great to hear! Ride that feeling: it's a good day to tick off a habit early.",
      action: null,
    };
  return null;
}

const deleteRequest = /\b(?:delete|erase|wipe|remove) (?:all |everything|my account|my data|all my)/;

/** Requests the coach must not carry out, answered with where to do them instead. */
export function answerCannotDo(request: TCoachRequest): TCoachAnswer | null {
  if (!deleteRequest.test(request.text)) return null;
  return {
    reply:
      "I can't delete your account or your data from the chat — that's in Settings, where you can also export everything first ([Settings, your data and your account](/docs/settings-and-data)). From here I can archive a habit or pause a goal if you want less on your plate.",
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
