/**
 * The file name a `Content-Disposition: attachment; filename="…"` header gives, reduced to a safe base
 * name (no folders, no control characters), or null when it names none.
 */
export function readAttachmentName(header: string | null): string | null {
  const quoted = header?.match(/filename="([^"]*)"/i)?.[1];
  const bare = header?.match(/filename=([^;\s"]+)/i)?.[1];
  const name = (quoted ?? bare ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}]/gu, '')
    .trim();
  return name && name !== '.' && name !== '..' ? name : null;
}
