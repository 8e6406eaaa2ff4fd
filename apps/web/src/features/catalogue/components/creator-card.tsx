import { Anchor, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCreatorCard } from '@ito/contracts/catalogue/cards';
import { fileUrl } from '../../../shared/lib/file-url.ts';
import { RatingText } from './rating-text.tsx';
import classes from './catalogue.module.css';

/** A creator: avatar, name (linking to their profile), profession, rating and how many programs they publish. */
export function CreatorCard({ creator, headingLevel = 'h3' }: { creator: TCreatorCard; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('catalogue');
  const profile = creator.username ? `/u/${encodeURIComponent(creator.username)}` : null;
  return (
    <Card withBorder padding="md" radius="md" component="article" h="100%">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar
          src={creator.avatar ? fileUrl(creator.avatar, 'thumb') : null}
          alt=""
          name={creator.full_name}
          color="initials"
          size={56}
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text component={headingLevel} fw={700} m={0}>
            {profile ? (
              <Anchor component={Link} to={profile} inherit>
                {creator.full_name}
              </Anchor>
            ) : (
              creator.full_name
            )}
          </Text>
          {creator.profession ? (
            <Text size="sm" c="dimmed">
              {creator.profession}
            </Text>
          ) : null}
          <RatingText rating={creator.rating} count={creator.rating_count} />
          <Text size="sm" c="dimmed">
            {t('creator.stats', { programs: creator.program_count, followers: creator.followers })}
          </Text>
          {creator.bio ? (
            <Text size="sm" lineClamp={3} className={classes.typed}>
              {creator.bio}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
