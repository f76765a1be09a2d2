// The thumbnail's exact size (spec §5: 720 x 405), apart from submission-rules.ts (which re-exports
// it) for the home route's JavaScript budget. Zod-free.
/** Spec §5/§9: a thumbnail is exactly 720 × 405 pixels. */
export const THUMBNAIL_SIZE = { width: 720, height: 405 } as const;
