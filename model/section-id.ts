/**
 * The id of a section the owner names, for its heading and for links to it: "Espresso bar" →
 * `espresso-bar`, "Café & bar" → `cafe-bar`. Letters and digits only, so the id is the same
 * in the page, in the content check and in a link the owner writes (`/menu#espresso-bar`).
 */
export function sectionIdOf(name: string): string {
  const id = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // A name of symbols alone ("★") still gets an id a link can use.
  return id === '' ? 'section' : id;
}
