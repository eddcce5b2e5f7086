import { sectionIdOf } from '#model/section-id';
import { distinctNames } from './distinct-names';

/** Sections are told apart by the id their name gives, which links use (`/menu#gelato`). */
const distinctSectionNames = distinctNames('Sections', sectionIdOf);

/** The menu's sections: at least one, and no two whose names give the same link (`/menu#gelato`). */
export function checkMenuSections(
  sections: readonly { readonly name?: string | undefined }[] | undefined,
): string | undefined {
  if (!sections || sections.length === 0) {
    return 'The menu needs at least one section.';
  }
  return distinctSectionNames(sections);
}
