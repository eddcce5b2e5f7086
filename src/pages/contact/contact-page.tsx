import { usePageHead } from '../../app/document-head';
import { PageIntro } from '../../components/page-intro/page-intro';
import { useContactPageContent } from '../../content/contact-page';
import { useSiteContent } from '../../content/site';

export function ContactPage() {
  const content = useContactPageContent();
  const site = useSiteContent();
  usePageHead({ title: `${content.heading} | ${site.brand.name}` });
  return <PageIntro heading={content.heading} intro={content.intro} />;
}
