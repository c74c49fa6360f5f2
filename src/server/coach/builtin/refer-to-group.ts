import type { TCoachContext } from '../coach-provider';
import { findGoal, findHabit } from './find-rows';

/**
 * "both Read and Journal help my thesis writing, link them to that goal", "i'm done with stretch and journal,
 * archive both": a command whose object is a plural pronoun ("them", "both", "em") acts on the two habits the
 * clause before it named. The message is said again as the command on those habits ("link Read and Journal to
 * Finish thesis"), so the clause that only named them is never read as a report of its own.
 */
// "link them up": a particle may follow the pronoun.
const groupCommand =
  /^(.+?)\s*(?:[,;.!]|\s[-\u2013\u2014])\s*(?:(?:so|and|then|just|please|pls|now)\s+)*(link|tie|connect|attach|archive|pause|resume|unpause|restore|hide)\s+(?:both of them|them both|them|both|'?em|those|these|the two)\b\s*(.*)$/;
// "to that goal", "to it", "into it": a target said by pointing back is the goal the first clause named.
const pointedTarget =
  /^(?:(?:to|into|with|onto)\s+(?:that|the|this|it|my)?\s*(?:goal|one)?)?\s*(?:please|pls|thanks)?\s*$/;
const linkVerbs = new Set(['link', 'tie', 'connect', 'attach']);

/** The two habits said on either side of "and" in a clause, or null. */
function pairOfHabits(clause: string, context: TCoachContext): [string, string] | null {
  const pair =
    /(?:^|\s)([a-z][\w'-]*(?:\s[a-z][\w'-]*)?)\s+(?:and|&|\+)\s+([a-z][\w'-]*(?:\s[a-z][\w'-]*)?)/.exec(
      clause,
    );
  if (pair?.[1] === undefined || pair[2] === undefined) return null;
  const habitIn = (words: string, last: boolean) => {
    const split = words.split(' ');
    const single = last ? split.at(-1) : split[0];
    return findHabit(single ?? '', context)?.row ?? findHabit(words, context)?.row ?? null;
  };
  const first = habitIn(pair[1], true);
  const second = habitIn(pair[2], false);
  return first === null || second === null || first.id === second.id ? null : [first.name, second.name];
}

export function commandOnGroup(text: string, context: TCoachContext): string | null {
  const said = groupCommand.exec(text);
  const [, clause = '', verb = '', saidRest = ''] = said ?? [];
  if (said === null) return null;
  // "link them up", "tie them together": the particle adds nothing to where they are linked.
  const rest = saidRest.replace(/^(?:up|together)\b\s*/, '');
  const habits = pairOfHabits(clause, context);
  if (habits === null) return null;
  // A goal is taken from the first clause only when one is said there, or pointed to after the pronoun ("to
  // that goal"): "read and journal are great, link them" names no goal, though "read" is a word of one.
  // "should count for the marathon", "help with the thesis" name the goal as plainly as "goal" does.
  const namesGoal = /\bgoal\b|\b(?:counts?|help|helps) (?:for|towards?|with)\b/.test(clause);
  const pointsToGoal = pointedTarget.test(rest) && (namesGoal || rest.trim() !== '');
  const goal = linkVerbs.has(verb) && pointsToGoal ? findGoal(clause, context) : null;
  // The goal in the user's own words when they said "… goal" ("the marathon goal"), else by its name.
  const saidGoal = /\b(?:the|my|that|this)\s+(?:[a-z'-]+\s+){1,3}?goal\b/.exec(clause)?.[0];
  const target = goal === null ? rest : `to ${saidGoal ?? `the ${goal.row.name.toLowerCase()} goal`}`;
  if (linkVerbs.has(verb) && target.trim() === '') return null;
  return `${verb} ${habits[0].toLowerCase()} and ${habits[1].toLowerCase()} ${target}`.trim();
}
