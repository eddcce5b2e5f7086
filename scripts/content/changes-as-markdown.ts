/**
 * `npm run content:diff -- --markdown <rev>`: the change lines as a Markdown list for a pull request's job
 * summary (`$GITHUB_STEP_SUMMARY`), which GitHub renders. The lines quote the owner's content, and a pull
 * request's content is untrusted: every character Markdown or HTML could read as syntax is escaped, so a
 * value such as `<img src=x>` or `[click](https://…)` shows as the text it is.
 */

/** GitHub refuses a step summary over 1 MiB; a reviewer stops reading long before. */
export const maxListedChanges = 300;

/**
 * CommonMark lets any ASCII punctuation character be escaped with a backslash and then reads it as a literal
 * (spec §2.4), which also stops HTML, links, emphasis, autolinks (`https\://`) and mentions (`\@`). Line
 * breaks would start a new block, so all whitespace runs become one space.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

/** A heading naming the revision, then one bullet per change (or a sentence when there is none). */
export function changesAsMarkdown(lines: readonly string[], rev: string): string {
  const heading = `### Content changes since ${escapeMarkdown(rev)}`;
  if (lines.length === 0) {
    return `${heading}\n\nNo content changes.\n`;
  }
  const listed = lines.slice(0, maxListedChanges).map((line) => `- ${escapeMarkdown(line)}`);
  const rest = lines.length - listed.length;
  const more = rest > 0 ? [`- … and ${rest} more (run \`npm run content:diff\` to see them all)`] : [];
  const count = lines.length === 1 ? '1 change' : `${lines.length} changes`;
  return `${heading}\n\n${count}:\n\n${[...listed, ...more].join('\n')}\n`;
}
