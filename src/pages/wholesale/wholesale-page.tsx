import { CardGrid } from '#src/components/card-grid/card-grid';
import { editable } from '#src/content/editable';
import { useWholesalePageContent } from '#src/content/wholesale-page';
import { simpleCards } from '#src/pages/shared/simple-cards';
import { EditablePageIntro } from '#src/pages/shared/editable-page-intro';
import { EditableSection } from '#src/pages/shared/editable-section';
import { RequestSection } from '#src/pages/shared/request-section';

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
