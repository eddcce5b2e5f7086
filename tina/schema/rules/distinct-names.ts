/** Anything in a list that has a name: a menu item, a size, a section. */
interface Named {
  readonly name?: string | undefined;
}

/** How two names are compared: "Pistachio" and " pistachio" are the same flavour to a visitor. */
const plainly = (name: string) => name.trim().toLowerCase();

/**
 * A rule for a list whose entries each need their own name: two entries that read the same
 * ("Pistachio" twice in a section, "Cup" twice in an item's sizes) are refused, naming them and
 * their places. `sameAs` says when two names count as the same (by default, ignoring case and
 * spaces around them; for sections, when they give the same link id).
 */
export function distinctNames(what: string, sameAs: (name: string) => string = plainly) {
  return (entries: readonly Named[] | undefined): string | undefined => {
    const seen = new Map<string, number>();
    const problems: string[] = [];
    for (const [index, entry] of (entries ?? []).entries()) {
      if (!entry.name?.trim()) {
        continue;
      }
      const key = sameAs(entry.name);
      const other = seen.get(key);
      if (other === undefined) {
        seen.set(key, index);
      } else {
        problems.push(
          `${what} ${other + 1} and ${index + 1} are both called ${JSON.stringify(entry.name.trim())}: give each its own name.`,
        );
      }
    }
    return problems.length > 0 ? problems.join(' ') : undefined;
  };
}
