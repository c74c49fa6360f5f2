import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { ZCreateDailyInsights } from '../../../domain/actions/create-daily-insights.action';
import { ZCreateFocusSession } from '../../../domain/actions/create-focus-session.action';
import { ZCreateGoal } from '../../../domain/actions/create-goal.action';
import { ZCreateGoalBaseline } from '../../../domain/actions/create-goal-baseline.action';
import { ZCreateHabit } from '../../../domain/actions/create-habit.action';
import { ZCreateSkillEntry } from '../../../domain/actions/create-skill-entry.action';
import { ZCreateUserSubskill } from '../../../domain/actions/create-user-subskill.action';
import { ZLinkHabitToGoal } from '../../../domain/actions/link-habit-to-goal.action';
import { ZLinkHabitToSkill } from '../../../domain/actions/link-habit-to-skill.action';
import { ZLogHabit } from '../../../domain/actions/log-habit.action';
import { ZScheduleDay } from '../../../domain/actions/schedule-day.action';
import { ZSetFocus } from '../../../domain/actions/set-focus.action';
import { ZUpdateGoal } from '../../../domain/actions/update-goal.action';
import { ZUpdateHabit } from '../../../domain/actions/update-habit.action';
import { ZUpdateSkillBaseline } from '../../../domain/actions/update-skill-baseline.action';
import { ZUpdateUserPreferences } from '../../../domain/actions/update-user-preferences.action';
import type { TSingleActionType } from '../../../domain/actions/validate-action';

/**
 * The catalogue's schemas, one function tool each. Typed by TSingleActionType, so a new action type does
 * not compile until it is offered to the model here too.
 */
const actionTools: Record<TSingleActionType, { schema: z.ZodType; description: string }> = {
  create_habit: {
    schema: ZCreateHabit,
    description: 'Create a habit: daily unless a schedule says otherwise ("three times a week", weekdays).',
  },
  update_habit: {
    schema: ZUpdateHabit,
    description:
      'Change one of the user’s habits (rename, target, unit, schedule, archive with active false, pause with { start, end } or resume with pause null).',
  },
  log_habit: { schema: ZLogHabit, description: 'Log a habit for a day (default today).' },
  set_focus: { schema: ZSetFocus, description: 'Set the focus for a day (3 to 200 characters).' },
  create_goal: { schema: ZCreateGoal, description: 'Create a goal; the title goes in name.' },
  update_goal: { schema: ZUpdateGoal, description: 'Change a goal, or mark it completed with status.' },
  create_goal_baseline: { schema: ZCreateGoalBaseline, description: 'Record where a goal starts from.' },
  link_habit_to_goal: { schema: ZLinkHabitToGoal, description: 'Make a habit count toward a goal.' },
  link_habit_to_skill: {
    schema: ZLinkHabitToSkill,
    description: 'Make a habit count as practice of a skill.',
  },
  create_skill_entry: { schema: ZCreateSkillEntry, description: 'Log practice time on a subskill.' },
  update_skill_baseline: {
    schema: ZUpdateSkillBaseline,
    description: 'Set the hours of practice a skill started with.',
  },
  create_user_subskill: {
    schema: ZCreateUserSubskill,
    description: 'Add a subskill under one of the user’s skills.',
  },
  create_focus_session: {
    schema: ZCreateFocusSession,
    description: 'Log or plan a focus session (1 to 480 minutes).',
  },
  create_daily_insights: {
    schema: ZCreateDailyInsights,
    description: 'Save insights and metrics for a day.',
  },
  schedule_day: {
    schema: ZScheduleDay,
    description: 'Plan a day as time-boxed sessions (HH:MM start and end times).',
  },
  update_user_preferences: {
    schema: ZUpdateUserPreferences,
    description: 'Change the user’s time zone, week start, units or motivation style.',
  },
};

/**
 * A tool's arguments are the action's payload and the tool's name is its type, so a payload field called
 * `type` (a habit's boolean or number) is offered under the alias the validators also read.
 */
export const payloadTypeAlias = 'habit_type';

type TJsonSchema = {
  type?: unknown;
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
  [key: string]: unknown;
};

/** The action schemas as tools, and batch, whose steps are any of them. Built once per process. */
export function buildActionTools(): ChatCompletionFunctionTool[] {
  const singles = Object.entries(actionTools).map(([name, { schema, description }]) => ({
    type: 'function' as const,
    function: {
      name,
      description: `${description} The user confirms before it runs.`,
      parameters: toToolParameters(schema),
    },
  }));
  const batch: ChatCompletionFunctionTool = {
    type: 'function',
    function: {
      name: 'batch',
      description:
        'Several actions the user confirms at once, run in order. A step may refer to what an earlier step creates as "$n" (n = that step’s number, from 1), e.g. link_habit_to_goal with habit_id "$1" and goal_id "$2".',
      parameters: {
        type: 'object',
        properties: {
          actions: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              description: `A step: {"type": <action tool name>, ...that tool’s arguments}; a habit’s boolean or number kind goes in ${payloadTypeAlias}.`,
              properties: { type: { type: 'string', enum: Object.keys(actionTools) } },
              required: ['type'],
              additionalProperties: true,
            },
          },
        },
        required: ['actions'],
      },
    },
  };
  return [...singles, batch];
}

/**
 * The schema's input side as JSON Schema. Fields read by a custom reader (dates, times, free objects) come
 * out as `{}`, any value: they are left optional, since the validator supplies defaults and decides.
 */
function toToolParameters(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as TJsonSchema;
  const rename = (key: string) => (key === 'type' ? payloadTypeAlias : key);
  const properties = Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([key, value]) => [rename(key), value]),
  );
  const required = (json.required ?? [])
    .filter((key) => Object.keys(json.properties?.[key] ?? {}).length > 0)
    .map(rename);
  return { ...json, properties, required };
}
