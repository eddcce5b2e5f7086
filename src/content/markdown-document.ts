/**
 * Reads a markdown document as the editor stores it: YAML front matter between
 * two `---` lines, then the markdown body. The front matter of our documents
 * holds only one-line text values, which is all this reads (plain, 'single' or
 * "double" quoted, as the editor's YAML writer produces them); anything else
 * fails the build with the file's name rather than showing wrong text.
 */
export interface MarkdownDocument {
  data: Record<string, string>;
  body: string;
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;
const entry = /^([A-Za-z_][\w-]*):[ \t]*(.*)$/;

function scalar(raw: string, where: string): string {
  const value = raw.trim();
  if (value.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(value)) throw new Error(`${where}: unterminated 'quoted' text`);
    return value.slice(1, -1).replace(/''/g, "'");
  }
  if (value.startsWith('"')) {
    try {
      return JSON.parse(value) as string;
    } catch {
      throw new Error(`${where}: unreadable "quoted" text`);
    }
  }
  if (value === '' || /^[|>[{&*!%@`]/.test(value)) {
    throw new Error(`${where}: expected one line of text, found ${value ? `"${value}"` : 'nothing'}`);
  }
  return value;
}

export function parseMarkdownDocument(source: string, file: string): MarkdownDocument {
  const match = frontMatter.exec(source);
  if (!match) throw new Error(`${file}: the file must start with front matter between two --- lines`);
  const data: Record<string, string> = {};
  for (const [index, line] of (match[1] ?? '').split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const pair = entry.exec(line);
    const where = `${file}, front matter line ${index + 1}`;
    if (!pair?.[1]) throw new Error(`${where}: expected "name: text", found "${line}"`);
    data[pair[1]] = scalar(pair[2] ?? '', `${where} (${pair[1]})`);
  }
  return { data, body: source.slice(match[0].length).replace(/^(?:\r?\n)+/, '') };
}
