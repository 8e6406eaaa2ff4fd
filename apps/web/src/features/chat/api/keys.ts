/** Query keys of the messages feature (decision 042): the rooms' lists, one room, and the people search. */
const all = ['chat'] as const;

export const chatKeys = {
  all,
  /** Every list of rooms (the sidebar's pages, per person and search). */
  rooms: () => [...all, 'rooms'] as const,
  roomList: (filter: { myId: string | null; search: string }) => [...all, 'rooms', 'list', filter] as const,
  roomPage: (page: number) => [...all, 'rooms', page] as const,
  room: (id: string) => [...all, 'room', id] as const,
  people: (search: string) => [...all, 'people', search] as const,
};
