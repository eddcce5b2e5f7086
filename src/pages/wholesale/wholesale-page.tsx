import { usePageHead } from '../../app/document-head';
import { PageIntro } from '../../components/page-intro/page-intro';
import { useWholesalePageContent } from '../../content/wholesale-page';
import { useSiteContent } from '../../content/site';

export function WholesalePage() {
  const content = useWholesalePageContent();
  const site = useSiteContent();
  usePageHead({ title: `${content.heading} | ${site.brand.name}` });
  return <PageIntro heading={content.heading} intro={content.intro} />;
}
