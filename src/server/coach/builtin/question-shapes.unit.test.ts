import { describe, expect, it } from 'vitest';
import { questionShapeOf, questionShapes, type TQuestionShape } from './question-shapes';

/**
 * Each question shape, by name, with an example (question-shapes.ts).
 */

describe('each question shape, by name', () => {
  const examples: [TQuestionShape, string][] = [
    ['questionWord', 'which weekday am i weakest on'],
    ['questionWord', 'wth is a keystone habit'],
    ['invertedAuxiliary', 'does the streak reset at midnight'],
    ['invertedAuxiliary', 'could this be undone later'],
    ['asksForAdvice', 'got any advice for early mornings'],
    ['asksToBeTold', 'remind me when my marathon goal ends'],
    ['asksToBeTold', 'tell me which habit is slipping'],
    ['wonders', 'curious whether the app works offline'],
    ['conditional', 'if i travel does my streak pause'],
    ['asksForFigure', 'add them up for me'],
    ['deliberates', 'torn between flossing at lunch or at night'],
  ];
  it.each(examples)('%s: "%s"', (shape, message) => {
    expect(questionShapeOf(message)).toBe(shape);
  });

  it('lists every shape with an example', () => {
    expect(new Set(examples.map(([shape]) => shape))).toEqual(new Set(Object.keys(questionShapes)));
  });

  it.each(['do 20 push-ups every day', 'when i wake up, meditate', 'count my run as done today'])(
    '"%s" opens with no question shape',
    (message) => {
      expect(questionShapeOf(message)).toBeNull();
    },
  );
});
