/**
 * A phone's local notification id for a key such as "{reminder id}:{date}": the plugins want a 32-bit
 * integer, and the same key must give the same id on every run, so a reschedule replaces rather than
 * doubles. FNV-1a, kept positive (Android's ids are Java ints).
 */
export function notificationIdOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 0x7fffffff;
}
