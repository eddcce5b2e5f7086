import { PageIntro } from '../../components/page-intro/page-intro';
import { useOfficeFuelPageContent } from '../../content/office-fuel-page';

export function OfficeFuelPage() {
  const content = useOfficeFuelPageContent();
  return <PageIntro heading={content.heading} intro={content.intro} />;
}
