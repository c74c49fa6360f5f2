/**
 * Reads the front matter of a content file: a block between `---` lines at the top holding
 * `key: value` lines and `key:` lines followed by `  - item` lists. This subset is all the content
 * needs, and a small parser of our own keeps the domain free of a YAML dependency.
 */
export type TFrontMatterValue = string | readonly string[];

export type TParsedContent = {
  fields: Readonly<Record<string, TFrontMatterValue>>;
  body: string;
};

export class FrontMatterError extends Error {}

const fence = '---';

export function parseFrontMatter(source: string): TParsedContent {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  if (lines[0] !== fence)
    throw new FrontMatterError('The file does not start with a --- front matter block.');
  const end = lines.indexOf(fence, 1);
  if (end === -1) throw new FrontMatterError('The front matter block is not closed with ---.');
  const fields: Record<string, TFrontMatterValue> = {};
  let listKey: string | null = null;
  for (const [offset, line] of lines.slice(1, end).entries()) {
    if (line.trim() === '') continue;
    const item = /^\s+-\s+(.*)$/.exec(line);
    if (item) {
      const list = listKey === null ? undefined : fields[listKey];
      if (listKey === null || !Array.isArray(list))
        throw new FrontMatterError(`Line ${offset + 2}: a list item without a list key above it.`);
      fields[listKey] = [...list, unquote(item[1] ?? '')];
      continue;
    }
    const pair = /^([a-zA-Z][\w-]*):\s*(.*)$/.exec(line);
    if (!pair) throw new FrontMatterError(`Line ${offset + 2}: expected "key: value", got "${line}".`);
    const [, key = '', value = ''] = pair;
    if (key in fields) throw new FrontMatterError(`Line ${offset + 2}: "${key}" appears twice.`);
    listKey = value === '' ? key : null;
    fields[key] = value === '' ? [] : unquote(value);
  }
  return { fields, body: lines.slice(end + 1).join('\n') };
}

function unquote(value: string): string {
  const trimmed = value.trim();
  const quoted = /^"(.*)"$/.exec(trimmed) ?? /^'(.*)'$/.exec(trimmed);
  return quoted ? (quoted[1] ?? '') : trimmed;
}
