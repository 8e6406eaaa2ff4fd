import { Avatar, Indicator } from '@mantine/core';
import { imageUrl } from '@ito/contracts/files/file-data';

interface ChatAvatarProps {
  name: string;
  avatar: string | null;
  /** Undefined: no presence dot (a group). */
  isOnline?: boolean;
  size?: number;
}

/** A person's picture (or initials) with the online dot; the state itself is said in text next to it. */
export function ChatAvatar({ name, avatar, isOnline, size = 40 }: ChatAvatarProps) {
  const picture = (
    <Avatar src={avatar ? imageUrl('thumb', avatar) : null} name={name} color="initials" size={size} alt="" />
  );
  if (isOnline === undefined) return picture;
  return (
    <Indicator
      color={isOnline ? 'success' : 'gray'}
      size={11}
      offset={5}
      position="bottom-end"
      withBorder
      processing={false}
      data-online={isOnline}
    >
      {picture}
    </Indicator>
  );
}
