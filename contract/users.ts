// Shapes of the users resource (spec §7 "Users"). One definition, used by the server's route
// schemas, its OpenAPI document, the SPA's API module and the msw handlers.
import { z } from 'zod';

/** POST /p/api/users/login: JSON body (CONTRACT.md). No client-side validation (spec §5). */
export const loginBodySchema = z.object({
  userId: z.string().max(320),
  password: z.string().max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginDataSchema = z.object({
  userId: z.string(),
  uuid: z.string(),
  userName: z.string(),
  jwt: z.string(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** GET /api/users/{id}: `id` is the user's uuid; only your own record is found. */
export const userParamsSchema = z.object({ id: z.string().max(64) });

export const userDataSchema = z.object({
  uuid: z.string(),
  userId: z.string(),
  userName: z.string(),
  hpNumber: z.string().nullable(),
  emailVerified: z.boolean(),
  castingn: z.boolean(),
  createdAt: z.string(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** PUT /api/users/castingn: marks the account as having arrived through /castingn. */
export const castingnDataSchema = z.object({ castingn: z.literal(true) });
export type CastingnData = z.infer<typeof castingnDataSchema>;
