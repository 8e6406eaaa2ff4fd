import { useState } from 'react';
import { AspectRatio, Box, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../../shared/lib/file-url.ts';
import classes from './catalogue.module.css';

interface ProgramCoverProps {
  cover: string | null;
  title: string;
  size?: 'medium' | 'large';
  /**
   * Whether the program's title is shown beside the cover (a card, a program page). Then the picture is decorative
   * (empty alt), so a screen reader does not read the title twice; alone, it is named "Cover of <title>".
   */
  isTitleNearby?: boolean;
}

/**
 * The cover at 16:9 (an upload, or the picture the seed drew: decision 052), or a calm placeholder with the title's
 * first letter when there is none or it cannot be loaded. A card's cover loads when it nears the screen; the large
 * cover at the top of a program's page is likely its largest paint, so it is fetched at once and first (decision 031).
 */
export function ProgramCover({ cover, title, size = 'medium', isTitleNearby = true }: ProgramCoverProps) {
  const { t } = useTranslation('catalogue');
  const [failed, setFailed] = useState<string | null>(null);
  const isLarge = size === 'large';
  const isShown = cover !== null && failed !== cover;
  return (
    <AspectRatio ratio={16 / 9}>
      {isShown ? (
        <Image
          src={fileUrl(cover, size)}
          alt={isTitleNearby ? '' : t('cover.alt', { title })}
          loading={isLarge ? 'eager' : 'lazy'}
          fetchPriority={isLarge ? 'high' : 'auto'}
          fit="cover"
          onError={() => setFailed(cover)}
        />
      ) : (
        <Box className={classes.placeholder} aria-hidden>
          <Text component="span" className={classes.placeholderLetter}>
            {title.trim().charAt(0).toUpperCase()}
          </Text>
        </Box>
      )}
    </AspectRatio>
  );
}
