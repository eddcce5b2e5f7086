/**
 * What the menu may say about an item's diet and allergens: fixed lists, so the editor offers
 * them as boxes to tick, the content check refuses anything else, the page writes each as its
 * word and the structured data maps the diets search engines know.
 */

/** Dietary marks, written as words on the page. */
export const dietaryMarks = [
  { value: 'vegan', label: 'Vegan' },
  { value: 'vegetarian', label: 'Vegetarian' },
  { value: 'gluten-free', label: 'Gluten-free' },
  { value: 'dairy-free', label: 'Dairy-free' },
] as const;

export type DietaryMark = (typeof dietaryMarks)[number]['value'];

/**
 * The major food allergens of US law (FALCPA, with sesame added by the FASTER Act of 2021), as
 * the FDA names them.
 */
export const allergens = [
  { value: 'milk', label: 'Milk' },
  { value: 'egg', label: 'Egg' },
  { value: 'fish', label: 'Fish' },
  { value: 'crustacean-shellfish', label: 'Crustacean shellfish' },
  { value: 'tree-nuts', label: 'Tree nuts' },
  { value: 'peanuts', label: 'Peanuts' },
  { value: 'wheat', label: 'Wheat' },
  { value: 'soy', label: 'Soy' },
  { value: 'sesame', label: 'Sesame' },
] as const;

export type Allergen = (typeof allergens)[number]['value'];

/** The word of a mark or an allergen ("gluten-free" → "Gluten-free"); an unknown value is written as it is. */
export function wordOf(list: readonly { value: string; label: string }[], value: string): string {
  return list.find((entry) => entry.value === value)?.label ?? value;
}
