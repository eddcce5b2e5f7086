import { CardGrid } from '../../components/card-grid/card-grid';
import { useCateringPageContent } from '../../content/catering-page';
import { simpleCards } from '../shared/simple-cards';
import { EditablePageIntro } from '../shared/editable-page-intro';
import { EditableSection } from '../shared/editable-section';
import { RequestSection } from '../shared/request-section';

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
