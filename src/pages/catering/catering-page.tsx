import { CardGrid } from '../../components/card-grid/card-grid';
import { PageSection } from '../../components/page-section/page-section';
import { useCateringPageContent } from '../../content/catering-page';
import { editable } from '../../content/editable';
import { simpleCards } from '../shared/simple-cards';
import { EditablePageIntro } from '../shared/editable-page-intro';
import { RequestSection } from '../shared/request-section';

export function CateringPage() {
  const content = useCateringPageContent();
  const { services, form } = content;
  return (
    <>
      <EditablePageIntro content={content} />
      <PageSection id="services" heading={services.heading} headingTinaField={editable(services, 'heading')}>
        <CardGrid columns={4} items={simpleCards('service', services.items)} />
      </PageSection>
      <RequestSection formName="catering" id="request" tone="tinted" form={form} />
    </>
  );
}
