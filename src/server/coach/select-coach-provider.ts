import type { TSettings } from '../settings';
import { createBuiltinCoach } from './builtin/create-builtin-coach';
import type { TCoachProvider } from './coach-provider';
import { createOpenAiCoach } from './openai/create-openai-coach';

/** The OpenAI-compatible coach when OPENAI_API_KEY is set (design.md principle 2), else the built-in one. */
export function selectCoachProvider(settings: TSettings): TCoachProvider {
  if (!settings.OPENAI_API_KEY) return createBuiltinCoach();
  return createOpenAiCoach({
    apiKey: settings.OPENAI_API_KEY,
    baseURL: settings.OPENAI_BASE_URL,
    model: settings.COACH_MODEL,
    inactivityTimeoutMs: settings.COACH_STREAM_TIMEOUT_MS,
  });
}
