import type { TSettings } from '../settings';
import { createBuiltinCoach } from './builtin/create-builtin-coach';
import type { TCoachProvider } from './coach-provider';
import { createOpenAiCoach, type TOpenAiCoachOptions } from './openai/create-openai-coach';

/** The OpenAI-compatible coach when OPENAI_API_KEY is set (design.md principle 2), else the built-in one. */
export function selectCoachProvider(settings: TSettings): TCoachProvider {
  if (!settings.OPENAI_API_KEY) return createBuiltinCoach();
  return openAiCoachOnFirstUse({
    apiKey: settings.OPENAI_API_KEY,
    baseURL: settings.OPENAI_BASE_URL,
    model: settings.COACH_MODEL,
    inactivityTimeoutMs: settings.COACH_STREAM_TIMEOUT_MS,
  });
}

/** The OpenAI SDK loads at the first coach turn, not while the server starts (decision 0035). */
function openAiCoachOnFirstUse(options: TOpenAiCoachOptions): TCoachProvider {
  let loaded: Promise<TCoachProvider> | undefined;
  const provider = () => {
    loaded ??= import('openai').then((sdk) => createOpenAiCoach(options, sdk));
    return loaded;
  };
  return {
    model: options.model,
    async *streamReply(turn) {
      yield* (await provider()).streamReply(turn);
    },
    async interpretIntent(turn) {
      return (await provider()).interpretIntent(turn);
    },
  };
}
