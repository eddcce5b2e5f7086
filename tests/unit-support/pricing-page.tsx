import type { pricingDocument } from './test-collections';
import { editable } from '#src/content/editable';

/**
 * A page that shows the test pricing document (test-collections.ts) through a document
 * hook and marks what it shows for the editor, as the site's pages do. For the tests of
 * the document hook and of the marks.
 */
export function pricingPage(usePricing: () => typeof pricingDocument) {
  return function PricingPage() {
    const page = usePricing();
    return (
      <main>
        <h1 data-tina-field={editable(page, 'heading')}>{page.heading}</h1>
        {page.tiers.map((tier) => (
          <p key={tier.name} data-tina-field={editable(tier, 'price')}>
            {tier.name}: ${tier.price}
            {tier.badge !== undefined && ` (${tier.badge})`}
          </p>
        ))}
      </main>
    );
  };
}
