import { ActionLinks, type LinkAction } from '#src/components/action-link/action-link';
import { CardGrid } from '#src/components/card-grid/card-grid';
import { useBusinessContent } from '#src/content/business';
import { editable } from '#src/content/editable';
import {
  useLogisticsPageContent,
  type LogisticsAction,
  type LogisticsActionTarget,
  type LogisticsPageContent,
} from '#src/content/logistics-page';
import { formatPriceRange } from '#src/content/prices';
import { PriceLine } from '#src/components/price-line/price-line';
import { pathOf } from '#model/route-table';
import { simpleCards } from '#src/pages/shared/simple-cards';
import styles from './logistics-page.module.scss';
import { EditablePageIntro } from '#src/pages/shared/editable-page-intro';
import { EditableSection } from '#src/pages/shared/editable-section';

/** Ids of this page's sections, the targets a button's "goes to" can name. */
const sectionIds = { restaurants: 'restaurants', suppliers: 'suppliers', pricing: 'pricing' } as const;

type ActionsOf = (actions: readonly LogisticsAction[]) => LinkAction[];

/**
 * The page's buttons, each where its "goes to" leads. A target the schema adds without a place
 * here is a type error; a value outside the schema's options is refused by the content check, and
 * if one still reached the page it stops the render rather than pointing the button somewhere else.
 */
function useActions(): ActionsOf {
  const business = useBusinessContent();
  const hrefs: Record<LogisticsActionTarget, string> = {
    contact: pathOf('contact'),
    email: `mailto:${business.email}`,
    restaurants: `#${sectionIds.restaurants}`,
    suppliers: `#${sectionIds.suppliers}`,
    pricing: `#${sectionIds.pricing}`,
  };
  const isTarget = (goesTo: string): goesTo is LogisticsActionTarget => Object.hasOwn(hrefs, goesTo);
  const hrefOf = (goesTo: string): string => {
    if (isTarget(goesTo)) {
      return hrefs[goesTo];
    }
    throw new Error(
      `content/pages/logistics.json: a button's "goesTo" is ${JSON.stringify(goesTo)}; expected one of ${Object.keys(hrefs).join(', ')}.`,
    );
  };
  return (actions) =>
    actions.map((action) => ({
      label: action.label,
      href: hrefOf(action.goesTo),
      tinaField: editable(action, 'label'),
    }));
}

function AudienceSection({
  id,
  audience,
  actionsOf,
  tinted,
}: {
  id: string;
  audience: LogisticsPageContent['restaurants'];
  actionsOf: ActionsOf;
  tinted?: boolean;
}) {
  return (
    <EditableSection id={id} tone={tinted ? 'tinted' : 'plain'} content={audience} introField="text">
      <ul className={styles.points}>
        {audience.points.map((point, index) => (
          <li key={point} data-tina-field={editable(audience, 'points', index)}>
            {point}
          </li>
        ))}
      </ul>
      <ActionLinks actions={actionsOf([audience.action])} />
    </EditableSection>
  );
}

export function LogisticsPage() {
  const content = useLogisticsPageContent();
  const actionsOf = useActions();
  const { howItWorks, pricing, reasons, closing } = content;

  return (
    <>
      <EditablePageIntro content={content} />
      <div className={styles.jumpLinks}>
        <ActionLinks actions={actionsOf(content.jumpLinks)} />
      </div>
      <AudienceSection id={sectionIds.restaurants} audience={content.restaurants} actionsOf={actionsOf} />
      <AudienceSection id={sectionIds.suppliers} audience={content.suppliers} actionsOf={actionsOf} tinted />
      <EditableSection id="how-it-works" content={howItWorks}>
        <CardGrid
          items={simpleCards('step', howItWorks.steps, (_step, index) => ({
            // The word is the owner's; the number is the step's place.
            badge: (
              <>
                <span data-tina-field={editable(howItWorks, 'stepLabel')}>{howItWorks.stepLabel}</span>{' '}
                {index + 1}
              </>
            ),
          }))}
        />
      </EditableSection>
      <EditableSection id={sectionIds.pricing} tone="tinted" content={pricing}>
        <CardGrid
          items={simpleCards('plan', pricing.plans, (plan) => ({
            footer: plan.price != null && (
              <PriceLine
                amount={formatPriceRange(plan.price, plan.priceTo, pricing.rangeWord)}
                unit={plan.priceUnit}
                size="medium"
                amountTinaField={editable(plan, 'price')}
                unitTinaField={editable(plan, 'priceUnit')}
                className={styles.lastLine}
              />
            ),
          }))}
        />
        <p className={styles.schedule} data-tina-field={editable(pricing, 'schedule')}>
          {pricing.schedule}
        </p>
      </EditableSection>
      <EditableSection id="reasons" content={reasons}>
        <CardGrid items={simpleCards('reason', reasons.items)} look="tinted" />
      </EditableSection>
      <EditableSection id="join" tone="tinted" content={closing} introField="text">
        <ActionLinks actions={actionsOf(closing.actions)} />
      </EditableSection>
    </>
  );
}
