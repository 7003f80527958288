/** Below this width (px) the sidebar becomes a temporary drawer (SPEC §9). */
export const MOBILE_BREAKPOINT = 768;

/** Media query matching the mobile widths (below 768 px). */
export const MOBILE_MEDIA_QUERY = `(max-width:${MOBILE_BREAKPOINT - 0.02}px)`;

/** sx key for styles that only apply from 768 px up. */
export const DESKTOP_MEDIA = `@media (min-width:${MOBILE_BREAKPOINT}px)`;

/** sx key for styles that only apply below 768 px. */
export const MOBILE_MEDIA = `@media ${MOBILE_MEDIA_QUERY}`;

/** Sidebar scroll threshold (px) of SPEC §4 and §9. */
export const SCROLL_THRESHOLD = 500;
