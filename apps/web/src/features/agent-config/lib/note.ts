/** A short outcome shown under a field (rewrite, page analysis, sample playback, upload). */
export type Note = { ok: boolean; text: string };
