export type TErrorLike = { message?: string | null; stack?: string | null };

const contentScriptMarkers = [
  'chrome-extension://',
  'moz-extension://',
  'safari-extension://',
  'safari-web-extension://',
  'webkit-masked-url://',
];

/**
 * Errors that are not ours to report: a browser extension's content script, or the DOM
 * lookup failure that such scripts and translation tools throw.
 */
export function isSuppressedError(error: TErrorLike): boolean {
  const message = error.message ?? '';
  if (message.includes('Could not find identifiable element')) return true;
  const text = `${message}\n${error.stack ?? ''}`;
  return contentScriptMarkers.some((marker) => text.includes(marker));
}
