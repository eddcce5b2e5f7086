import type { ReactNode } from 'react';
import { cardPictureSizes } from '#model/picture-layout';
import type { ShownPicture } from '#src/pictures/shown-picture';
import { Picture } from '#src/components/picture/picture';
import styles from './card-grid.module.scss';

/**
 * Values of `data-tina-field` for a card's parts, so a click in the editor opens the right field.
 * Each names one field (a list's points one by one): the editor can put the cursor in a field,
 * not in a whole card or list.
 */
export interface CardTinaFields {
  title?: string | undefined;
  description?: string | undefined;
  badge?: string | undefined;
  picture?: string | undefined;
  /** One per point, in the order of `points`. */
  points?: readonly (string | undefined)[];
}

export interface CardItem {
  /** Stable key; also the element id, for links to a card. */
  id: string;
  title: string;
  description?: string;
  /** A short highlight shown above the title, such as "Most Popular", or "Step 2" (a field and a number). */
  badge?: ReactNode;
  /** A picture across the top of the card (3 wide by 2 high). */
  picture?: ShownPicture;
  /** Lines under the description, at the top with it (an address, opening hours). */
  details?: ReactNode;
  /** A bulleted list under the description (what a tier includes, and so on). */
  points?: readonly string[];
  /** Anything else the card ends with: a price, a button, a link. */
  footer?: ReactNode;
  highlighted?: boolean;
  tinaFields?: CardTinaFields;
}

interface CardGridProps {
  items: readonly CardItem[];
  /** Heading level of the card titles, one below the section heading. */
  headingLevel?: 2 | 3 | 4;
  /** Cards per row on desktop screens; tablets show two, phones one. */
  columns?: 2 | 3 | 4;
  /** `plain`: white cards on the page; `tinted`: warm paper with a stroke of crema, for cards that only tell. */
  look?: 'plain' | 'tinted';
}

/** The one card grid of the site: feature cards, price tiers, services, contact cards. */
export function CardGrid({ items, headingLevel = 3, columns = 3, look = 'plain' }: CardGridProps) {
  return (
    <ul className={styles.grid} data-columns={columns}>
      {items.map((item) => (
        <Card key={item.id} item={item} headingLevel={headingLevel} columns={columns} look={look} />
      ))}
    </ul>
  );
}

const cardClassName = (look: CardGridProps['look'], highlighted: boolean | undefined) =>
  [styles.card, look === 'tinted' && styles.tinted, highlighted && styles.highlighted]
    .filter(Boolean)
    .join(' ');

type CardProps = Required<Omit<CardGridProps, 'items'>> & { item: CardItem };

/** One card: its badge, picture, title and description, then its details, points and footer. */
function Card({ item, headingLevel, columns, look }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const fields = item.tinaFields ?? {};
  return (
    <li id={item.id} className={cardClassName(look, item.highlighted)}>
      {item.badge && (
        <p className={styles.badge} data-tina-field={fields.badge}>
          {item.badge}
        </p>
      )}
      {item.picture && (
        <Picture
          // Each card is a column of the row: the browser picks the copy for that width.
          picture={{ ...item.picture, sizes: item.picture.sizes && cardPictureSizes(columns) }}
          className={styles.picture}
          tinaField={fields.picture}
        />
      )}
      <Heading className={styles.title} data-tina-field={fields.title}>
        {item.title}
      </Heading>
      {item.description && (
        <p className={styles.description} data-tina-field={fields.description}>
          {item.description}
        </p>
      )}
      {item.details && <div className={styles.details}>{item.details}</div>}
      <CardPoints points={item.points} tinaFields={fields.points} />
      {item.footer && <div className={styles.footer}>{item.footer}</div>}
    </li>
  );
}

/** The card's bulleted list, each point opening its own field in the editor; nothing when it has none. */
function CardPoints({
  points,
  tinaFields,
}: {
  points: CardItem['points'];
  tinaFields: CardTinaFields['points'];
}) {
  if (!points || points.length === 0) {
    return null;
  }
  return (
    <ul className={styles.points}>
      {points.map((point, index) => (
        <li key={point} data-tina-field={tinaFields?.[index]}>
          {point}
        </li>
      ))}
    </ul>
  );
}
