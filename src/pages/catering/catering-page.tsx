import { CardGrid } from '#src/components/card-grid/card-grid';
import { useCateringPageContent } from '#src/content/catering-page';
import { simpleCards } from '#src/pages/shared/simple-cards';
import { EditablePageIntro } from '#src/pages/shared/editable-page-intro';
import { EditableSection } from '#src/pages/shared/editable-section';
import { RequestSection } from '#src/pages/shared/request-section';

export function CateringPage() {
  const content = useCateringPageContent();
  const { services, form } = content;
  return (
    <>
      <EditablePageIntro content={content} />
      <EditableSection id="services" content={services}>
        <CardGrid columns={4} items={simpleCards('service', services.items)} />
      </EditableSection>
      <RequestSection formName="catering" id="request" tone="tinted" form={form} />
    </>
  );
}
