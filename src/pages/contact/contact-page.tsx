import { PageIntro } from '../../components/page-intro/page-intro';
import { useContactPageContent } from '../../content/contact-page';

export function ContactPage() {
  const content = useContactPageContent();
  return <PageIntro heading={content.heading} intro={content.intro} />;
}
