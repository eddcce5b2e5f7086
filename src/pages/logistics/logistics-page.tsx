import { usePageHead } from '../../app/document-head';
import { PageIntro } from '../../components/page-intro/page-intro';
import { useLogisticsPageContent } from '../../content/logistics-page';
import { useSiteContent } from '../../content/site';

export function LogisticsPage() {
  const content = useLogisticsPageContent();
  const site = useSiteContent();
  usePageHead({ title: `${content.heading} | ${site.brand.name}` });
  return <PageIntro heading={content.heading} intro={content.intro} />;
}
