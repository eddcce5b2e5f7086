import { usePageHead } from '../../app/document-head';
import { PageIntro } from '../../components/page-intro/page-intro';
import { useHomePageContent } from '../../content/home-page';
import { useSiteContent } from '../../content/site';

export function HomePage() {
  const content = useHomePageContent();
  const site = useSiteContent();
  usePageHead({ title: `${content.heading} | ${site.brand.name}` });
  return <PageIntro heading={content.heading} intro={content.intro} />;
}
