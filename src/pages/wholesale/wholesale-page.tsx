import { PageIntro } from '../../components/page-intro/page-intro';
import { useWholesalePageContent } from '../../content/wholesale-page';

export function WholesalePage() {
  const content = useWholesalePageContent();
  return <PageIntro heading={content.heading} intro={content.intro} />;
}
