import type { TImageRect, TRgb } from './dashboard-image-layout';

/**
 * A 5×7 pixel font for the server-drawn preview image, which has no font library: capitals, digits
 * and the punctuation titles use. Each glyph is seven rows of five pixels, '1' drawn.
 */
const glyphs: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 10001 01010 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  '0': '01110 10001 10011 10101 11001 10001 01110',
  '1': '00100 01100 00100 00100 00100 00100 01110',
  '2': '01110 10001 00001 00010 00100 01000 11111',
  '3': '11111 00010 00100 00010 00001 10001 01110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110',
  '9': '01110 10001 10001 01111 00001 00010 01100',
  ' ': '00000 00000 00000 00000 00000 00000 00000',
  '.': '00000 00000 00000 00000 00000 01100 01100',
  ',': '00000 00000 00000 00000 01100 00100 01000',
  "'": '00100 00100 01000 00000 00000 00000 00000',
  '-': '00000 00000 00000 11111 00000 00000 00000',
  '!': '00100 00100 00100 00100 00100 00000 00100',
  '?': '01110 10001 00001 00010 00100 00000 00100',
  '&': '01100 10010 10100 01000 10101 10010 01101',
  ':': '00000 01100 01100 00000 01100 01100 00000',
  '(': '00010 00100 01000 01000 01000 00100 00010',
  ')': '01000 00100 00010 00010 00010 00100 01000',
  '/': '00000 00001 00010 00100 01000 10000 00000',
};

/** A glyph's advance: five pixels and one of space. */
const advance = 6;

/** The text as the font can draw it: capitals without accents, curly quotes straightened, others dropped. */
export function toPixelFontText(text: string): string {
  return [
    ...text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').toUpperCase(),
  ]
    .filter((char) => char in glyphs)
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The text cut to `maxWidth` pixels at `scale`, ending in "..." when cut. */
export function fitPixelText(text: string, scale: number, maxWidth: number): string {
  const fits = (candidate: string) => candidate.length * advance * scale - scale <= maxWidth;
  const drawable = toPixelFontText(text);
  if (fits(drawable)) return drawable;
  let cut = drawable;
  while (cut.length > 0 && !fits(`${cut}...`)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

/** The drawn pixels of a line of (already fitted) text, each `scale` pixels square, from (x, y). */
export function layoutPixelText(
  text: string,
  at: { x: number; y: number; scale: number; color: TRgb },
): TImageRect[] {
  const rects: TImageRect[] = [];
  [...text].forEach((char, index) => {
    const rows = (glyphs[char] ?? '').split(' ');
    rows.forEach((row, rowIndex) => {
      [...row].forEach((bit, column) => {
        if (bit !== '1') return;
        rects.push({
          x: at.x + (index * advance + column) * at.scale,
          y: at.y + rowIndex * at.scale,
          width: at.scale,
          height: at.scale,
          color: at.color,
        });
      });
    });
  });
  return rects;
}
