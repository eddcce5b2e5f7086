import { usePageHead } from '../../app/document-head';
import { PageIntro } from '../../components/page-intro/page-intro';
import { useOfficeFuelPageContent } from '../../content/office-fuel-page';
import { useSiteContent } from '../../content/site';

export function OfficeFuelPage() {
  const content = useOfficeFuelPageContent();
  const site = useSiteContent();
  usePageHead({ title: `${content.heading} | ${site.brand.name}` });
  return <PageIntro heading={content.heading} intro={content.intro} />;
}
