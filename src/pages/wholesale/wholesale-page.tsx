import { CardGrid } from '../../components/card-grid/card-grid';
import { PageSection } from '../../components/page-section/page-section';
import { editable } from '../../content/editable';
import { useWholesalePageContent } from '../../content/wholesale-page';
import { simpleCards } from '../shared/simple-cards';
import { EditablePageIntro } from '../shared/editable-page-intro';
import { RequestSection } from '../shared/request-section';

export function WholesalePage() {
  const content = useWholesalePageContent();
  const { benefits, partnerships, form } = content;
  return (
    <>
      <EditablePageIntro content={content} />
      <PageSection id="benefits" heading={benefits.heading} headingTinaField={editable(benefits, 'heading')}>
        <CardGrid columns={4} items={simpleCards('benefit', benefits.items)} look="tinted" />
      </PageSection>
      <PageSection
        id="partnerships"
        tone="tinted"
        heading={partnerships.heading}
        headingTinaField={editable(partnerships, 'heading')}
      >
        <CardGrid
          items={partnerships.items.map((partnership, index) => ({
            id: `partnership-${index + 1}`,
            title: partnership.name,
            description: partnership.description,
            points: partnership.includes,
            tinaFields: {
              title: editable(partnership, 'name'),
              description: editable(partnership, 'description'),
              points: partnership.includes.map((_point, index) => editable(partnership, 'includes', index)),
            },
          }))}
        />
      </PageSection>
      <RequestSection formName="wholesale" id="inquiry" form={form} />
    </>
  );
}
