import { allergens, dietaryMarks, wordOf } from '#model/menu-marks';
import { editable } from '#src/content/editable';
import type { MenuItem } from '#src/content/menu-page';
import { formatPrice } from '#src/content/prices';
import styles from './menu-page.module.scss';

export interface MenuItemLineProps {
  item: MenuItem;
  /** The owner's words for an item switched off ("Not today"). */
  notToday: string;
  /** The owner's word before the allergens ("Contains"), and its field. */
  allergensLabel: { text: string; tinaField: string | undefined };
}

/** "Vegan, gluten-free, dairy-free.": the marks as one short sentence. */
function sentenceOf(words: readonly string[]): string {
  const text = words.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1).toLowerCase()}.`;
}

/** "$3.50", or "Single $3 · Double $3.75": each size's name beside its price. */
function Prices({ item }: { item: MenuItem }) {
  if (item.sizes && item.sizes.length > 0) {
    return (
      <span className={styles.prices}>
        {item.sizes.map((size, index) => (
          <span key={size.name} className={styles.size}>
            {index > 0 && <span aria-hidden="true"> · </span>}
            {/* A comma between sizes for screen readers, where the eye sees the dot. */}
            {index > 0 && <span className="visually-hidden">, </span>}
            <span data-tina-field={editable(size, 'name')}>{size.name}</span>{' '}
            <span data-tina-field={editable(size, 'price')}>{formatPrice(size.price)}</span>
          </span>
        ))}
      </span>
    );
  }
  return (
    <span className={styles.prices} data-tina-field={editable(item, 'price')}>
      {item.price != null && formatPrice(item.price)}
    </span>
  );
}

/** The item's name, and the owner's words when it is switched off ("Not today"). */
function ItemName({ item, notToday }: Pick<MenuItemLineProps, 'item' | 'notToday'>) {
  return (
    <span>
      <span className={styles.name} data-tina-field={editable(item, 'name')}>
        {item.name}
      </span>
      {!item.inCase && (
        <>
          {' '}
          {/* Opens the item's switch: clicking "Not today", then the switch, then Save puts it back. */}
          <span className={styles.notToday} data-tina-field={editable(item, 'inCase')}>
            {notToday}
          </span>
        </>
      )}
    </span>
  );
}

/** "Vegan, gluten-free. Contains: milk, soy.": the dietary marks as words, then the allergens. */
function ItemFacts({ item, allergensLabel }: Pick<MenuItemLineProps, 'item' | 'allergensLabel'>) {
  const marks = item.marks ?? [];
  const contains = item.allergens ?? [];
  if (marks.length === 0 && contains.length === 0) {
    return null;
  }
  return (
    <p className={styles.facts}>
      {marks.length > 0 && (
        <span className={styles.marks} data-tina-field={editable(item, 'marks')}>
          {sentenceOf(marks.map((mark) => wordOf(dietaryMarks, mark)))}
        </span>
      )}
      {marks.length > 0 && contains.length > 0 && ' '}
      {contains.length > 0 && (
        <span className={styles.allergens}>
          <span data-tina-field={allergensLabel.tinaField}>{allergensLabel.text}</span>:{' '}
          <span data-tina-field={editable(item, 'allergens')}>
            {contains.map((allergen) => wordOf(allergens, allergen).toLowerCase()).join(', ')}
          </span>
          .
        </span>
      )}
    </p>
  );
}

/**
 * One item of the menu, a list item read in one go: its name (and "Not today" when it is switched off), its
 * price or its sizes with their prices, its description, its dietary marks as words and its allergens.
 */
export function MenuItemLine({ item, notToday, allergensLabel }: MenuItemLineProps) {
  return (
    <li className={item.inCase ? styles.item : `${styles.item} ${styles.off}`}>
      <p className={styles.itemHead}>
        <ItemName item={item} notToday={notToday} /> <Prices item={item} />
      </p>
      {item.description && (
        <p className={styles.description} data-tina-field={editable(item, 'description')}>
          {item.description}
        </p>
      )}
      <ItemFacts item={item} allergensLabel={allergensLabel} />
    </li>
  );
}
