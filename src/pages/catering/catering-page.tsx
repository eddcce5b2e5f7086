import { CardGrid } from '../../components/card-grid/card-grid';
import { PageIntro } from '../../components/page-intro/page-intro';
import { PageSection } from '../../components/page-section/page-section';
import { RequestForm } from '../../components/request-form/request-form';
import { useCateringPageContent } from '../../content/catering-page';
import { editable } from '../../content/editable';
import { cateringRequestFields } from '../../forms/field-definitions';
import { simpleCards } from '../simple-cards';

export function CateringPage() {
  const content = useCateringPageContent();
  const { services, form } = content;
  return (
    <>
      <PageIntro
        heading={content.heading}
        intro={content.intro}
        tinaFields={{ heading: editable(content, 'heading'), intro: editable(content, 'intro') }}
      />
      <PageSection id="services" heading={services.heading} headingTinaField={editable(services, 'heading')}>
        <CardGrid columns={4} items={simpleCards('service', services.items)} />
      </PageSection>
      <PageSection
        id="request"
        tone="tinted"
        heading={form.heading}
        headingTinaField={editable(form, 'heading')}
        intro={form.intro}
        introTinaField={editable(form, 'intro')}
      >
        <RequestForm
          definitions={cateringRequestFields}
          texts={form}
          labelledBy="request-heading"
          tinaField={editable}
        />
      </PageSection>
    </>
  );
}
