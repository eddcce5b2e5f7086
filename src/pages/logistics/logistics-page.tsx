import { PageIntro } from '../../components/page-intro/page-intro';
import { useLogisticsPageContent } from '../../content/logistics-page';

export function LogisticsPage() {
  const content = useLogisticsPageContent();
  return <PageIntro heading={content.heading} intro={content.intro} />;
}
