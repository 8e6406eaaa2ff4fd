import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentPage } from '../components/content-page.tsx';

export function Component() {
  const { t } = useTranslation('content');
  return (
    <ContentPage document="about">
      <div>
        <Button component={Link} to="/join-team" variant="light">
          {t('about.joinCta')}
        </Button>
      </div>
    </ContentPage>
  );
}
