import { AspectRatio, Box, Image, Text } from '@mantine/core';
import { fileUrl } from '../../../shared/lib/format-price.ts';
import classes from './catalogue.module.css';

interface ProgramCoverProps {
  cover: string | null;
  title: string;
  size?: 'medium' | 'large';
}

/**
 * The cover at 16:9, or a calm placeholder with the title's first letter when there is none. A card's cover loads
 * when it nears the screen; the large cover at the top of a program's page is likely its largest paint, so it is
 * fetched at once and first (decision 031).
 */
export function ProgramCover({ cover, title, size = 'medium' }: ProgramCoverProps) {
  const isLarge = size === 'large';
  return (
    <AspectRatio ratio={16 / 9}>
      {cover ? (
        <Image
          src={fileUrl(cover, size)}
          alt=""
          loading={isLarge ? 'eager' : 'lazy'}
          fetchPriority={isLarge ? 'high' : 'auto'}
          fit="cover"
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
