import { PageIntro } from '../../components/page-intro/page-intro';
import { useCateringPageContent } from '../../content/catering-page';

export function CateringPage() {
  const content = useCateringPageContent();
  return <PageIntro heading={content.heading} intro={content.intro} />;
}
