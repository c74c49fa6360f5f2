import type { TCoachContext } from '../coach-provider';
import { findGoal, findHabit, findSkill } from './find-rows';
import { splitWords } from './match-by-name';
import { findQuantity } from './read-quantities';

/**
 * Comma lists that are several requests rather than one: pieces that each give an amount of something
 * ("30 min of scales, 15 min of chords"), or that each pair one of the user's habits with a goal or skill
 * ("running for the marathon, reading for the book goal").
 */

/**
 * "30 min of scales, 15 min of chords": commas between pieces that each give an amount and something
 * more part requests too ("went running 5 days ago, 4k" is one).
 */
export function isListOfAmounts(text: string): boolean {
  const pieces = text.split(/\s*,\s*/);
  return pieces.length >= 2 && pieces.every(saysAmountOfSomething);
}

// What may follow an item of a list to say how much or how often of it: no item of its own ("like 10
// min each morning": a hedge on the amount is no item either).
const amountOnlyWords =
  /\b(?:every|each|daily|a|per|day|days|morning|evening|night|week|times|twice|min|max|like|about|around|roughly|maybe|approx(?:imately)?|just|only|or so|ish)\b/g;

// "…, goal 3600 by december 31": a piece that restates the target of what came before.
const restatesTarget =
  /^(?:my |the )?(?:goal|target|total|aim(?:ing)?(?: for| at)?)\s*(?:is|of|:|=)?\s*[$€£]?\d/;

/** "5k each", "15 min": a piece that says only how much or how often, of something said before it. */
function saysOnlyAmount(piece: string): boolean {
  if (restatesTarget.test(piece.trim())) return true;
  const amount = findQuantity(piece);
  const rest = (amount === null ? piece : piece.replace(amount.phrase, ' ')).replace(amountOnlyWords, ' ');
  return !/[a-z]{3,}/.test(rest);
}

function saysAmountOfSomething(piece: string): boolean {
  return findQuantity(piece) !== null && !saysOnlyAmount(piece);
}

/**
 * "reading for the book goal": a piece that names one of the user's habits and, in its other words, a
 * goal or skill ("reading too" names Read and nothing else, though "Read 20 books" shares its word).
 */
export function pairsRows(piece: string, context: TCoachContext): boolean {
  const habit = findHabit(piece, context);
  if (habit === null || habit.position < 0) return false;
  const words = splitWords(piece);
  words.splice(habit.position, habit.count);
  const rest = words.join(' ');
  return (findGoal(rest, context) ?? findSkill(rest, context)) !== null;
}

/** "running counts for the marathon, reading for the book goal": each piece pairs a habit with a goal or skill. */
function isListOfRowPairs(text: string, context: TCoachContext): boolean {
  const pieces = text.split(/\s*,\s*/);
  return pieces.length >= 2 && pieces.every((piece) => pairsRows(piece, context));
}

/** Whether a message is a comma list of several requests. */
export function isCommaList(text: string, context: TCoachContext): boolean {
  return isListOfAmounts(text) || isListOfRowPairs(text, context);
}

export function commaPieces(text: string, context: TCoachContext): string[] {
  return isCommaList(text, context) ? text.split(/\s*,\s*/) : [text];
}

/** "add habit: practice guitar, 15 min": an item that only says how much or how often belongs to the one before. */
export function joinAmountOnlyItems(items: string[]): string[] {
  return items.reduce<string[]>((joined, item) => {
    const last = joined.at(-1);
    if (last !== undefined && saysOnlyAmount(item)) joined[joined.length - 1] = `${last}, ${item}`;
    else joined.push(item);
    return joined;
  }, []);
}
