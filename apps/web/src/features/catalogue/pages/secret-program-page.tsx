import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { secretProgramQuery } from '../api/catalogue-queries.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { ProgramDetailSkeleton } from '../components/program-detail-skeleton.tsx';
import { ProgramDetailView } from '../components/program-detail-view.tsx';
import { isMissing, notFoundError } from '../../../shared/lib/not-found.ts';

/** `/t/{secret}`: a private program opened by its secret link; an unknown secret is the 404 page. */
export function Component() {
  const secret = useParams().secret ?? '';
  const options = secretProgramQuery(secret);
  const program = useQuery(options);
  if (program.isError && isMissing(program.error)) throw notFoundError();
  if (program.isPending) return <ProgramDetailSkeleton />;
  if (program.isError) return <LoadError onRetry={() => void program.refetch()} />;
  return <ProgramDetailView program={program.data.data} queryKey={options.queryKey} />;
}
