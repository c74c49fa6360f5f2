/** Below this width the app uses its phone layout and shorter toasts (spec section 9). */
export const mobileBreakpointPx = 768;

/** Up to this width the status bar and theme colours follow the phone palette. */
export const compactThemeMaxWidthPx = 1024;
