import { DESCRIPTION_PREVIEW } from '../constants/limits.js';

/** SPEC §2 product card: a description is cut at 50 characters plus an ellipsis. */
export function descriptionPreview(description: string): { text: string; truncated: boolean } {
  const text = description.trim();
  if (text.length <= DESCRIPTION_PREVIEW) return { text, truncated: false };
  return { text: `${text.slice(0, DESCRIPTION_PREVIEW)}...`, truncated: true };
}
