import { useId } from 'react';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSafetyResource } from '@ito/contracts/agent/conversations';
import classes from './agent.module.css';

interface SafetyNoteProps {
  kind: 'support' | 'caution';
  content: string;
  resources: TSafetyResource[];
}

/**
 * The safety gate's answer (decision 036): a calm, distinct note instead of a plan, with where to find help. It
 * offers no plan buttons; the person can keep writing below. The text is in the person's language, which may run the
 * other way from the UI's.
 */
export function SafetyNote({ kind, content, resources }: SafetyNoteProps) {
  const { t } = useTranslation('agent');
  const headingId = useId();
  const resourcesId = useId();
  return (
    <section
      className={`${classes.safety} ${kind === 'support' ? classes.support : classes.caution}`}
      aria-labelledby={headingId}
    >
      <Stack gap="xs">
        <Text fw={600} id={headingId}>
          {t(`safety.${kind}`)}
        </Text>
        <Text size="sm" className={classes.text} dir="auto">
          {content}
        </Text>
        {resources.length > 0 ? (
          <>
            <Text size="sm" fw={600} id={resourcesId}>
              {t('safety.resources')}
            </Text>
            <List size="sm" spacing={4} aria-labelledby={resourcesId}>
              {resources.map((resource) => (
                <List.Item key={resource.label}>
                  <span dir="auto">{resource.label}</span>
                  {resource.url ? (
                    <>
                      {' '}
                      <Anchor href={resource.url} target="_blank" rel="noopener noreferrer">
                        {new URL(resource.url).host}
                        <span className={classes.visuallyHidden}> {t('safety.opens')}</span>
                      </Anchor>
                    </>
                  ) : null}
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
      </Stack>
    </section>
  );
}
