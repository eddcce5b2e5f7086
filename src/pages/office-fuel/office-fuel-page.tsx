import { ActionLink } from '#src/components/action-link/action-link';
import { CardGrid } from '#src/components/card-grid/card-grid';
import { PageSection } from '#src/components/page-section/page-section';
import { editable } from '#src/content/editable';
import { useOfficeFuelPageContent } from '#src/content/office-fuel-page';
import { formatPrice } from '#src/content/prices';
import { PriceLine } from '#src/components/price-line/price-line';
import { EditablePageIntro } from '#src/pages/shared/editable-page-intro';
import { EditableSection } from '#src/pages/shared/editable-section';
import { RequestSection } from '#src/pages/shared/request-section';

/** The request form's section; the header's Order Now button links here. */
const requestSectionId = 'request';

export function OfficeFuelPage() {
  const content = useOfficeFuelPageContent();
  // The form's tier choices are the tiers' own names, so renaming a tier renames its choice.
  const tierNames = Object.fromEntries(content.tiers.map((tier) => [tier.formValue, tier.name]));

  return (
    <>
      <EditablePageIntro content={content} />
      <PageSection
        id="tiers"
        heading={content.tiersHeading}
        headingTinaField={editable(content, 'tiersHeading')}
      >
        <CardGrid
          items={content.tiers.map((tier) => ({
            id: `tier-${tier.formValue}`,
            title: tier.name,
            description: tier.description,
            badge: tier.badge || undefined,
            highlighted: !!tier.badge,
            points: tier.includes,
            tinaFields: {
              title: editable(tier, 'name'),
              description: editable(tier, 'description'),
              badge: editable(tier, 'badge'),
              points: tier.includes.map((_point, index) => editable(tier, 'includes', index)),
            },
            footer: (
              <>
                <PriceLine
                  amount={formatPrice(tier.price)}
                  unit={content.priceUnit}
                  size="large"
                  amountTinaField={editable(tier, 'price')}
                  unitTinaField={editable(content, 'priceUnit')}
                />
                {/* A link to the form, which with JavaScript also picks the tier in it. */}
                <ActionLink
                  href={`#${requestSectionId}`}
                  variant={tier.badge ? 'primary' : 'secondary'}
                  block
                  chooses={{ field: 'tier', value: tier.formValue }}
                >
                  <span data-tina-field={editable(content, 'chooseTier')}>{content.chooseTier}</span>{' '}
                  <span data-tina-field={editable(tier, 'name')}>{tier.name}</span>
                </ActionLink>
              </>
            ),
          }))}
        />
      </PageSection>
      <EditableSection id="service-days" tone="tinted" content={content.serviceDays} introField="text" />
      <RequestSection
        formName="office-fuel"
        id={requestSectionId}
        form={content.form}
        pageOptionTexts={tierNames}
      />
    </>
  );
}
