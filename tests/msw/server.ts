import { setupServer } from 'msw/node';
import { groupHandlers } from './handlers/groups';
import { mainHandlers } from './handlers/main';
import { userHandlers } from './handlers/users';

export const server = setupServer(...userHandlers, ...mainHandlers, ...groupHandlers);
