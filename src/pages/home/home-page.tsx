import { PageIntro } from '../../components/page-intro/page-intro';
import { useHomePageContent } from '../../content/home-page';

export function HomePage() {
  const content = useHomePageContent();
  return <PageIntro heading={content.heading} intro={content.intro} />;
}
