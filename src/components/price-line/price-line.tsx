import styles from './price-line.module.scss';

interface PriceLineProps {
  /** The price as written for visitors, e.g. `$10` or `$30 to $35`. */
  amount: string;
  /** What the price is per, e.g. "per person per day". */
  unit?: string | undefined;
  /** `large` where the price is the card's point (Office Fuel tiers), `medium` beside other facts. */
  size: 'large' | 'medium';
  amountTinaField?: string | undefined;
  unitTinaField?: string | undefined;
  /** The page's spacing around the line. */
  className?: string | undefined;
}

/** A price in large figures followed by its unit, as the service pages show them on their cards. */
export function PriceLine({ amount, unit, size, amountTinaField, unitTinaField, className }: PriceLineProps) {
  return (
    <p className={className ? `${styles.price} ${className}` : styles.price}>
      <span className={`${styles.amount} ${styles[size]}`} data-tina-field={amountTinaField}>
        {amount}
      </span>{' '}
      <span data-tina-field={unitTinaField}>{unit}</span>
    </p>
  );
}
