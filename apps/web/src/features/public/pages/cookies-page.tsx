import { ContentPage } from '../components/content-page.tsx';

export function Component() {
  return <ContentPage document="cookies" />;
}
