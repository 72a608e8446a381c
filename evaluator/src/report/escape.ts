// Escaping for report.html: text into markup and attributes, and JSON into a script element.

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * JSON for a `<script type="application/json">` element: `<`, `>` and `&` (and the two line
 * separators) are written as \u escapes, so no string in the data can end the element (`</script>`),
 * open a comment (`<!--`) or be read as markup. JSON.parse reads the escapes back as the characters.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
