/** Local storage keys of the SPA (spec §3). */
export const LOCAL_STORAGE_KEYS = {
  accessToken: 'accessToken',
  currentUser: 'currentUser',
  sidebarVisible: 'sidebarVisible',
} as const;
