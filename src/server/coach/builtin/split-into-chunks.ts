/**
 * The reply is streamed as word groups, like a model's tokens, so the panel fills in progressively
 * through the same delta path; no delay is added. Joining the chunks gives back the reply exactly.
 */
export function splitIntoChunks(reply: string, wordsPerChunk = 4): string[] {
  const pieces = reply.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let index = 0; index < pieces.length; index += wordsPerChunk) {
    chunks.push(pieces.slice(index, index + wordsPerChunk).join(''));
  }
  return chunks;
}
