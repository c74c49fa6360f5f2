/**
 * The product's own vocabulary as people say it (issue 36, development set 10): each entry is a class of
 * everyday names for one thing the help pages name otherwise, and puts the pages' name beside them ("sign
 * up" → create account, "login email" → the e-mail address, "keys" → keyboard shortcuts, "close out a
 * goal" → mark completed). Like `everydayWords` (knowledge-terms.ts), the question keeps its own words.
 */
export const productWords: readonly [RegExp, string][] = [
  // Making an account, whatever the verb ("without signing up" is the demo's, in pagePhrases).
  [
    // ("if i sign up", "once i register": a condition, the question is about what follows it.)
    /(?<!\b(?:without|before|if i|when i|once i|after i) )\b(?:sign(?:ing|ed)? ?up|register(?:ed|ing)?|registration)\b/g,
    'create account',
  ],
  [/\b(?:make|open|set up|get) an account\b|\bnew account\b/g, 'create'],
  // The e-mail that confirms an address.
  [
    /\b(?:confirm(?:ation)?|activation|activate|verif(?:y|ication)|welcome) (?:e-?mail|mail|link|message)\b|\b(?:e-?mail|mail|link) to (?:confirm|activate|verify)\b/g,
    'verification e-mail',
  ],
  // The address one signs in with is the account's e-mail.
  // ("google sign-in" is another way in, no address.)
  [
    /\b(?:login|log-?in|sign-?in|user ?name|username) (?:e-?mail|address)\b|\b(?:login|username)\b|\be-?mail provider\b/g,
    'e-mail',
  ],
  [/\b(?:updat(?:e|es|ed|ing))\b/g, 'change'],
  // "does the coach share my messages with anyone": the user's own words handed on (the privacy page's).
  [
    /\b(?:shar(?:e|es|ed|ing)|show(?:s|n|ing)?|leak(?:s|ed)?|pass(?:es|ed)?) (?:my|our|the) (?:messages?|chats?|conversations?|data|info(?:rmation)?|details)\b(?= (?:with|to)\b)/g,
    'sell advertising provider',
  ],
  // A friend, a buddy or a spouse who follows one's progress is an accountability partner.
  [
    /\b(?:friends?|buddy|buddies|mates?|spouse|wife|husband|coworkers?|colleagues?)\b(?= (?:see|follow|watch|check|keep)\b)|\b(?:with|invite|add) (?:a |my )?(?:friends?|buddy|buddies|mates?|spouse|wife|husband|coworkers?|colleagues?)\b/g,
    '$& accountability partner',
  ],
  // A day gone by, logged or changed afterwards.
  [
    /\b(?:a |the )?days? (?:last (?:week|month)|ago|back|before yesterday|in the past)\b|\b(?:backdat\w*|backfill\w*|retroactive(?:ly)?|after the fact)\b/g,
    'earlier days corrected',
  ],
  // Moved from everydayWords (knowledge-terms.ts is full), each widened by development set 14: a connection
  // that dropped is offline; dragging a habit to the top is reordering; a written combination is a shortcut.
  [
    /\b(?:wi-?fi|internet|connection|signal) (?:drops|dropped|dies|died|cuts out|cut out|goes down|went down|is down|was down)\b/g,
    'offline',
  ],
  [
    /\b(?:re-?order(?:s|ed|ing)?|rearrang(?:e|es|ed|ing)|sort|the order|drag(?:s|ged|ging)?|(?:to|at) the (?:top|bottom))\b/g,
    'order drag',
  ],
  [
    /\b(?:hotkeys?|hot keys?|keybinds?|key ?bindings?|keyboard commands?|(?:ctrl|cmd|alt|shift|control|command|option) ?\+ ?\w)\b/g,
    'keyboard shortcuts',
  ],
  // The keys of a keyboard are its shortcuts.
  [/\b(?:keys|key ?press(?:es)?|shortcuts?)\b/g, 'keyboard shortcuts'],
  // A practice session is rated by its quality, 1 to 5.
  [
    /\b(?:rate|rated|rating|ratings|grade|graded|stars?)\b(?=.*\b(?:practi[cs]\w*|sessions?)\b)|(?<=\b(?:practi[cs]\w*|sessions?)\b.*)\b(?:rate|rated|rating|ratings|grade|graded|stars?)\b/g,
    'quality',
  ],
  // Whether to rely on what the coach says.
  [/\b(?:trust(?:ed|ing|worthy)?|reliable|believe|take (?:its|the coach's|your) word)\b/g, 'relying wrong'],
  // Where things are kept: saved, stored, on which servers and in which country.
  // ("the app store" is a shop.)
  [/\b(?:saved?|saves|saving|stored|remembered|archived)\b/g, 'stored kept'],
  // A when-then plan is what the pages call an if-then plan.
  [/\bwhen[- ]?then\b/g, 'if-then implementation intention'],
  [
    /\b(?:servers?|hosted|hosting|data ?cent(?:er|re)s?|(?:which|what) country|located|location)\b/g,
    'where data lives stored database operator',
  ],
  // A link to a place in the app is its address, which the pages say can be bookmarked.
  [
    /\b(?:urls?|permalinks?|links? to (?:a |the |this |that |my )?(?:specific |particular |certain )?(?:\w+ )?(?:view|page|period|day|chart)s?)\b/g,
    'address bookmarked',
  ],
  // Data wiped, erased or lost is deleted.
  [
    /\b(?:get|gets|got|be|been|being|is|are|was|were) (?:wiped|erased|lost|removed|gone)\b/g,
    'deleted deletes',
  ],
  // A goal reached is marked completed: "close it out", "wrap up", "i hit my goal".
  // One word or two: "timezone" is the Preferences' time zone; a line break in a message is a new line.
  [/\btime-?zones?\b/g, 'time zone'],
  [/\b(?:line ?breaks?|newlines?|new paragraphs?|next line|multiple lines|multi-?line)\b/g, 'new line'],
  // Timing something is the habit's timer ("time how long i spend on a habit").
  [/\btim(?:e|ing) (?=how long|my |a |an |each |the )/g, 'timer'],
  // Going back to a day is correcting an earlier day.
  [/\bgo(?:ing)? back (?:to|and|in)\b/g, 'earlier days corrected'],
  // The coach is "you": what it can see of the account is what the coach page says it sees.
  [
    /\b(?:can|do|does|could) you (?:actually |really )?(?:see|access|read|view|look at)\b|\bwhat (?:do|can) you (?:see|know)\b/g,
    'who answers sees',
  ],
  // The product itself asked about ("so what is compound, in a nutshell", "what even is this app") is what
  // getting started shows.
  [
    /\bwhat(?: even| exactly)?(?:'s| is|s) (?:even |exactly |actually |really )?(?:compound|this app|the app)(?=\s*(?:[,?.!]|$|about\b|for\b|exactly\b|really\b|in a nutshell\b))/g,
    'getting started find your way around',
  ],
  // A set time of day is the "if" of an if-then plan: a time and place.
  [
    /\b(?:a |the )?(?:set|fixed|specific|regular) (?:time|hour)(?: of (?:the )?day)?\b|\bsame time (?:each|every) day\b/g,
    'time and place if-then',
  ],
  // A goal with a number to reach is what the goals page calls a numeric target.
  [/\bnumber(?= (?:target|goal|value)s?\b)|\b(?:target|goal)s? (?:of|with) a number\b/g, 'numeric'],
  // What a payment leaves behind: an invoice, a receipt, a line on a bank statement.
  [
    /\b(?:invoices?|receipts?|bank statements?|billing history|charged (?:twice|double)|double[- ]charged)\b/g,
    'invoices billing',
  ],
  // A focus timer, clock or countdown is what the pages call a focus session (development set 15). (A
  // "focus block" may be a calendar's time block.)
  [/\bfocus(?:ed)? (?:timers?|clocks?|countdowns?|sprints?)\b/g, 'focus session'],
  // Development set 12: the product's things by their everyday names. A stopwatch is the habit's timer.
  [/\b(?:stop-?watch(?:es)?|chronometer|count-?up clock)\b/g, 'timer'],
  // A timer for a habit (not a focus session) is the tracker's "Timing a habit".
  [
    /(?<=\b(?:stop-?watch|timer|clock)\b.*)\bfor (?:a|my|each|one|the|any) habit\b/g,
    'timing a habit start timer',
  ],
  // A limit on a length or an amount is the range the pages give ("from 1 to 480 minutes").
  // A cap or a maximum is also what the pages call a limit ("there is no limit on how many goals").
  [/\b(?:cap(?:ped)?|max(?:imum)?|longest allowed)\b/g, 'length limit'],
  [/\b(?:upper limit|limit(?:ed)?)\b/g, 'length'],
  // How long a name or a line may be is counted in characters ("can a habit name be super long").
  [
    /\b(?:super|too|very|really) long\b|\bhow long can (?:it|they|(?:a|an|the|my) \w+(?: \w+)?) be\b/g,
    'characters longer',
  ],
  [/\b(?:costs?|pric(?:e|es|ing)|how much (?:is|are|does) (?:it|a|the|compound)\b)/g, 'prices pricing'],
  // The plans by their names, and moving between them ("from elite down to starter", "upgrade to lifetime"),
  // are managing one's plan. ("a few starter habits" is onboarding's.)
  [
    /\b(?:elite|lifetime)\b|\bstarter\b(?! habits?\b)|\b(?:up|down)grad(?:e|es|ed|ing)\b/g,
    'change plan managing',
  ],
  // Not getting in is the pages' sign-in and password problems ("reset my password" is a change made signed in).
  [
    /\b(?:locked out|can(?:'?t|not) (?:sign|log) ?in|(?:forgot|forgotten|lost) (?:my |the )?password)\b/g,
    'forgot password signing in',
  ],
  // Getting rid of a thing is deleting it ("get rid of an old goal", "ditch a habit").
  [/\b(?:get(?:ting)? rid of|ditch(?:ed|ing)?|scrap(?:ped|ping)?|nuke)\b/g, 'delete'],
  // An archived thing got back is restored ("archived it months ago, can i get it back").
  [/(?<=\barchiv\w*\b.*)\b(?:get|bring|have) (?:it|them|that|this) back\b/g, 'restores archived'],
  // The phone apps are the iOS and Android apps of the licence.
  [/\b(?:android|iphone|ios|ipad|native app|(?:app|play) store|mobile app|phone app)\b/g, 'ios android apps'],
  // Who the coach is: "are you a bot", "r u chatgpt", "who is answering me", "am i talking to an ai".
  [
    /\bwho (?:is|am i) (?:answering|talking|chatting|replying)\b|\b(?:am i|are we) (?:talking|chatting|speaking) (?:to|with) (?:a |an )?(?:bot|ai|robot|chatgpt)\b|\b(?:are you|r u|is this) (?:a |an )?(?:bot|human|real person|ai|robot|chatgpt|gpt)\b/g,
    'who answers coach',
  ],
  // Round 17 (development set 16), each a class of everyday words for one thing the pages name otherwise.
  // A chat with the coach, or a thread of it, is one of the coach page's conversations; clearing one deletes it.
  [/\b(?:convos?|chat ?(?:history|logs?|threads?)|threads?)\b/g, 'conversations'],
  [
    /\b(?:wipe|erase|clear|remove)\b(?= (?:\w+ ){0,4}(?:convos?|chats?|conversations?|threads?)\b)/g,
    'delete',
  ],
  // Being away (a trip, skiing, a holiday, travelling) is the tracker's pausing while you are away.
  [
    // (Only for a stretch of days: "travelling for work" in general asks how to keep a habit going.)
    /\b(?:holiday|vacation|travel(?:l?ing)?|trip|abroad|ski(?:ing)?|camping|off (?:\w+ing|on (?:a )?\w+))\b(?=.*\bfor (?:\d+|a|two|three|a few|several) (?:days?|nights?|weeks?)\b)/g,
    'away trip pause',
  ],
  // Days missed "running", "on the trot" or "straight" are missed in a row; getting back on it is recovering.
  [/\b(?:days?|nights?|mornings?|evenings?|times|sessions) (?:running|straight|on the trot)\b/g, 'in a row'],
  [
    /\bget(?:ting)? back (?:on|to|into) (?:it|track|the wagon|my habits?|the habit|things)\b/g,
    'get back into it recover after a missed day',
  ],
  // A habit that becomes automatic, second nature or sticks is one that forms (the habit-formation research).
  [
    /\b(?:becomes?|becoming|gets?|turns?|feels?) (?:automatic|second nature|ingrained|effortless)\b|\b(?:how many days|how long) (?:until|till|before|to) (?:a habit|it) (?:sticks|forms|is formed|becomes)\b/g,
    'how long take to form',
  ],
  // A smaller number than the day already holds: the coach's "add or correct" (docs/coach).
  [
    /\b(?:fewer|less|lower|smaller|below)\b(?= (?:\w+ ){0,3}(?:than|then) (?:\w+ ){0,3}(?:already|logged|is there))/g,
    'smaller number add or correct',
  ],
  // Where one began on a goal ("my weight when i began", "a starting point") is its baseline.
  [
    /\bstart(?:ing)? (?:point|value|number|weight|figure)\b|\b(?:when|where) i (?:began|started)\b/g,
    'record baseline started',
  ],
  // A renewal or card that did not go through is a payment that fails, whatever follows ("locked out").
  [
    /\b(?:renewal|payment|card|charge)s? (?:didn'?t|did not|won'?t|doesn'?t|failed to|never) (?:go(?:es)? through|work|process)\b|\b(?:renewal|payment) (?:failed|bounced|declined)\b/g,
    'payment fails renewal',
  ],
  // "the 10k hours thing": the ten thousand hours of the research on deliberate practice.
  [/\b(?:10k|10,?000|ten thousand) hours?\b/g, '10,000 hours deliberate practice research'],
  // A body part that clicks, aches or hurts is for a medical professional (the disclaimer's).
  [
    /\b(?:hip|knee|back|neck|shoulder|ankle|wrist|joint|elbow)s? (?:clicks?|pops?|cracks?|aches?|hurts?|pain|twinges?)\b|\b(?:pain|ache|sore(?:ness)?) in my\b/g,
    'medical professional injury',
  ],
  // Questions asked of the coach are its messages ("how many questions do i get before i need an account").
  [/\bhow many (?:questions|messages|chats|requests)\b/g, 'coach demo requests messages you can send'],
  // Companies that would get one's details are the third parties the privacy page names.
  [
    /\b(?:compan(?:y|ies)|businesses|who(?:ever)?|anyone)\b(?= (?:would |will |might |could |else )?(?:get|see|receive|buy|access) (?:my|our|the) (?:info|information|data|details)\b)/g,
    'third parties sell advertising provider',
  ],
  // Reaching the team, however said, is the support page's message.
  [
    /\b(?:contact|reach|email|e-mail|message|talk to|get (?:in touch|hold of)(?: with)?)\b(?= (?:the |a |your )?(?:team|support|staff|humans?|people|devs?|developers|company|owners?)\b)/g,
    'send us a message support',
  ],
  [
    /\b(?:close|closing|wrap(?:ping)?|finish(?:ed|ing)?|complet(?:e|ed|ing)|achiev(?:e|ed)|reach(?:ed)?|hit|done with)\b(?= (?:\w+ ){0,4}goals?\b)|(?<=\bgoals?\b.{0,40})\b(?:close|wrap|finish|complete) (?:it |that |this )?(?:out|up|off)?\b/g,
    'mark completed finishing',
  ],
  // Round 18 (development set 17), each a class of everyday names, not one sentence: a password one cannot
  // recall is a forgotten one; a session left open on another computer is signed out from Settings; a tick
  // taken back is the tracker's "click again to undo"; a spreadsheet is the CSV download; a public page to
  // show progress off is the public dashboard.
  [
    /\b(?:can(?:'?t|not|t)|don'?t|do not) (?:remember|recall) (?:my |the )?password\b|\b(?:way|get) back (?:in|into) (?:my |the )?account\b/g,
    'forgot password signing in',
  ],
  [
    /\b(?:kick|end|close|log out|sign out|boot)(?:s|ed|ing)? (?:that|the|a|my|this|an) (?:old |other |open )?(?:session|device)\b|\bforg[eo]t to (?:sign|log) ?(?:out|off)\b|\b(?:still )?(?:logged|signed) in on (?:a|an|another|the|my|someone's) (?:\w+ )?(?:pc|computer|laptop|device|phone)\b/g,
    'sign out other devices sessions',
  ],
  [
    /\bun-?(?:tick|check|mark)(?:s|ed|ing)?\b|\b(?:ticked|checked|marked)\b(?= (?:\w+ ){0,4}(?:by (?:mistake|accident)|too (?:early|soon)|wrongly|when i (?:hadn'?t|had not|didn'?t)))|\b(?:accidentally|mistakenly|wrongly) (?:ticked|checked|marked)\b/g,
    'click again to undo check button',
  ],
  [/\b(?:excel|spreadsheets?|google sheets|sheets file)\b/g, 'download csv data'],
  [/\bpublic (?:page|profile|site|url|view)\b|\bshow(?:s|ing)? off (?:my|our|the)\b/g, 'public dashboard'],
  // A percentage a habit shows beside it ("stretch says 64% beside it") is its strength score.
  [
    /\b(?:says|shows|showing|reads|displays|has) \d+ ?%|\b\d+ ?% (?:beside|next to|by|on) (?:it|the|each|every|my)\b/g,
    'strength score habit',
  ],
  // A social profile is where a public dashboard's link goes ("a link in my insta bio").
  [
    /\b(?:insta(?:gram)?|tiktok|twitter|facebook|linkedin|social media|socials|(?:my|a) bio)\b/g,
    'public dashboard link',
  ],
  // "how is this different from a todo list": the pages write it "to-do list".
  [/\btodos?\b/g, 'to-do task'],
  // "does that kill the streak", "will it reset my streak": asked before, whether something breaks a streak
  // (the tracker: what keeps it going); "killed my streak", said after, is a miss (knowledge-terms.ts).
  [
    /\b(?:kills?|ends?|resets?|loses?|lose)\b(?= (?:me )?(?:my |the |a |an |that )?(?:\w+ ){0,2}streak)/g,
    'break streak going',
  ],
];
