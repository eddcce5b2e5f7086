/**
 * What can be wrong with a content file as a whole, before its fields: its size, and
 * what a Windows editor adds that the visual editor never writes.
 */

/** Far above any page's content (the largest file is about 6 KB), far below what slows the build. */
export const maxFileBytes = 100_000;

/** The text without a byte-order mark and with LF line endings, as `content:format` writes it. */
export const withoutWindowsMarks = (text: string): string =>
  text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

/** Each problem of the file as a whole, in words for the owner. */
export function fileShapeProblems(text: string): string[] {
  const problems: string[] = [];
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > maxFileBytes) {
    problems.push(
      `is ${Math.round(bytes / 1000).toLocaleString('en-US')} KB; a content file may be at most ${maxFileBytes / 1000} KB. Is a long text pasted in twice, or a picture pasted as text?`,
    );
  }
  if (text.startsWith('\uFEFF')) {
    problems.push(
      'starts with a byte-order mark (an invisible character some Windows editors add); run `npm run content:format`.',
    );
  }
  if (/\r/.test(text)) {
    problems.push('has Windows line endings (CRLF); run `npm run content:format`.');
  }
  return problems;
}
