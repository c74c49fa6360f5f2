/**
 * The words a question opens with, typed in a hurry ("hw do i undo a check", "wat counts as a miss"):
 * misread, the opening no longer asks and the question would be read as a request to act on.
 */
export const questionWordTypos: Record<string, string> = {
  hw: 'how',
  hwo: 'how',
  wat: 'what',
  wht: 'what',
  waht: 'what',
  whta: 'what',
  whn: 'when',
  whre: 'where',
  wher: 'where',
  wich: 'which',
  whcih: 'which',
  shoud: 'should',
  shuold: 'should',
};
