import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BuilderFrame } from '../components/builder-frame.tsx';
import { ItemList } from '../components/item-list.tsx';
import { builderPath } from '../lib/builder-path.ts';
import { notFoundError } from '../lib/builder-route.ts';
import { useBuilderRoute } from '../hooks/use-builder-route.ts';

/** `/protocol-builder/{protocol}/{activity|assessment|challenge|nudge|order}`: that kind's items, paged. */
export function Component() {
  const { t } = useTranslation('protocol-items');
  const { protocolId, kind } = useBuilderRoute();
  if (!kind) throw notFoundError();
  const addPath = builderPath(protocolId, kind, 'add');
  const add = (
    <Button component={Link} to={addPath} mih={44}>
      {t(`kinds.${kind}.add`)}
    </Button>
  );

  return (
    <BuilderFrame protocolId={protocolId} title={t(`kinds.${kind}.title`)} lead={t(`kinds.${kind}.lead`)} actions={add}>
      <ItemList
        protocolId={protocolId}
        kind={kind}
        editPath={(item) => builderPath(protocolId, kind, item.id)}
        extraActions={
          kind === 'assessment'
            ? (item) => (
                <Button
                  component={Link}
                  to={builderPath(protocolId, 'assessment', item.id, 'questions')}
                  variant="light"
                  mih={44}
                  aria-label={t('assessment.questionsOf', { name: item.name })}
                >
                  {t('assessment.questions')}
                </Button>
              )
            : undefined
        }
        emptyAction={
          <Button component={Link} to={addPath} variant="light" mih={44}>
            {t(`kinds.${kind}.add`)}
          </Button>
        }
      />
    </BuilderFrame>
  );
}
