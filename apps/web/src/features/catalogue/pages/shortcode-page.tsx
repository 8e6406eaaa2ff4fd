import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { shortcodeQuery } from '../api/catalogue-queries.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { isMissing, notFoundError } from '../../../shared/lib/not-found.ts';

/** `/s/{shortcode}`: resolves, then replaces itself with the program or the profile (Back skips it). */
export function Component() {
  const { t } = useTranslation('catalogue');
  const shortcode = useParams().shortcode ?? '';
  const navigate = useNavigate();
  const target = useQuery(shortcodeQuery(shortcode));
  const data = target.data?.data;

  useEffect(() => {
    if (!data) return;
    const to =
      data.type === 'program' ? `/program/${encodeURIComponent(data.id)}` : `/u/${encodeURIComponent(data.username)}`;
    void navigate(to, { replace: true });
  }, [data, navigate]);

  if (target.isError && isMissing(target.error)) throw notFoundError();
  if (target.isError) return <LoadError onRetry={() => void target.refetch()} />;
  return (
    <Center py="xl" role="status">
      <Loader aria-label={t('opening')} />
    </Center>
  );
}
