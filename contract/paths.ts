// API paths exactly as spec §7 writes them (trailing slashes included). `/p/api` needs no login;
// `/api` and `/v1/api` need a valid token (CONTRACT.md).
export const apiPaths = {
  login: '/p/api/users/login',
  user: (id: string) => `/api/users/${encodeURIComponent(id)}`,
  castingn: '/api/users/castingn',
} as const;
