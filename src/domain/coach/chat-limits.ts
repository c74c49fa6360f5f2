/**
 * Bounds of a coach request, checked by the server's schemas and respected by the web app when it
 * builds the history it sends (a long reply is cut rather than making every later request fail).
 */
export const chatLimits = { messages: 50, messageLength: 4_000, actionJsonLength: 20_000 } as const;

/** Spec 6 and 8: a guest, or a signed-out request, cannot apply an action. */
export const signInToActMessage = 'Please sign in to perform actions';
