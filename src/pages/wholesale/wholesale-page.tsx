import { CardGrid } from '../../components/card-grid/card-grid';
import { editable } from '../../content/editable';
import { useWholesalePageContent } from '../../content/wholesale-page';
import { simpleCards } from '../shared/simple-cards';
import { EditablePageIntro } from '../shared/editable-page-intro';
import { EditableSection } from '../shared/editable-section';
import { RequestSection } from '../shared/request-section';

export function WholesalePage() {
  const content = useWholesalePageContent();
  const { benefits, partnerships, form } = content;
  return (
    <>
      <EditablePageIntro content={content} />
      <EditableSection id="benefits" content={benefits}>
        <CardGrid columns={4} items={simpleCards('benefit', benefits.items)} look="tinted" />
      </EditableSection>
      <EditableSection id="partnerships" tone="tinted" content={partnerships}>
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
      </EditableSection>
      <RequestSection formName="wholesale" id="inquiry" form={form} />
    </>
  );
}
