// API paths exactly as spec §7 writes them (trailing slashes included). `/p/api` needs no login;
// `/api` and `/v1/api` need a valid token (CONTRACT.md).
export const apiPaths = {
  login: '/p/api/users/login',
  user: (id: string) => `/api/users/${encodeURIComponent(id)}`,
  castingn: '/api/users/castingn',
  sameUserId: '/p/api/users/same-userid',
  authHpNumber: '/p/api/users/auth-hpnumber',
  signup: '/p/api/users',
  emailAuth: (code: string) => `/p/api/users/email-auth/${encodeURIComponent(code)}`,
  recertifyEmail: '/p/api/users/recertify-email',
  findUserId: '/p/api/users/userid',
  resetPassword: '/p/api/users/password',
  mainBanner: '/p/api/main/banner',
  mainWork: '/p/api/main/work',
  groupTopic: '/p/api/group/topic',
  topics: '/api/topics',
} as const;
