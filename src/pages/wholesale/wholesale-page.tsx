import { CardGrid } from '../../components/card-grid/card-grid';
import { PageIntro } from '../../components/page-intro/page-intro';
import { PageSection } from '../../components/page-section/page-section';
import { RequestForm } from '../../components/request-form/request-form';
import { editable } from '../../content/editable';
import { useWholesalePageContent } from '../../content/wholesale-page';
import { wholesaleInquiryFields } from '../../forms/field-definitions';
import { simpleCards } from '../simple-cards';

export function WholesalePage() {
  const content = useWholesalePageContent();
  const { benefits, partnerships, form } = content;
  return (
    <>
      <PageIntro
        heading={content.heading}
        intro={content.intro}
        tinaFields={{ heading: editable(content, 'heading'), intro: editable(content, 'intro') }}
      />
      <PageSection id="benefits" heading={benefits.heading} headingTinaField={editable(benefits, 'heading')}>
        <CardGrid columns={4} items={simpleCards('benefit', benefits.items)} />
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
              card: editable(partnership),
              title: editable(partnership, 'name'),
              description: editable(partnership, 'description'),
              points: editable(partnership, 'includes'),
            },
          }))}
        />
      </PageSection>
      <PageSection
        id="inquiry"
        heading={form.heading}
        headingTinaField={editable(form, 'heading')}
        intro={form.intro}
        introTinaField={editable(form, 'intro')}
      >
        <RequestForm
          definitions={wholesaleInquiryFields}
          texts={form}
          labelledBy="inquiry-heading"
          tinaField={editable}
        />
      </PageSection>
    </>
  );
}
