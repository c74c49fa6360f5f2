/**
 * The coach's wire types, shared by the server routes and the web app (spec 3: chat message,
 * AI chat response; spec 7: the chat call and its intent form).
 */

export type TChatRole = 'user' | 'assistant';

/** Spec 3 "Chat message". */
export type TChatMessage = { role: TChatRole; content: string };

/**
 * An action the coach proposes, already validated by the shared catalogue against the user's data.
 * `idempotency_key` is minted by the server when it proposes the action: every tab that confirms this
 * proposal sends the same key, so the action is applied once (spec 4 "An executed action is remembered").
 */
export type TProposedAction = {
  action: { type: string } & Record<string, unknown>;
  preview: string;
  warnings: string[];
  idempotency_key: string;
};

/** Spec 7: "Assistant replies stream with context, a server-context flag, a model name and a conversation id." */
export type TChatMeta = {
  model: string;
  conversation_id: string | null;
  server_context: boolean;
  /** Guests only: requests left in the current window (spec 2: shown, with a hint at 2 or fewer). */
  remaining: number | null;
};

/** One server-sent event of POST /api/coach/chat with `Accept: text/event-stream`; `event:` carries the type. */
export type TChatStreamEvent =
  | { type: 'meta'; meta: TChatMeta }
  | { type: 'delta'; delta: string }
  | { type: 'action'; action: TProposedAction }
  | { type: 'reply'; reply: string }
  | { type: 'error'; error: string }
  | { type: 'done'; done: true };

export type TChatStreamEventType = TChatStreamEvent['type'];

/** POST /api/coach/chat body. A signed-in user's turn is stored in `conversation_id` (created when absent). */
export type TChatRequest = {
  messages: TChatMessage[];
  conversation_id?: string | null;
};

/** POST /api/coach/chat without `Accept: text/event-stream` (spec 3 "AI chat response"). */
export type TChatResponse = {
  reply: string;
  action: TProposedAction | null;
  meta: TChatMeta;
};

export type TIntent = 'confirm' | 'deny' | 'modify';

/** POST /api/coach/intent (spec 7 "intent form"): how the user answered a pending action. */
export type TIntentRequest = { pending_action: TProposedAction['action']; user_message: string };
export type TIntentResponse = {
  intent: TIntent;
  /** modify only: the changed action, checked again, with a new idempotency key. */
  action: TProposedAction | null;
  /** modify only, when the change breaks a rule: 'Action validation failed: …' (the action is then null). */
  error?: string;
};

/** POST /api/actions body. `idempotency_key` is the proposal's: a second run with it replays the first result. */
export type TRunActionRequest = { action: unknown; idempotency_key?: string };

/** POST /api/actions/batch body. */
export type TRunBatchRequest = { actions: unknown[]; idempotency_key?: string };

/** The answer of /api/actions and /api/actions/batch. `message` is what the coach says once it is done. */
export type TRunActionResponse = {
  message: string;
  warnings: string[];
  /** True when this key had already run: nothing was applied again. */
  replayed: boolean;
  /** What the action made, in step order, so the app can refresh or link to it. */
  created: {
    type: 'habit' | 'goal' | 'goal_baseline' | 'subskill' | 'skill_entry' | 'focus_session' | 'link';
    id: string;
  }[];
};
