import { setupServer } from 'msw/node';
import { groupHandlers } from './handlers/groups';
import { libraryHandlers } from './handlers/library';
import { mainHandlers } from './handlers/main';
import { noticeHandlers } from './handlers/notices';
import { userHandlers } from './handlers/users';

export const server = setupServer(
  ...userHandlers,
  ...mainHandlers,
  ...groupHandlers,
  ...noticeHandlers,
  ...libraryHandlers,
);
