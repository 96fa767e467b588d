/**
 * A field someone typed (a store's name, a cancellation's reason), made fit to go out in a text
 * the platform sends in its own name (issue #29): one line, no control characters, no
 * direction overrides, no links, at most `maxChars` characters.
 */

/**
 * Control characters (C0 with tabs and line breaks, DEL, C1), line and paragraph separators,
 * direction marks and overrides, and zero-width characters: none belongs in a text.
 */
const UNPRINTABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;

/** Endings phones turn into links when they follow a name and a dot. */
const LINKED_ENDINGS =
  'com|net|org|edu|gov|io|co|us|uk|ca|info|biz|me|ly|gl|gg|app|dev|xyz|site|online|shop|store|link|club|top|live|page|ai|tv|to|cc|ws|ru|cn|de';

/** A web address, or a name a phone would turn into one ('example.com', 'bit.ly/x'). */
const LINK = new RegExp(
  `(?:[a-z][a-z0-9+.-]*:\\/\\/\\S*)|(?:\\b(?:sms|tel|mailto|javascript|data|intent):\\S+)|(?:\\bwww\\.\\S*)|(?:\\b[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${LINKED_ENDINGS})\\b(?:[/?#]\\S*)?)`,
  'giu',
);

export const LINK_REMOVED = '[link removed]';

export function textField(value: string, maxChars: number): string {
  // Only the start can be shown; reading no further keeps the patterns' work small.
  const line = value
    .slice(0, maxChars * 4)
    .replace(UNPRINTABLE, ' ')
    .replace(LINK, LINK_REMOVED)
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(line);
  return characters.length > maxChars
    ? `${characters
        .slice(0, maxChars - 1)
        .join('')
        .trimEnd()}…`
    : line;
}
