import { usePageHead } from '../../app/document-head';
import { PageIntro } from '../../components/page-intro/page-intro';
import { useCateringPageContent } from '../../content/catering-page';
import { useSiteContent } from '../../content/site';

export function CateringPage() {
  const content = useCateringPageContent();
  const site = useSiteContent();
  usePageHead({ title: `${content.heading} | ${site.brand.name}` });
  return <PageIntro heading={content.heading} intro={content.intro} />;
}
